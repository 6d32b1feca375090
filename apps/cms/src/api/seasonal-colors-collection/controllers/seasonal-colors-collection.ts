import { factories } from '@strapi/strapi';

export default factories.createCoreController(
  'api::seasonal-colors-collection.seasonal-colors-collection',
);
