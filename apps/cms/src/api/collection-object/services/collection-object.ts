import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::collection-object.collection-object');
