import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::collection-maker.collection-maker');
