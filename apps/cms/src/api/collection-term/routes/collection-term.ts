import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::collection-term.collection-term');
