import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::digital-offer.digital-offer');
