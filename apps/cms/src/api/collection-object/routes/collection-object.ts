import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::collection-object.collection-object');
