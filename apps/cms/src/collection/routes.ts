import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { readCsv } from './csv-reader';
import { OBJECT, importRecords } from './import';
import { readLido } from './lido-reader';

type Context = Parameters<Core.MiddlewareHandler>[0];

/**
 * The import over the admin API, beside the command (decision 0066): POST the LIDO or CSV file
 * itself as the body (`Content-Type: application/octet-stream`, streamed, never held whole),
 * `?format=lido|csv` (else told by its first character), `&dryRun=1`, `&publish=1`. Answers
 * the summary as JSON. Images must be addresses here: a file path names a file on the machine
 * that runs the command, so over HTTP it is refused and reported beside its record. For admin
 * users who may create collection objects (Redaktion, super admins).
 */
function runImport(strapi: Core.Strapi) {
  return async (ctx: Context) => {
    const { format, dryRun, publish } = ctx.query as Record<string, string | undefined>;
    if (format !== undefined && format !== 'lido' && format !== 'csv')
      throw new errors.ValidationError('format must be lido or csv');
    const type = String(ctx.get('content-type') ?? '');
    if (!type.startsWith('application/octet-stream'))
      throw new errors.ValidationError('send the file as application/octet-stream');
    const stream = ctx.req as AsyncIterable<Buffer>;
    const chunks = stream[Symbol.asyncIterator]();
    const first = await chunks.next();
    const head = first.done ? '' : first.value.toString('utf8', 0, 200).replace(/^\uFEFF/, '');
    const kind = format ?? (head.trimStart().startsWith('<') ? 'lido' : 'csv');
    async function* body(): AsyncGenerator<Buffer> {
      if (!first.done) yield first.value;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    }
    const records = kind === 'csv' ? readCsv(body()) : readLido(body());
    const summary = await importRecords(strapi, records, {
      dryRun: dryRun === '1' || dryRun === 'true',
      publish: publish === '1' || publish === 'true',
      allowPaths: false,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = summary;
  };
}

export function registerCollectionImportRoute(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      {
        method: 'POST',
        path: '/collection-import',
        info: {},
        handler: runImport(strapi),
        config: {
          policies: [
            'admin::isAuthenticatedAdmin',
            {
              name: 'admin::hasPermissions',
              config: { actions: [['plugin::content-manager.explorer.create', OBJECT]] },
            },
          ],
        },
      },
    ],
  });
}
