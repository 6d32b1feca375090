import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorToken, within } from './support/editor';

// Against the site the CMS's webhook calls (SITE_URL, given by `npm test`): what an editor
// publishes is in the sitemap within 5 seconds, and gone as soon once it is deleted (issue #18).
const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '') ?? '';
const siteUrl = process.env.SITE_URL?.replace(/\/+$/, '') ?? '';
const EVENTS = '/content-manager/collection-types/api::event.event';

async function sitemapHas(path: string, locale = 'de'): Promise<boolean> {
  const response = await fetch(`${siteUrl}/sitemaps/${locale}.xml`);
  expect(response.status).toBe(200);
  return (await response.text()).includes(`<loc>${siteUrl}${path}</loc>`);
}

describe('sitemap follows the CMS', () => {
  let token: string;
  let documentId: string | null = null;
  const slug = `nachtfuehrung-${randomUUID().slice(0, 8)}`;

  const editorRequest = (method: string, path: string, body?: unknown) =>
    fetch(`${cmsUrl}${EVENTS}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    if (!siteUrl) throw new Error('SITE_URL names the site the CMS webhook calls');
    token = await editorToken(cmsUrl, process.env.CMS_API_TOKEN ?? '');
  });

  afterAll(async () => {
    if (documentId) await editorRequest('DELETE', `/${documentId}?locale=de`);
  });

  it('lists a published event within 5 s and drops it once deleted', async () => {
    const path = `/veranstaltungen/${slug}`;
    expect(await sitemapHas(path)).toBe(false);
    // Events have no drafts yet (draft & publish is off): saving one publishes it.
    const created = await editorRequest('POST', '?locale=de', {
      title: 'Nachtführung mit Taschenlampe',
      slug,
      startDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      teaserText: 'Die Maschinenhalle im Lichtkegel.',
    });
    expect(created.status).toBeLessThan(300);
    documentId = ((await created.json()) as { data: { documentId: string } }).data.documentId;
    await within(5000, () => sitemapHas(path));
    // A German-only event is not in the English sitemap.
    expect(await sitemapHas(`/en/events/${slug}`, 'en')).toBe(false);

    const removed = await editorRequest('DELETE', `/${documentId}?locale=de`);
    expect(removed.status).toBeLessThan(300);
    documentId = null;
    await within(5000, async () => !(await sitemapHas(path)));
  });
});
