import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFetch, roleUserToken } from '../../../../../tests/integration/admin-users';
import { launchBrowser } from '../support/browser';
import { altTextsOn, signedInAdmin } from '../support/cms-admin';

// Issue 44, item 1: publishing a language whose alternative text is missing is refused with a
// message naming the picture; marked decorative in the media library, the picture may go out,
// with alt="". The two fields themselves, and each language's text on its pages, are part of
// the editor's whole flow (exhibition-editor-flow.test.ts).
const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '') ?? '';
const siteUrl = process.env.SITE_URL?.replace(/\/+$/, '') ?? '';
const EXHIBITION = 'api::exhibition.exhibition';
const manager = `/content-manager/collection-types/${EXHIBITION}`;

interface UploadFile {
  id: number;
  name: string;
  url: string;
  mime: string;
  alternativeText: string | null;
}

describe('alternative texts per language in the media library', () => {
  let browser: Browser;
  let token: string;
  let picture: Blob;
  const tag = randomUUID().slice(0, 6);
  const files: number[] = [];
  const exhibitions: string[] = [];

  async function call(method: string, path: string, body?: unknown) {
    return adminFetch(token, path, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await call(method, path, body);
    const text = await response.text();
    expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(300);
    return JSON.parse(text) as T;
  }

  /** A copy of a demo picture in the media library, under a name of this run. */
  async function upload(name: string, alternativeText = ''): Promise<UploadFile> {
    const form = new FormData();
    form.append('files', picture, `${name}.jpg`);
    form.append('fileInfo', JSON.stringify({ name: `${name}.jpg`, alternativeText }));
    const response = await fetch(`${cmsUrl}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    const [file] = (await response.json()) as UploadFile[];
    if (!file) throw new Error('the upload answered without a file');
    files.push(file.id);
    return file;
  }

  const stored = async (id: number) =>
    (await json<UploadFile>('GET', `/upload/files/${id}`)).alternativeText;

  /** An exhibition with the picture, drafted in German and English. */
  async function exhibition(name: string, image: number) {
    const german = `Licht und Glas ${name}`;
    const { data } = await json<{ data: { documentId: string } }>('POST', `${manager}?locale=de`, {
      title: german,
      slug: german.toLowerCase().replace(/\s+/g, '-'),
      type: 'temporary',
      image,
    });
    exhibitions.push(data.documentId);
    const english = `Light and glass ${name}`;
    await json('PUT', `${manager}/${data.documentId}?locale=en`, {
      title: english,
      slug: english.toLowerCase().replace(/\s+/g, '-'),
      type: 'temporary',
      image,
    });
    return {
      documentId: data.documentId,
      de: `/ausstellungen/${german.toLowerCase().replace(/\s+/g, '-')}`,
      en: `/en/exhibitions/${english.toLowerCase().replace(/\s+/g, '-')}`,
    };
  }

  const publish = (documentId: string, locale: 'de' | 'en') =>
    call('POST', `${manager}/${documentId}/actions/publish?locale=${locale}`, {});

  const signedIn = () => signedInAdmin(browser, token);

  /** The media library's details of a file, with its two fields instead of the JSON. */
  async function details(page: Page, file: UploadFile) {
    await page.goto(`${cmsUrl}/admin/plugins/upload?assetId=${file.id}`);
    await page.getByLabel('Alternativtext Deutsch').waitFor({ timeout: 30_000 });
  }

  const altsOn = (path: string, file: UploadFile) => altTextsOn(browser, siteUrl, path, file.url);

  beforeAll(async () => {
    if (!cmsUrl || !siteUrl) throw new Error('CMS_URL and SITE_URL name the CMS and the site');
    token = await roleUserToken('zm-redaktion');
    browser = await launchBrowser();
    // Any picture of the demo content gives the bytes.
    const { results } = await json<{ results: UploadFile[] }>(
      'GET',
      '/upload/files?pageSize=1&filters[mime][$eq]=image/jpeg&sort=id:asc',
    );
    const any = results[0];
    if (!any) throw new Error('the demo content has no JPEG picture');
    picture = await (await fetch(new URL(any.url, cmsUrl))).blob();
  });

  afterAll(async () => {
    for (const documentId of exhibitions)
      await call('DELETE', `${manager}/${documentId}?locale=*`).catch(() => {});
    for (const id of files) await call('DELETE', `/upload/files/${id}`).catch(() => {});
    await browser?.close();
  });

  it('refuses to publish English while the English text is missing, until it is decorative', async () => {
    const file = await upload(`zm-test-ornament-${tag}`, '{"de":"Rankenornament","en":""}');
    const entry = await exhibition(`B ${tag}`, file.id);
    expect((await publish(entry.documentId, 'de')).status).toBe(200);

    const page = await signedIn();
    await page.goto(`${cmsUrl}/admin${manager}/${entry.documentId}?plugins[i18n][locale]=en`);
    await page.getByRole('button', { name: 'Veröffentlichen' }).first().click();
    const message = page.getByText(/fehlt der englische Alternativtext/);
    await message.first().waitFor();
    expect(await message.first().textContent()).toContain(`„${file.name}“ (Hauptbild)`);
    expect((await fetch(`${siteUrl}${entry.en}`)).status).toBe(404);

    // Marked decorative in the media library, the picture may go out, without a text.
    await details(page, file);
    await page.getByRole('checkbox', { name: 'Dekoratives Bild' }).click();
    expect(await page.getByLabel('Alternativtext Englisch').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await page.getByText('Datei gespeichert').waitFor();
    expect(JSON.parse((await stored(file.id)) ?? '')).toMatchObject({ decorative: true });
    await page.context().close();

    expect((await publish(entry.documentId, 'en')).status).toBe(200);
    expect(await altsOn(entry.en, file)).toEqual(['']);
    expect(await altsOn(entry.de, file)).toEqual(['']);
  });
});
