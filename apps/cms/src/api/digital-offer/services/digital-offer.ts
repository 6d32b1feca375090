import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::digital-offer.digital-offer');
