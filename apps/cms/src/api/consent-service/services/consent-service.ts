import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::consent-service.consent-service');
