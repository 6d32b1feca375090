import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { BOOKING_REQUEST } from '../bootstrap/content-types';
import { toCsv } from './csv';
import { combinedFilter, listQueryOf, parseExportQuery, selectionFilter } from './export-query';
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

interface PermissionChecker {
  sanitizedQuery: { read(query: Record<string, unknown>): Promise<Record<string, unknown>> };
}

/**
 * The CSV of exactly the rows the list shows, in its order: the list's filters, search and sort
 * pass the content manager's own permission checker (fields the user may not read are dropped
 * as in the list) and go to the document service as the list's do; `status`, `from` and `to`
 * (decision 0023) narrow further.
 */
function exportCsv(strapi: Core.Strapi) {
  return async (ctx: Context) => {
    const selection = parseExportQuery(ctx.query);
    if ('error' in selection) throw new errors.ValidationError(selection.error);
    const list = listQueryOf(ctx.query);
    if ('error' in list) throw new errors.ValidationError(list.error);
    const checker = (
      strapi.plugin('content-manager').service('permission-checker') as unknown as {
        create(options: { userAbility: unknown; model: string }): PermissionChecker;
      }
    ).create({ userAbility: ctx.state.userAbility, model: BOOKING_REQUEST });
    const query = await checker.sanitizedQuery.read({ ...list });
    const requests = (await strapi.documents(BOOKING_REQUEST).findMany({
      filters: combinedFilter(
        selectionFilter(selection),
        query.filters as Record<string, unknown> | undefined,
      ),
      sort: query.sort ?? list.sort,
      ...(query._q ? { _q: query._q } : {}),
      fields: [...EXPORT_FIELDS],
    } as never)) as unknown as ExportedRequest[];
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
