import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::booking-request.booking-request');
