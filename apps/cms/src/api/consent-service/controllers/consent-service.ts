import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::consent-service.consent-service');
