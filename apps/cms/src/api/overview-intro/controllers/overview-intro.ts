import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::overview-intro.overview-intro');
