import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partHref } from '~/i18n/catalogue-parts';
import { catalogueHashes } from '~/messages.server';
import { catalogueHandler } from './messages';

let base = '';
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.get('/i18n/:file', catalogueHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('GET /i18n/<locale>.<part>.<hash>.js', () => {
  it('serves the current part for a year, immutable', async () => {
    const href = partHref('en', 'filters', catalogueHashes('en').filters);
    const response = await fetch(`${base}${href}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const body = await response.text();
    expect(body).toContain(`["${href}"]={"filters":`);
    expect(body).toContain('All dates');
    expect(body).not.toContain('"common":');
  });

  it('gives an older hash the current texts, briefly cached', async () => {
    const response = await fetch(`${base}/i18n/de.frame.0123456789.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await response.text()).toContain('"common":');
  });

  it('knows no other part, language or name', async () => {
    for (const path of ['/i18n/de.quiz.0123456789.js', '/i18n/fr.frame.0123456789.js', '/i18n/x']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
