import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const fixtures = fileURLToPath(new URL('../../../app/content/__fixtures__/v5/', import.meta.url));

type Entry = Record<string, unknown> & { documentId?: string; slug?: string; locale?: string };
interface Localization {
  id: number;
  documentId: string;
  slug: string;
  locale: string;
}

/** One entry's versions by locale, each in its list and (where recorded) its detail fields. */
type Versions = Map<string, { list?: Entry; detail?: Entry }>;
/** A collection's entries by document id. */
type Documents = Map<string, Versions>;

const readJson = (file: string) =>
  JSON.parse(readFileSync(`${fixtures}${file}`, 'utf8')) as unknown;
const dataOf = (body: unknown) => (body as { data?: unknown } | null)?.data;

/**
 * The collections of the recorded fixtures as one consistent content set. The recordings hold a
 * few entries per list and locale, picked in each locale on its own, and details of chosen
 * entries (scripts/record-fixtures.mjs): an entry recorded in one locale names its other
 * locales' versions in `localizations`, which a seeded Strapi would have. Such a version is
 * made here from the recorded one, under its own id, slug and locale, so every link between the
 * languages leads to an entry, as on a seeded CMS.
 */
function collections(): Map<string, Documents> {
  const found = new Map<string, Documents>();
  const add = (type: string, entry: Entry, kind: 'list' | 'detail') => {
    if (!entry.documentId || !entry.locale) return;
    const documents: Documents = found.get(type) ?? new Map();
    found.set(type, documents);
    const versions: Versions = documents.get(entry.documentId) ?? new Map();
    documents.set(entry.documentId, versions);
    const version = versions.get(entry.locale) ?? {};
    versions.set(entry.locale, version);
    version[kind] ??= entry;
  };
  for (const file of readdirSync(fixtures).sort()) {
    const match = /^([\w-]+)(\.detail\.[\w-]+)?\.(de|en)\.json$/.exec(file);
    const data = dataOf(readJson(file));
    if (!match?.[1] || !Array.isArray(data)) continue;
    for (const entry of data as Entry[]) add(match[1], entry, match[2] ? 'detail' : 'list');
  }
  for (const documents of found.values()) {
    for (const versions of documents.values()) {
      const recorded = [...versions.values()];
      for (const { list, detail } of recorded) {
        for (const other of ((detail ?? list)?.localizations as Localization[] | undefined) ?? []) {
          if (versions.has(other.locale)) continue;
          const made = (entry: Entry | undefined): Entry | undefined =>
            entry && { ...entry, id: other.id, slug: other.slug, locale: other.locale };
          versions.set(other.locale, { list: made(list), detail: made(detail) });
        }
      }
      // Each version names the others, as Strapi's `localizations` does.
      for (const [locale, version] of versions) {
        const others = [...versions].filter(([otherLocale]) => otherLocale !== locale);
        const names = others.flatMap(([, { list, detail }]) => {
          const entry = detail ?? list;
          return entry
            ? [
                {
                  id: entry.id,
                  documentId: entry.documentId,
                  slug: entry.slug,
                  locale: entry.locale,
                },
              ]
            : [];
        });
        for (const kind of ['list', 'detail'] as const) {
          const entry = version[kind];
          if (entry) version[kind] = { ...entry, localizations: names };
        }
      }
    }
  }
  return found;
}

/** An upload named in the fixtures: its type and the size Strapi records (kB, two decimals). */
interface RecordedUpload {
  mime: string;
  sizeKb: number;
  /** An image's recorded size, where the answer names it. */
  width?: number;
  height?: number;
}

/** Every upload the recorded answers name (`/uploads/<name>` with its mime and size). */
function recordedUploads(): Map<string, RecordedUpload> {
  const found = new Map<string, RecordedUpload>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const { url, size, width, height, ...rest } = value as Record<string, unknown>;
    // A recording without the type (a hand-made fixture): an image's from its extension.
    const extension = typeof url === 'string' ? /\.(jpe?g|png|webp)$/i.exec(url)?.[1] : undefined;
    const mime =
      typeof rest.mime === 'string'
        ? rest.mime
        : extension && typeof width === 'number'
          ? `image/${extension.toLowerCase().replace('jpg', 'jpeg')}`
          : undefined;
    if (typeof url === 'string' && url.startsWith('/uploads/') && typeof mime === 'string') {
      found.set(url.slice('/uploads/'.length), {
        mime,
        sizeKb: Number(size) || 1,
        ...(typeof width === 'number' && typeof height === 'number' ? { width, height } : {}),
      });
    }
    Object.values(value).forEach(walk);
  };
  for (const file of readdirSync(fixtures)) if (file.endsWith('.json')) walk(readJson(file));
  return found;
}

/**
 * The bytes of a recorded upload: a small real picture for an image (the site resizes it), else
 * made-up bytes of a length that Strapi would record as its size (kB with two decimals) but a
 * few bytes off that rounded figure, as real files are.
 */
async function uploadBytes(
  name: string,
  upload: RecordedUpload,
  imageScale: number | null,
): Promise<Buffer> {
  const format = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;
  const image = format[upload.mime as keyof typeof format];
  if (image) {
    // At its recorded size times `imageScale` where asked (zoom needs pixels), else tiny.
    const scaled = imageScale && upload.width && upload.height;
    const width = scaled ? Math.max(1, Math.round(upload.width! * imageScale)) : 32;
    const height = scaled ? Math.max(1, Math.round(upload.height! * imageScale)) : 24;
    return sharp({ create: { width, height, channels: 3, background: '#b4783c' } })
      .toFormat(image)
      .toBuffer();
  }
  const length = Math.round(upload.sizeKb * 1000) + 4;
  return Buffer.from(Array.from({ length }, (_, index) => (index + name.length) % 251));
}

/**
 * Strapi's `filters[field][$eq]=value`, one `filters[$or][i][field][$eq|$null]=value` group and
 * `sort[i]=field:asc|desc` of a query.
 */
function select(entries: Entry[], query: URLSearchParams): Entry[] {
  const filters = [...query].flatMap(([key, value]) => {
    const match = /^filters\[(\w+)\]\[\$eq\]$/.exec(key);
    return match?.[1] ? [{ field: match[1], value }] : [];
  });
  const alternatives = [...query].flatMap(([key, value]) => {
    const match = /^filters\[\$or\]\[\d+\]\[(\w+)\]\[\$(eq|null)\]$/.exec(key);
    return match?.[1] ? [{ field: match[1], operator: match[2], value }] : [];
  });
  const matches = (entry: Entry, { field, operator, value }: (typeof alternatives)[number]) =>
    operator === 'null'
      ? (entry[field] === null || entry[field] === undefined) === (value === 'true')
      : String(entry[field]) === value;
  const sorts = [...query]
    .filter(([key]) => /^sort(\[\d+\])?$/.test(key))
    .flatMap(([, value]) => value.split(','))
    .map((rule) => rule.split(':') as [string, string?]);
  return entries
    .filter((entry) => filters.every(({ field, value }) => String(entry[field]) === value))
    .filter((entry) => alternatives.length === 0 || alternatives.some((alt) => matches(entry, alt)))
    .sort((a, b) => {
      for (const [field, direction] of sorts) {
        const order = String(a[field] ?? '').localeCompare(String(b[field] ?? ''));
        if (order !== 0) return direction === 'desc' ? -order : order;
      }
      return 0;
    });
}

/**
 * An answer made for each request of a type from its query: a status and a JSON body, or
 * undefined for the answer the recordings give.
 */
export type FakeAnswer = (query: URLSearchParams) => { status: number; body: unknown } | undefined;

/**
 * Answers /_health and /api/<type>?locale=… like a seeded Strapi would, from the recorded v5
 * fixtures: single types with their recording; collections with their entries in that locale
 * (the ones recorded in either language and their other versions, see collections()), filtered
 * by `$eq` filters (one entry by slug, in its detail fields where those were recorded) and
 * sorted as asked. `answers` replaces the answer of a type: its whole JSON body, whatever the
 * query, or a FakeAnswer, which decides per request.
 */
export interface FakeCmsOptions {
  /**
   * Serve `/uploads/<name>` for every upload the recordings name (made-up bytes of about the
   * recorded size, with the recorded type), as Strapi's upload folder does; else 404 (no files).
   */
  uploads?: boolean;
  /**
   * Images at their recorded width and height times this (0.5: half), for pages that zoom;
   * 32 × 24 pixels when absent.
   */
  imageScale?: number;
}

export function startFakeCms(
  port: number,
  answers: Record<string, unknown> = {},
  { uploads = false, imageScale }: FakeCmsOptions = {},
): Promise<Server> {
  const content = collections();
  const files = uploads ? recordedUploads() : new Map<string, RecordedUpload>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Strapi's health check, which the site's /readyz asks.
    if (url.pathname === '/_health') return res.writeHead(204).end();
    if (url.pathname.startsWith('/uploads/')) {
      const name = decodeURIComponent(url.pathname.slice('/uploads/'.length));
      const upload = files.get(name);
      if (!upload) return res.writeHead(404).end();
      void uploadBytes(name, upload, imageScale ?? null).then((bytes) =>
        res
          .writeHead(200, { 'content-type': upload.mime, 'content-length': bytes.length })
          .end(bytes),
      );
      return;
    }
    const name = url.pathname.replace(/^\/api\//, '');
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const answer = Object.hasOwn(answers, name) ? answers[name] : undefined;
    if (typeof answer === 'function') {
      const made = (answer as FakeAnswer)(url.searchParams);
      if (made) return json(made.status, made.body);
    } else if (Object.hasOwn(answers, name)) return json(200, answer);
    const locale = url.searchParams.get('locale');
    const documents = content.get(name);
    if (documents && locale) {
      const filtered = [...url.searchParams.keys()].some((key) => key.startsWith('filters['));
      const entries = [...documents.values()].flatMap((versions) => {
        const version = versions.get(locale);
        const entry = filtered
          ? (version?.detail ?? version?.list)
          : (version?.list ?? version?.detail);
        return entry ? [entry] : [];
      });
      const data = select(entries, url.searchParams);
      const pageSize = Number(url.searchParams.get('pagination[pageSize]')) || 25;
      const page = Number(url.searchParams.get('pagination[page]')) || 1;
      return json(200, {
        data: data.slice((page - 1) * pageSize, page * pageSize),
        meta: {
          pagination: {
            page,
            pageSize,
            pageCount: Math.ceil(data.length / pageSize),
            total: data.length,
          },
        },
      });
    }
    for (const file of [`${name}.${locale}.json`, `${name}.json`]) {
      try {
        return json(200, readJson(file));
      } catch {
        // Try the next file name.
      }
    }
    return json(404, { data: null });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
