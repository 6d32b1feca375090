#!/usr/bin/env node
// Records the CMS answers the transformers are tested on, in both shapes:
//   app/content/__fixtures__/v5/<type>[.<locale>].json  (Strapi 5 flat, the default)
//   app/content/__fixtures__/v4/<type>[.<locale>].json  (header `Strapi-Response-Format: v4`)
// Usage: node scripts/record-fixtures.mjs [baseUrl] [token]
//   (defaults: $CMS_URL or http://127.0.0.1:1337, $CMS_API_TOKEN)
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import requests from '../app/content/requests.json' with { type: 'json' };

const baseUrl = (process.argv[2] ?? process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '');
const token = process.argv[3] ?? process.env.CMS_API_TOKEN ?? '';
const fixtures = fileURLToPath(new URL('../app/content/__fixtures__/', import.meta.url));
const locales = ['de', 'en'];

/** Strapi's bracket syntax, as app/content/query-string.ts writes it. */
function queryString(query) {
  const pairs = [];
  const add = (key, value) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((item, index) => add(`${key}[${index}]`, item));
    else if (typeof value === 'object') for (const [inner, v] of Object.entries(value)) add(`${key}[${inner}]`, v);
    else pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return pairs.join('&');
}

async function fetchJson(path, query, shape) {
  const url = `${baseUrl}${path}?${queryString(query)}`;
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (shape === 'v4') headers['strapi-response-format'] = 'v4';
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${response.status} for ${path} (${shape}): ${await response.text()}`);
  return response.json();
}

const jobs = [];
for (const [kind, specs] of Object.entries(requests)) {
  if (kind.startsWith('$')) continue;
  for (const [name, spec] of Object.entries(specs)) {
    for (const locale of spec.localized ? locales : [null]) {
      const query = locale ? { ...spec.query, locale } : spec.query;
      jobs.push({ file: locale ? `${name}.${locale}.json` : `${name}.json`, path: spec.path, query });
    }
  }
}

let failed = 0;
for (const shape of ['v5', 'v4']) mkdirSync(`${fixtures}${shape}`, { recursive: true });
for (const job of jobs) {
  for (const shape of ['v5', 'v4']) {
    try {
      const answer = await fetchJson(job.path, job.query, shape);
      writeFileSync(`${fixtures}${shape}/${job.file}`, JSON.stringify(answer, null, 2) + '\n');
      console.log(`recorded ${shape}/${job.file}`);
    } catch (error) {
      failed += 1;
      console.error(`failed   ${shape}/${job.file}: ${error instanceof Error ? error.message : error}`);
    }
  }
}
console.log(`${jobs.length * 2 - failed} recorded, ${failed} failed, from ${baseUrl}`);
process.exit(failed === 0 ? 0 : 1);
