import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::digital-offer.digital-offer');
