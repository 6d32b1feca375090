import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::overview-intro.overview-intro');
