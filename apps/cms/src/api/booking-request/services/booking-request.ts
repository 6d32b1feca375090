import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::booking-request.booking-request');
