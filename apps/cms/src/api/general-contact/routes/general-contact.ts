import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::general-contact.general-contact');
