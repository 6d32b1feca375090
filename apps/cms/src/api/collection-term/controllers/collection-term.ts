import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::collection-term.collection-term');
