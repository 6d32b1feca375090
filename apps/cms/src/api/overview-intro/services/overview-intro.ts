import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::overview-intro.overview-intro');
