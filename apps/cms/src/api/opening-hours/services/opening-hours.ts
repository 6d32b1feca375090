import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::opening-hours.opening-hours');
