import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorToken, within } from './support/editor';

// Against the site the CMS's webhook calls (SITE_URL, given by `npm test`): an editor changes
// a page in Strapi's admin API and the site's search follows within 5 seconds (issue #17).
const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '');
const siteUrl = process.env.SITE_URL?.replace(/\/+$/, '');
const PAGES = '/content-manager/collection-types/api::page.page';

/** The titles the suggestion endpoint gives for a text, in a locale. */
async function suggested(text: string, locale = 'de'): Promise<string[]> {
  const query = new URLSearchParams({ locale, text });
  const response = await fetch(`${siteUrl}/api/search/suggestions?${query}`);
  expect(response.status).toBe(200);
  const { suggestions } = (await response.json()) as { suggestions: { title: string }[] };
  return suggestions.map((suggestion) => suggestion.title);
}

describe('site search follows the CMS', () => {
  let token: string;
  let documentId: string | null = null;
  const word = `Quastenflosser${randomUUID().slice(0, 6)}`;

  const editorRequest = (method: string, path: string, body?: unknown) =>
    fetch(`${cmsUrl}${PAGES}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    if (!siteUrl) throw new Error('SITE_URL names the site the CMS webhook calls');
    token = await editorToken(cmsUrl ?? '', process.env.CMS_API_TOKEN ?? '');
  });

  afterAll(async () => {
    if (documentId) await editorRequest('DELETE', `/${documentId}?locale=de`);
  });

  const publish = (fields: Record<string, unknown> = {}) =>
    editorRequest('POST', `/${documentId}/actions/publish?locale=de`, fields);
  // The webhook answers every save; long enough for a draft to have reached the index if it could.
  const afterTheWebhook = () => new Promise((resolve) => setTimeout(resolve, 1500));

  it('finds a page once it is published (never its draft), its published changes, nothing once unpublished', async () => {
    expect(await suggested(word)).toEqual([]);
    const created = await editorRequest('POST', '?locale=de', {
      title: `${word} im Depot`,
      slug: word.toLowerCase(),
      section: 'museum',
      teaserText: 'Ein Fisch aus der Tiefsee, älter als die Dinosaurier.',
    });
    expect(created.status).toBeLessThan(300);
    documentId = ((await created.json()) as { data: { documentId: string } }).data.documentId;
    await afterTheWebhook();
    expect(await suggested(word)).toEqual([]);

    expect((await publish()).status).toBeLessThan(300);
    await within(5000, async () => (await suggested(word)).includes(`${word} im Depot`));
    // Not in the other language's index.
    expect(await suggested(word, 'en')).toEqual([]);

    // A saved draft leaves the published title in the index until it is published.
    const drafted = await editorRequest('PUT', `/${documentId}?locale=de`, {
      title: `${word} in der Tiefsee`,
    });
    expect(drafted.status).toBeLessThan(300);
    await afterTheWebhook();
    expect(await suggested(word)).toEqual([`${word} im Depot`]);
    expect((await publish()).status).toBeLessThan(300);
    await within(5000, async () => {
      const titles = await suggested(word);
      return titles.length === 1 && titles[0] === `${word} in der Tiefsee`;
    });

    const unpublished = await editorRequest(
      'POST',
      `/${documentId}/actions/unpublish?locale=de`,
      {},
    );
    expect(unpublished.status).toBeLessThan(300);
    await within(5000, async () => (await suggested(word)).length === 0);
  });
});
