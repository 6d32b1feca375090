import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { BOOKING_REQUEST } from '../bootstrap/content-types';
import { toCsv } from './csv';
import { parseExportQuery, selectionFilter } from './export-query';
import { EXPORT_FIELDS, EXPORT_HEADER, exportRow, type ExportedRequest } from './export-rows';
import { BOOKING_RETENTION } from '../retention/policies';
import { runRetention } from '../retention/route';

type Context = Parameters<Core.MiddlewareHandler>[0];

/** Only logged-in admin users whose role may do `action` with booking requests. */
const mayDo = (action: string) => [
  'admin::isAuthenticatedAdmin',
  {
    name: 'admin::hasPermissions',
    config: { actions: [[`plugin::content-manager.explorer.${action}`, BOOKING_REQUEST]] },
  },
];

function exportCsv(strapi: Core.Strapi) {
  return async (ctx: Context) => {
    const selection = parseExportQuery(ctx.query);
    if ('error' in selection) throw new errors.ValidationError(selection.error);
    const requests: ExportedRequest[] = await strapi.db.query(BOOKING_REQUEST).findMany({
      where: selectionFilter(selection),
      select: [...EXPORT_FIELDS],
      orderBy: { createdAt: 'desc' },
    });
    const today = new Date().toISOString().slice(0, 10);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="buchungsanfragen-${today}.csv"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toCsv(EXPORT_HEADER, requests.map(exportRow));
  };
}

/** Admin API routes of the booking office (beside the content manager's own). */
export function registerBookingOfficeRoutes(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/booking-requests',
    routes: [
      {
        method: 'GET',
        path: '/export.csv',
        info: {},
        handler: exportCsv(strapi),
        config: { policies: mayDo('read') },
      },
      {
        method: 'POST',
        path: '/retention/run',
        info: {},
        handler: runRetention(strapi, BOOKING_RETENTION),
        config: { policies: mayDo('delete') },
      },
    ],
  });
}
