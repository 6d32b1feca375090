import type { Core } from '@strapi/strapi';
import { BARRIER_REPORT } from '../bootstrap/content-types';
import { BARRIER_REPORT_RETENTION } from '../retention/policies';
import { mayDelete, runRetention } from '../retention/route';

/** Admin API route that runs the barrier reports' retention (the nightly job's, for tests). */
export function registerBarrierReportRoutes(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/barrier-reports',
    routes: [
      {
        method: 'POST',
        path: '/retention/run',
        info: {},
        handler: runRetention(strapi, BARRIER_REPORT_RETENTION),
        config: { policies: mayDelete(BARRIER_REPORT) },
      },
    ],
  });
}
