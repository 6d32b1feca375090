import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::general-contact.general-contact');
