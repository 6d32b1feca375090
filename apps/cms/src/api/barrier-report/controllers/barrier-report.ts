import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::barrier-report.barrier-report');
