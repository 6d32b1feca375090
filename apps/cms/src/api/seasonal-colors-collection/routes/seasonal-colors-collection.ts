import { factories } from '@strapi/strapi';

export default factories.createCoreRouter(
  'api::seasonal-colors-collection.seasonal-colors-collection',
);
