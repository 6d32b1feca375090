import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::consent-service.consent-service');
