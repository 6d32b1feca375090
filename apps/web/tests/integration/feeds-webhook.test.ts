import { parseFeed } from '@rowanmanning/feed-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorToken, within } from './support/editor';

// Against the site the CMS's webhook calls (SITE_URL, given by `npm test`): an editor renames
// a press release and a podcast episode (new title and slug); the feeds show it within 5 s,
// under the same GUIDs (issue #18).
const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '') ?? '';
const siteUrl = process.env.SITE_URL?.replace(/\/+$/, '');

type Entry = { documentId: string; title: string; slug: string };
type Kind = {
  contentType: string;
  feed: string;
  pick: (entry: Record<string, unknown>) => boolean;
};

const kinds: Record<'press' | 'podcast', Kind> = {
  press: {
    contentType: 'api::press-release.press-release',
    feed: '/feeds/en/news.xml',
    pick: (entry) => entry.kind === 'release',
  },
  podcast: {
    contentType: 'api::digital-offer.digital-offer',
    feed: '/feeds/en/podcast.xml',
    pick: (entry) => entry.type === 'Podcast',
  },
};

async function feedItem(feed: string, documentId: string) {
  const response = await fetch(`${siteUrl}${feed}`);
  expect(response.status).toBe(200);
  return parseFeed(await response.text()).items.find((item) => item.id?.includes(documentId));
}

describe('feeds follow the CMS', () => {
  let token: string;
  const renamed: Array<{ kind: Kind; entry: Entry }> = [];

  const editorRequest = (kind: Kind, method: string, path: string, body?: unknown) =>
    fetch(`${cmsUrl}/content-manager/collection-types/${kind.contentType}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  async function firstEnglish(kind: Kind): Promise<Entry> {
    const response = await editorRequest(kind, 'GET', '?locale=en&pageSize=100');
    const { results } = (await response.json()) as { results: Array<Record<string, unknown>> };
    const entry = results.find(kind.pick);
    if (!entry) throw new Error(`no English ${kind.contentType} in the demo content`);
    return entry as unknown as Entry;
  }

  beforeAll(async () => {
    if (!siteUrl) throw new Error('SITE_URL names the site the CMS webhook calls');
    token = await editorToken(cmsUrl, process.env.CMS_API_TOKEN ?? '');
  });

  afterAll(async () => {
    for (const { kind, entry } of renamed) {
      await editorRequest(kind, 'POST', `/${entry.documentId}/actions/publish?locale=en`, {
        title: entry.title,
        slug: entry.slug,
      });
    }
  });

  for (const [name, kind] of Object.entries(kinds)) {
    it(`${name}: a new title and slug show within 5 s under the same GUID`, async () => {
      const entry = await firstEnglish(kind);
      const before = await feedItem(kind.feed, entry.documentId);
      expect(before?.title).toBe(entry.title);

      const title = `${entry.title} & <more>`;
      const slug = `${entry.slug}-renamed`;
      // Saved and published in one step (the admin's "Publish"); the webhook tells the site.
      const saved = await editorRequest(
        kind,
        'POST',
        `/${entry.documentId}/actions/publish?locale=en`,
        { title, slug },
      );
      expect(saved.status).toBeLessThan(300);
      renamed.push({ kind, entry });
      await within(
        5000,
        async () => (await feedItem(kind.feed, entry.documentId))?.title === title,
      );
      const after = await feedItem(kind.feed, entry.documentId);
      expect(after?.id).toBe(before?.id);
      expect(after?.url).toMatch(new RegExp(`/${slug}$`));
    });
  }
});
