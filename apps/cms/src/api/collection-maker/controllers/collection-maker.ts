import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::collection-maker.collection-maker');
