import { factories } from '@strapi/strapi';

export default factories.createCoreService(
  'api::seasonal-colors-collection.seasonal-colors-collection',
);
