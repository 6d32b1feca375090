import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readFixture } from '~/content/__fixtures__/files';
import { startSiteOnFakeCms, type SiteOnFakeCms } from '../e2e/support/web-server';

/**
 * Issue 43, item 8 (decision 0058): the image variants the pages use are made in the
 * background after a publish and after start, not on a visitor's first request. The production
 * site reads a fake CMS (the recorded fixtures, whose uploads are small real pictures); no page
 * and no image is requested in these tests, yet the files appear in the media cache.
 */
const secret = 'pregenerate-test-secret';
const sites: SiteOnFakeCms[] = [];
const folders: string[] = [];

/** The exhibition "Farbe als Material" and its picture, as the recordings have them. */
const exhibition = (
  readFixture('v5', 'exhibitions.detail.farbe-als-material.de') as {
    data: { documentId: string; image: { url: string; width: number } }[];
  }
).data[0]!;

/** What a photo wider than 1920 px is asked for: six AVIF and six WebP widths, three JPEGs. */
const photoVariants = [
  ...[320, 480, 640, 960, 1280, 1920].flatMap((width) => [`${width}.avif`, `${width}.webp`]),
  '480.jpeg',
  '960.jpeg',
  '1280.jpeg',
].sort();

/** Every file under the cache's encoded/ folder, by the source it was made of. */
async function encodedFiles(cache: string): Promise<string[]> {
  const root = path.join(cache, 'encoded');
  const sources = await readdir(root).catch(() => [] as string[]);
  const lists = await Promise.all(sources.map(async (sha) => readdir(path.join(root, sha))));
  return lists.flat();
}

async function start(mode: 'on' | 'publish') {
  const cache = await mkdtemp(path.join(tmpdir(), 'zm-pregenerate-http-'));
  folders.push(cache);
  const site = await startSiteOnFakeCms(
    { REVALIDATE_SECRET: secret, MEDIA_PREGENERATE: mode, MEDIA_CACHE_DIR: cache },
    {},
    { uploads: true },
  );
  sites.push(site);
  return { site, cache };
}

afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.stop()));
});

afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

describe('image variants made ahead', () => {
  it('makes every width of a published exhibition’s picture after the webhook, without a request', async () => {
    expect(exhibition.image.width).toBeGreaterThan(1920);
    const { site, cache } = await start('publish');
    // Only publishes make variants in this mode: nothing yet.
    expect(await encodedFiles(cache)).toEqual([]);

    const answer = await fetch(`${site.web.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': secret, 'content-type': 'application/json' },
      body: JSON.stringify({
        event: 'entry.publish',
        model: 'exhibition',
        uid: 'api::exhibition.exhibition',
        entry: { documentId: exhibition.documentId, locale: 'de' },
        affects: ['exhibitions'],
      }),
    });
    expect(answer.status).toBe(200);

    await expect
      .poll(async () => new Set(await encodedFiles(cache)), { timeout: 30_000, interval: 200 })
      .toEqual(new Set(photoVariants));
    // Written whole and renamed; every claim given back.
    expect((await encodedFiles(cache)).filter((file) => /\.(tmp|lock)$/.test(file))).toEqual([]);
    // The queue reports when it is through (after the last file was renamed).
    await expect
      .poll(() => site.web.output(), { timeout: 30_000, interval: 200 })
      .toMatch(/\[media\] made \d+ image variants ahead/);
  });

  it('makes the variants of every picture of the site after start, without a request', async () => {
    const { site, cache } = await start('on');
    await expect
      .poll(() => site.web.output(), { timeout: 60_000, interval: 250 })
      .toMatch(/\[media\] made \d+ image variants ahead/);
    const files = new Set(await encodedFiles(cache));
    for (const variant of photoVariants) expect(files).toContain(variant);
  });
});
