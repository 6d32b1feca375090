import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::general-contact.general-contact');
