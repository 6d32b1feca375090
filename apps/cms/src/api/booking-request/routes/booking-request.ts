import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::booking-request.booking-request', {
  // private: used only with the web server's API token, never by the public role
  only: ['create', 'find', 'findOne', 'update'],
});
