import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::target-group.target-group');
