import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::press-release.press-release');
