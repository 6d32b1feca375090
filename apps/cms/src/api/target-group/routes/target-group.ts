import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::target-group.target-group');
