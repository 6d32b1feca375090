import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorToken, within } from './support/editor';

// Drafts, the editors' preview and planned publishing (issue #19), against the site the CMS's
// webhook calls: what is not published never reaches visitors, the API or a cache; the preview
// shows it behind the CMS's secret; a publish, by hand or planned, is live within 5 s.
const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '') ?? '';
const siteUrl = process.env.SITE_URL?.replace(/\/+$/, '') ?? '';
const previewSecret = process.env.PREVIEW_SECRET ?? '';
const EXHIBITION = 'api::exhibition.exhibition';

describe('drafts, preview and planned publishing', () => {
  let token: string;
  const created: string[] = [];

  const editor = (method: string, path: string, body?: unknown) =>
    fetch(`${cmsUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const exhibitions = `/content-manager/collection-types/${EXHIBITION}`;

  async function draftExhibition(title: string): Promise<{ documentId: string; slug: string }> {
    const slug = `${title.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 8)}`;
    const response = await editor('POST', `${exhibitions}?locale=de`, {
      title,
      slug,
      type: 'temporary',
      startDate: '2027-03-01',
      teaserText: 'Eine Ausstellung, die es noch nicht gibt.',
    });
    expect(response.status).toBe(201);
    const { documentId } = ((await response.json()) as { data: { documentId: string } }).data;
    created.push(documentId);
    return { documentId, slug };
  }

  /** A preview link as the CMS signs it (apps/cms/src/preview.ts), valid for minutes. */
  const previewLink = (
    documentId: string,
    secret = previewSecret,
    expires = Date.now() + 10 * 60_000,
  ) => {
    const link = { type: EXHIBITION, documentId, locale: 'de', expires: String(expires) };
    const signature = createHmac('sha256', secret)
      .update([link.type, link.documentId, link.locale, link.expires].join('\n'))
      .digest('hex');
    return `${siteUrl}/api/preview?${new URLSearchParams({ ...link, status: 'draft', signature })}`;
  };

  async function previewCookie(documentId: string): Promise<{ cookie: string; path: string }> {
    const response = await fetch(previewLink(documentId), { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^zm_preview=./);
    return { cookie, path: response.headers.get('location') ?? '' };
  }

  const status = async (path: string, init?: RequestInit) =>
    (await fetch(`${siteUrl}${path}`, init)).status;

  beforeAll(async () => {
    if (!siteUrl) throw new Error('SITE_URL names the site the CMS webhook calls');
    if (!previewSecret) throw new Error('PREVIEW_SECRET is the secret of the CMS preview links');
    token = await editorToken(cmsUrl, process.env.CMS_API_TOKEN ?? '');
  });

  afterAll(async () => {
    for (const documentId of created) await editor('DELETE', `${exhibitions}/${documentId}`);
  });

  it('keeps a draft out of the public API, the site, its lists and the sitemap', async () => {
    const { slug } = await draftExhibition('Entwurf im Depot');
    const api = await fetch(`${cmsUrl}/api/exhibitions?filters[slug][$eq]=${slug}`);
    expect(((await api.json()) as { data: unknown[] }).data).toEqual([]);
    // However it is spelled (Strapi reads the query with qs and the path without case).
    for (const query of [
      '/api/exhibitions?status=draft',
      '/api/exhibitions?%5Bstatus%5D=draft',
      '/api/exhibitions?status[0]=draft',
      '/api/exhibitions?publicationState=preview',
      '/API/Exhibitions?status=draft',
    ]) {
      const asked = await fetch(`${cmsUrl}${query}`);
      expect(asked.status, query).toBe(403);
      expect(await asked.text(), query).not.toContain(slug);
    }
    expect(await status(`/ausstellungen/${slug}`)).toBe(404);
    expect(await (await fetch(`${siteUrl}/ausstellungen`)).text()).not.toContain(slug);
    expect(await (await fetch(`${siteUrl}/sitemaps/de.xml`)).text()).not.toContain(slug);
  });

  it('previews a draft only with the CMS secret, uncached, unindexed, with the bar', async () => {
    const { documentId, slug } = await draftExhibition('Vorschau der Sammlung');
    // Signed with another secret, expired, for longer than a link lives, or without its
    // signature: 401.
    for (const link of [
      previewLink(documentId, 'wrong'),
      previewLink(documentId, previewSecret, Date.now() - 1000),
      previewLink(documentId, previewSecret, Date.now() + 3_600_000),
      previewLink(documentId).replace(/&signature=\w+/, ''),
    ]) {
      const refused = await fetch(link, { redirect: 'manual' });
      expect(refused.status, link).toBe(401);
      expect(refused.headers.get('set-cookie')).toBeNull();
    }

    const { cookie, path } = await previewCookie(documentId);
    expect(path).toBe(`/ausstellungen/${slug}`);
    const page = await fetch(`${siteUrl}${path}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
    const html = await page.text();
    expect(html).toContain('Vorschau der Sammlung');
    expect(html).toContain('data-preview-state="draft"');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    // The page repeats nothing of the link.
    expect(html).not.toMatch(/signature|expires=/);
    // Lists show the draft where it would appear, with the bar but no entry state.
    const list = await (await fetch(`${siteUrl}/ausstellungen`, { headers: { cookie } })).text();
    expect(list).toContain(slug);
    expect(list).toContain('data-preview-state="other"');
    // Asked twice with the cookie, then without: nothing was kept for visitors.
    expect(await status(path, { headers: { cookie } })).toBe(200);
    expect(await status(path)).toBe(404);
    expect(await status(path)).toBe(404);
    // A forged cookie is ignored.
    expect(await status(path, { headers: { cookie: `${cookie}x` } })).toBe(404);
  });

  it("shows the opened entry's draft, and every other entry as visitors see it", async () => {
    const opened = await draftExhibition('Geöffneter Entwurf');
    const other = await draftExhibition('Anderer Entwurf');
    // A published exhibition with a saved, unpublished change.
    const changed = await draftExhibition('Veröffentlichter Titel');
    const publish = `${exhibitions}/${changed.documentId}/actions/publish?locale=de`;
    expect((await editor('POST', publish, {})).status).toBe(200);
    const update = `${exhibitions}/${changed.documentId}?locale=de`;
    expect((await editor('PUT', update, { title: 'Geänderter Titel' })).status).toBe(200);
    await within(5000, async () => (await status(`/ausstellungen/${changed.slug}`)) === 200);

    const { cookie } = await previewCookie(opened.documentId);
    const page = (path: string) => fetch(`${siteUrl}${path}`, { headers: { cookie } });
    expect((await page(`/ausstellungen/${opened.slug}`)).status).toBe(200);
    // Another draft stays unseen: its page is not found, as for visitors.
    expect((await page(`/ausstellungen/${other.slug}`)).status).toBe(404);
    // A published entry shows its published version, not its newer draft.
    const published = await (await page(`/ausstellungen/${changed.slug}`)).text();
    expect(published).toContain('Veröffentlichter Titel');
    expect(published).not.toContain('Geänderter Titel');
    // The list: the opened draft where it appears, the others as visitors see them.
    const list = await (await page('/ausstellungen')).text();
    expect(list).toContain(opened.slug);
    expect(list).not.toContain(other.slug);
    expect(list).toContain('Veröffentlichter Titel');
    expect(list).not.toContain('Geänderter Titel');
    // The home page too.
    const home = await (await page('/')).text();
    expect(home).not.toContain(other.slug);
    expect(home).not.toContain('Geänderter Titel');
  });

  it('goes live within 5 s of a publish and says so in the preview', async () => {
    const { documentId, slug } = await draftExhibition('Eröffnung heute');
    const published = await editor(
      'POST',
      `${exhibitions}/${documentId}/actions/publish?locale=de`,
      {},
    );
    expect(published.status).toBe(200);
    await within(5000, async () => (await status(`/ausstellungen/${slug}`)) === 200);
    const { cookie, path } = await previewCookie(documentId);
    const html = await (await fetch(`${siteUrl}${path}`, { headers: { cookie } })).text();
    expect(html).toContain('data-preview-state="published"');

    // A saved change is "modified" in the preview and stays unseen until published.
    await editor('PUT', `${exhibitions}/${documentId}?locale=de`, { title: 'Eröffnung morgen' });
    const { cookie: again } = await previewCookie(documentId);
    const modified = await (
      await fetch(`${siteUrl}${path}`, { headers: { cookie: again } })
    ).text();
    expect(modified).toContain('data-preview-state="modified"');
    expect(modified).toContain('Eröffnung morgen');
    expect(await (await fetch(`${siteUrl}${path}`)).text()).not.toContain('Eröffnung morgen');
  });

  it('publishes and unpublishes at the planned time, live within 5 s', async () => {
    const { documentId, slug } = await draftExhibition('Geplante Eröffnung');
    const plan = (mode: 'publish' | 'unpublish', at: number) =>
      editor('POST', '/publisher/actions', {
        data: {
          mode,
          entityId: documentId,
          entitySlug: EXHIBITION,
          locale: 'de',
          executeAt: new Date(at).toISOString(),
        },
      });
    // Far enough ahead that saving the plan (validation of the draft) ends before its time:
    // the plugin skips a plan whose time has passed when it is saved.
    const ahead = 8000;
    for (const [mode, expected] of [
      ['publish', 200],
      ['unpublish', 404],
    ] as const) {
      expect(await status(`/ausstellungen/${slug}`)).not.toBe(expected);
      const at = Date.now() + ahead;
      expect((await plan(mode, at)).status).toBeLessThan(300);
      await within(ahead + 5000, async () => (await status(`/ausstellungen/${slug}`)) === expected);
      // Not before the planned time, and within 5 s after it.
      expect(Date.now()).toBeGreaterThanOrEqual(at);
      expect(Date.now() - at).toBeLessThan(5000);
    }
  });
});
