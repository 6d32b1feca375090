import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createSearchIndex, type SearchIndex } from '~/features/search/search-index.server';
import { suggestionsHandler } from './search-suggestions';

let close: (() => void) | undefined;
afterEach(() => close?.());

async function serve(ready: (locale: string) => SearchIndex | null) {
  const app = express();
  app.get('/api/search/suggestions', suggestionsHandler({ ready }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => server.close();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (query: string) => fetch(`${base}/api/search/suggestions?${query}`);
}

const index = createSearchIndex('de');
index.add({
  id: 'event:a',
  kind: 'event',
  locale: 'de',
  title: 'Führung durch die Maschinenhalle',
  path: '/veranstaltungen/a',
});

describe('GET /api/search/suggestions', () => {
  it('answers titles, kinds and paths for the typed text, kept nowhere', async () => {
    const get = await serve((locale) => (locale === 'de' ? index : null));
    const response = await get(`locale=de&text=${encodeURIComponent('Führ')}`);
    expect(response.status).toBe(200);
    // A publish must show within 5 s, and typed text stays out of shared caches.
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      suggestions: [
        { title: 'Führung durch die Maschinenhalle', kind: 'event', path: '/veranstaltungen/a' },
      ],
    });
  });

  it('answers an empty list while the index is not built, and for odd text', async () => {
    const get = await serve(() => null);
    expect(await (await get('locale=en&text=steam')).json()).toEqual({ suggestions: [] });
    close?.();
    const ready = await serve(() => index);
    for (const query of ['locale=de', 'locale=de&text=', 'locale=de&text=a&text=b']) {
      const response = await ready(query);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ suggestions: [] });
    }
  });

  it('refuses an unknown locale with a message, not an error page', async () => {
    const get = await serve(() => index);
    const response = await get('locale=fr&text=x');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'locale must be de or en' });
  });
});
