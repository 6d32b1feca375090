import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::barrier-report.barrier-report', {
  // private: the web server's API token may only create reports; nobody reads them over the
  // content API (editors use the admin panel), so a leaked token reveals none.
  only: ['create'],
});
