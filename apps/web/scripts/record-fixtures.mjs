#!/usr/bin/env node
// Records the CMS answers the transformers are tested on, in both shapes:
//   app/content/__fixtures__/v5/<file>.json  (Strapi 5 flat, the default)
//   app/content/__fixtures__/v4/<file>.json  (header `Strapi-Response-Format: v4`)
// Files:
//   <single type>[.<locale>].json           the single type as the site asks for it
//   <collection>[.<locale>].json            page 1 of the list query, 3 entries (kept small);
//                                            its meta says it is the only page, so that a fake
//                                            CMS serving the file answers consistently
//   <collection>.detail.<key>.<locale>.json  the detail query for one entry, `key` being its
//                                            German slug; chosen so that every field kind is
//                                            covered (e.g. a podcast, a quiz, pages with all
//                                            block kinds, a German-only event with its empty
//                                            English answer)
// Usage: node scripts/record-fixtures.mjs [baseUrl] [token]
//   (defaults: $CMS_URL or http://127.0.0.1:1337, $CMS_API_TOKEN)
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import requests from '../app/content/requests.json' with { type: 'json' };

const baseUrl = (process.argv[2] ?? process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(
  /\/+$/,
  '',
);
const token = process.argv[3] ?? process.env.CMS_API_TOKEN ?? '';
const fixtures = fileURLToPath(new URL('../app/content/__fixtures__/', import.meta.url));
const locales = ['de', 'en'];
const shapes = ['v5', 'v4'];
/** Entries per recorded list page: enough to see the shape, small enough to read. */
const FIXTURE_PAGE_SIZE = 3;

/** Strapi's bracket syntax, as app/content/query-string.ts writes it. */
function queryString(query) {
  const pairs = [];
  const add = (key, value) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((item, index) => add(`${key}[${index}]`, item));
    else if (typeof value === 'object')
      for (const [inner, v] of Object.entries(value)) add(`${key}[${inner}]`, v);
    else
      pairs.push(
        `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`,
      );
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return pairs.join('&');
}

async function fetchJson(path, query, shape = 'v5') {
  const url = `${baseUrl}${path}?${queryString(query)}`;
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (shape === 'v4') headers['strapi-response-format'] = 'v4';
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  if (!response.ok)
    throw new Error(`${response.status} for ${path} (${shape}): ${await response.text()}`);
  return response.json();
}

const withLocale = (spec, query, locale) =>
  spec.localized && locale ? { ...query, locale } : query;
const bySlug = (spec, slug, locale) =>
  withLocale(
    spec,
    {
      ...(spec.detail ?? spec.list),
      filters: { slug: { $eq: slug } },
      pagination: { page: 1, pageSize: 1 },
    },
    locale,
  );

/** Every German entry of a collection (flat), with the list query's fields. */
async function germanEntries(spec) {
  const answer = await fetchJson(
    spec.path,
    withLocale(spec, { ...spec.list, pagination: { pageSize: 500 } }, 'de'),
  );
  return answer.data;
}

async function germanDetail(spec, slug) {
  const [entry] = (await fetchJson(spec.path, bySlug(spec, slug, 'de'))).data;
  return entry;
}

const englishSlug = (entry) =>
  entry.localizations?.find((other) => other.locale === 'en')?.slug ?? null;

/** First entry whose detail passes the test. */
async function firstDetail(spec, test) {
  for (const entry of await germanEntries(spec)) {
    const detail = await germanDetail(spec, entry.slug);
    if (detail && test(detail)) return [detail];
  }
  return [];
}

/** Which entries of each collection get a detail fixture (German detail answers, flat). */
const detailPickers = {
  exhibitions: (spec) => firstDetail(spec, (e) => e.events?.length > 0 && e.offers?.length > 0),
  events: async (spec) => {
    const withOffer = await firstDetail(
      spec,
      (e) => e.offer && e.exhibitions?.length > 0 && englishSlug(e),
    );
    const germanOnly = (await germanEntries(spec)).find((entry) => !englishSlug(entry));
    if (!germanOnly) throw new Error('no German-only event in the CMS: the seed should have one');
    return [...withOffer, await germanDetail(spec, germanOnly.slug)];
  },
  offers: (spec) =>
    firstDetail(spec, (o) => o.bookable && o.info && o.accessibilityTags?.length > 0),
  'digital-offers': async (spec) => {
    const picked = [];
    for (const type of ['Podcast', 'Quiz', 'Video']) {
      picked.push(...(await firstDetail(spec, (o) => o.type === type)));
    }
    return picked;
  },
  'press-releases': (spec) => firstDetail(spec, (p) => p.downloads?.length > 0 && p.contact),
  authors: (spec) => firstDetail(spec, () => true),
  // An object with every kind of field (several images, makers, related objects, on display),
  // and a German-only one (its English answer is empty), withdrawn if the CMS has one.
  'collection-objects': async (spec) => {
    const full = await firstDetail(
      spec,
      (o) => o.images?.length > 1 && o.related?.length > 0 && o.exhibition && englishSlug(o),
    );
    const entries = await germanEntries(spec);
    const germanOnly =
      entries.find((entry) => !englishSlug(entry) && entry.withdrawn) ??
      entries.find((entry) => !englishSlug(entry));
    return germanOnly ? [...full, await germanDetail(spec, germanOnly.slug)] : full;
  },
  pages: async (spec) => {
    // As few pages as possible that together hold every block kind (greedy set cover).
    const missing = new Set(Object.keys(spec.detail.populate.blocks.on));
    const pages = [];
    for (const entry of await germanEntries(spec)) pages.push(await germanDetail(spec, entry.slug));
    const kindsOf = (page) => new Set((page?.blocks ?? []).map((block) => block.__component));
    const gain = (page) => [...kindsOf(page)].filter((kind) => missing.has(kind)).length;
    const picked = [];
    while (missing.size > 0) {
      const best = pages.reduce((a, b) => (gain(b) > gain(a) ? b : a));
      if (gain(best) === 0) break;
      picked.push(best);
      for (const kind of kindsOf(best)) missing.delete(kind);
    }
    if (missing.size > 0) console.warn(`no page holds the blocks ${[...missing].join(', ')}`);
    return picked;
  },
};

const jobs = [];
for (const [name, spec] of Object.entries(requests.singleTypes)) {
  for (const locale of spec.localized ? locales : [null]) {
    const file = locale ? `${name}.${locale}.json` : `${name}.json`;
    jobs.push({ file, path: spec.path, query: withLocale(spec, spec.query, locale) });
  }
}
for (const [name, spec] of Object.entries(requests.collections)) {
  for (const locale of spec.localized ? locales : [null]) {
    const file = locale ? `${name}.${locale}.json` : `${name}.json`;
    const query = withLocale(
      spec,
      { ...spec.list, pagination: { page: 1, pageSize: FIXTURE_PAGE_SIZE } },
      locale,
    );
    jobs.push({ file, path: spec.path, query, onePage: true });
  }
  const pick = detailPickers[name];
  if (!pick) continue;
  for (const entry of await pick(spec)) {
    const key = entry.slug;
    jobs.push({
      file: `${name}.detail.${key}.de.json`,
      path: spec.path,
      query: bySlug(spec, entry.slug, 'de'),
    });
    // An entry without an English version is asked for by its German slug, as a visitor of
    // /en/…/<german slug> would: the answer is empty.
    const english = englishSlug(entry) ?? entry.slug;
    jobs.push({
      file: `${name}.detail.${key}.en.json`,
      path: spec.path,
      query: bySlug(spec, english, 'en'),
    });
  }
}

let failed = 0;
for (const shape of shapes) {
  const folder = `${fixtures}${shape}`;
  // Start empty so that fixtures of requests that no longer exist disappear.
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
}
for (const job of jobs) {
  for (const shape of shapes) {
    try {
      const answer = await fetchJson(job.path, job.query, shape);
      if (job.onePage && answer.meta?.pagination) {
        answer.meta.pagination = {
          page: 1,
          pageSize: FIXTURE_PAGE_SIZE,
          pageCount: 1,
          total: answer.data.length,
        };
      }
      writeFileSync(`${fixtures}${shape}/${job.file}`, JSON.stringify(answer, null, 2) + '\n');
      console.log(`recorded ${shape}/${job.file}`);
    } catch (error) {
      failed += 1;
      console.error(
        `failed   ${shape}/${job.file}: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
}
const recorded = shapes.map((shape) => readdirSync(`${fixtures}${shape}`).length);
console.log(`${recorded.join(' + ')} recorded, ${failed} failed, from ${baseUrl}`);
process.exit(failed === 0 ? 0 : 1);
