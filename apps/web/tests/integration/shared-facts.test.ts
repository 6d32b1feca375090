import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../app/domain/locale';
import { href } from '../../app/site/paths';
import { editorToken, within } from './support/editor';

// Dates and pictures are one value for both languages (decision 0061): the English version of
// an exhibition gets the German ones without entering them, a change in English reaches the
// German draft at once, and publishing English gives the German published version (and its
// page) the new date and picture, while each language keeps its own texts.
const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '') ?? '';
const siteUrl = process.env.SITE_URL?.replace(/\/+$/, '') ?? '';
const exhibitions = '/content-manager/collection-types/api::exhibition.exhibition';

interface Version {
  documentId: string;
  title: string;
  startDate: string | null;
  endDate: string | null;
  image: { id: number } | null;
}

describe('facts shared by both languages of an exhibition', () => {
  let token: string;
  let documentId = '';
  let pictures: number[] = [];
  const id = randomUUID().slice(0, 8);
  const slugs = { de: `gemeinsame-daten-${id}`, en: `shared-facts-${id}` };
  const page = (locale: Locale) => href('exhibition', { slug: slugs[locale] }, locale);

  const editor = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${cmsUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(300);
    return JSON.parse(text) as { data: Version };
  };
  const draft = async (locale: Locale) =>
    (await editor('GET', `${exhibitions}/${documentId}?locale=${locale}`)).data;
  const published = async (locale: Locale) => {
    const answer = await fetch(
      `${cmsUrl}/api/exhibitions?locale=${locale}&filters[slug][$eq]=${slugs[locale]}&populate[image][fields][0]=id`,
    );
    const body = (await answer.json()) as { data: Version[] };
    return body.data[0];
  };
  const publish = (locale: Locale) =>
    editor('POST', `${exhibitions}/${documentId}/actions/publish?locale=${locale}`, {});

  beforeAll(async () => {
    if (!siteUrl) throw new Error('SITE_URL names the site the CMS webhook calls');
    token = await editorToken(cmsUrl, process.env.CMS_API_TOKEN ?? '');
    const files = (await (
      await fetch(`${cmsUrl}/upload/files?pageSize=50&filters[mime][$startsWith]=image`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { results: { id: number }[] } | { id: number }[];
    pictures = (Array.isArray(files) ? files : files.results).map((file) => file.id);
    expect(pictures.length).toBeGreaterThanOrEqual(2);
  });

  afterAll(async () => {
    if (documentId) await editor('DELETE', `${exhibitions}/${documentId}?locale=*`);
  });

  it('gives the English version the German dates and picture without entering them', async () => {
    const created = await editor('POST', `${exhibitions}?locale=de`, {
      title: 'Gemeinsame Daten',
      slug: slugs.de,
      type: 'temporary',
      startDate: '2031-04-01',
      endDate: '2031-06-30',
      image: pictures[0],
    });
    documentId = created.data.documentId;
    const english = await editor('PUT', `${exhibitions}/${documentId}?locale=en`, {
      title: 'Shared facts',
      slug: slugs.en,
    });
    expect(english.data).toMatchObject({
      title: 'Shared facts',
      startDate: '2031-04-01',
      endDate: '2031-06-30',
      image: { id: pictures[0] },
    });
  });

  it('changes the German draft when the date or picture changes in English', async () => {
    await editor('PUT', `${exhibitions}/${documentId}?locale=en`, {
      startDate: '2031-04-08',
      image: pictures[1],
    });
    expect(await draft('de')).toMatchObject({
      title: 'Gemeinsame Daten',
      startDate: '2031-04-08',
      endDate: '2031-06-30',
      image: { id: pictures[1] },
    });
  });

  it('gives the German page the new date once English is published', async () => {
    await publish('de');
    await publish('en');
    await editor('PUT', `${exhibitions}/${documentId}?locale=en`, { endDate: '2031-07-31' });
    // A draft: neither language's page shows it yet.
    expect((await published('de'))?.endDate).toBe('2031-06-30');
    await publish('en');
    expect(await published('de')).toMatchObject({
      title: 'Gemeinsame Daten',
      endDate: '2031-07-31',
      image: { id: pictures[1] },
    });
    for (const locale of ['de', 'en'] as const) {
      await within(5000, async () => {
        const answer = await fetch(`${siteUrl}${page(locale)}`);
        return answer.ok && (await answer.text()).includes('2031-07-31');
      });
    }
  });
});
