// A stand-in for Strapi 5 that answers the content layer's requests (requests.json) with
// generated collections and the recorded single types; for the scale figures only.
import http from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { readFixture } from './large-content.mjs';

const MAX_PAGE_SIZE = 500; // Strapi's maxLimit in apps/cms/config/api.ts
const DEFAULT_PAGE_SIZE = 25;

/** Only what the list query asks for, as Strapi's `fields` and `populate` would give. */
function project(entry, listQuery) {
  const keep = [
    'id',
    'documentId',
    'locale',
    ...(listQuery.fields ?? []),
    ...Object.keys(listQuery.populate ?? {}),
  ];
  return Object.fromEntries(keep.filter((key) => key in entry).map((key) => [key, entry[key]]));
}

function json(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

const notFound = (res) =>
  json(res, 404, {
    data: null,
    error: { status: 404, name: 'NotFoundError', message: 'Not Found' },
  });

/** Recorded detail answers (`<name>.detail.<slug>.<locale>.json`) for slugs not generated. */
function recordedDetail(fixturesDir, name, slug, locale) {
  const file = path.join(fixturesDir, `${name}.detail.${slug}.${locale}.json`);
  return existsSync(file) ? readFixture(fixturesDir, `${name}.detail.${slug}`, locale) : null;
}

export function createFakeCms({ fixturesDir, requests, generated }) {
  const singleByPath = new Map(
    Object.entries(requests.singleTypes).map(([name, spec]) => [spec.path, { name, spec }]),
  );
  const collectionByPath = new Map(
    Object.entries(requests.collections).map(([name, spec]) => [spec.path, { name, spec }]),
  );
  const fixtureNames = new Set(readdirSync(fixturesDir).map((file) => file.split('.')[0]));
  const counts = new Map();

  function entriesOf(name, spec, locale) {
    const key = spec.localized ? locale : 'de';
    if (generated[name]) return generated[name][key] ?? [];
    if (!fixtureNames.has(name)) return [];
    return readFixture(fixturesDir, name, key)?.data ?? [];
  }

  function collection(res, { name, spec }, params) {
    const locale = params.get('locale') ?? 'de';
    const all = entriesOf(name, spec, locale);
    const slug = params.get('filters[slug][$eq]');
    if (slug !== null) {
      const entry = all.find((item) => item.slug === slug);
      if (entry)
        return json(res, 200, {
          data: [entry],
          meta: { pagination: { page: 1, pageSize: 1, pageCount: 1, total: 1 } },
        });
      return json(
        res,
        200,
        recordedDetail(fixturesDir, name, slug, locale) ?? {
          data: [],
          meta: { pagination: { page: 1, pageSize: 1, pageCount: 0, total: 0 } },
        },
      );
    }
    const pageSize = Math.min(
      Number(params.get('pagination[pageSize]')) || DEFAULT_PAGE_SIZE,
      MAX_PAGE_SIZE,
    );
    const page = Math.max(Number(params.get('pagination[page]')) || 1, 1);
    const data = all
      .slice((page - 1) * pageSize, page * pageSize)
      .map((entry) => project(entry, spec.list));
    const pageCount = Math.ceil(all.length / pageSize);
    json(res, 200, {
      data,
      meta: { pagination: { page, pageSize, pageCount, total: all.length } },
    });
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-cms');
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
    if (url.pathname === '/_health') return json(res, 200, { ok: true });
    const single = singleByPath.get(url.pathname);
    if (single) {
      const body = readFixture(fixturesDir, single.name, url.searchParams.get('locale') ?? 'de');
      return body ? json(res, 200, body) : notFound(res);
    }
    const list = collectionByPath.get(url.pathname);
    if (list) return collection(res, list, url.searchParams);
    notFound(res);
  });

  return {
    /** Requests served per path, to see what a render asked for. */
    counts,
    listen: (port) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${port}`));
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
