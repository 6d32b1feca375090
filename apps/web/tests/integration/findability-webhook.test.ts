import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorToken, within } from './support/editor';

// Against the site the CMS's webhook calls (SITE_URL, given by `npm test`): what an editor
// publishes is in the sitemap and the feeds within 5 seconds, and gone as soon once it is
// deleted (issue #18). Entries are created and published in one step, as the admin's
// "Publish" on a new entry does.
const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '') ?? '';
const siteUrl = process.env.SITE_URL?.replace(/\/+$/, '') ?? '';

async function siteText(path: string): Promise<string> {
  const response = await fetch(`${siteUrl}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

const inSitemap = async (path: string, locale = 'de') =>
  (await siteText(`/sitemaps/${locale}.xml`)).includes(`<loc>${siteUrl}${path}</loc>`);

describe('sitemap and feeds follow the CMS', () => {
  let token: string;
  const created: Array<{ type: string; documentId: string }> = [];

  const editorRequest = (type: string, method: string, path: string, body?: unknown) =>
    fetch(`${cmsUrl}/content-manager/collection-types/${type}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  async function publish(type: string, fields: Record<string, unknown>): Promise<string> {
    const response = await editorRequest(type, 'POST', '/actions/publish?locale=de', fields);
    expect(response.status).toBeLessThan(300);
    const { documentId } = ((await response.json()) as { data: { documentId: string } }).data;
    created.push({ type, documentId });
    return documentId;
  }

  async function remove(type: string, documentId: string) {
    const response = await editorRequest(type, 'DELETE', `/${documentId}?locale=de`);
    expect(response.status).toBeLessThan(300);
    created.splice(
      created.findIndex((entry) => entry.documentId === documentId),
      1,
    );
  }

  beforeAll(async () => {
    if (!siteUrl) throw new Error('SITE_URL names the site the CMS webhook calls');
    token = await editorToken(cmsUrl, process.env.CMS_API_TOKEN ?? '');
  });

  afterAll(async () => {
    for (const { type, documentId } of created) {
      await editorRequest(type, 'DELETE', `/${documentId}?locale=de`);
    }
  });

  it('lists a published event in the sitemap and the programme calendar, and drops it', async () => {
    const EVENT = 'api::event.event';
    const slug = `nachtfuehrung-${randomUUID().slice(0, 8)}`;
    const path = `/veranstaltungen/${slug}`;
    // iCalendar folds lines after 75 octets (RFC 5545 3.1): unfold before looking for the URL.
    const inCalendar = async () =>
      (await siteText('/feeds/de/programme.ics'))
        .replace(/\r\n[ \t]/g, '')
        .includes(`URL;VALUE=URI:${siteUrl}${path}\r\n`);
    expect(await inSitemap(path)).toBe(false);
    const documentId = await publish(EVENT, {
      title: 'Nachtführung mit Taschenlampe',
      slug,
      startDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      teaserText: 'Die Maschinenhalle im Lichtkegel.',
    });
    await within(5000, async () => (await inSitemap(path)) && (await inCalendar()));
    // A German-only event is not in the English sitemap.
    expect(await inSitemap(`/en/events/${slug}`, 'en')).toBe(false);

    await remove(EVENT, documentId);
    await within(5000, async () => !(await inSitemap(path)) && !(await inCalendar()));
  });

  it('lists a published blog post in the sitemap and the news feed, and drops it', async () => {
    const OFFER = 'api::digital-offer.digital-offer';
    const slug = `werkstattnotiz-${randomUUID().slice(0, 8)}`;
    const path = `/digitale-angebote/${slug}`;
    const inNews = async () => (await siteText('/feeds/de/news.xml')).includes(`${siteUrl}${path}`);
    expect(await inNews()).toBe(false);
    const documentId = await publish(OFFER, {
      title: 'Werkstattnotiz: Ein Zahnrad wird vermessen',
      slug,
      type: 'Blog',
      publishedDate: new Date().toISOString().slice(0, 10),
      teaserText: 'Wie die Restaurierung ein Ersatzteil plant.',
    });
    await within(5000, async () => (await inSitemap(path)) && (await inNews()));

    await remove(OFFER, documentId);
    await within(5000, async () => !(await inSitemap(path)) && !(await inNews()));
  });
});
