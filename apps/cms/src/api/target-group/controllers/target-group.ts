import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::target-group.target-group');
