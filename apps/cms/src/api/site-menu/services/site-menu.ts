import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::site-menu.site-menu');
