// Issue #24: a publish seen through nginx within 5 s on every page that shows the item, on the
// cluster (nginx, two site processes, Strapi on PostgreSQL). Timed against the product's promise
// (SPEC: live within 5 s), so it runs alone after the serial browser files (vitest.config.mjs).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pool, send } from '../../drill/fuzz.mjs';
import { editorToken } from '../../apps/web/tests/integration/support/editor';
import { get, sleep, textOf } from './load.mjs';
import { startTestCluster } from './test-cluster.mjs';

describe('a publish through the cluster (nginx, two site processes, PostgreSQL)', () => {
  let cluster;
  let secrets;
  let pages;
  let stop;

  beforeAll(async () => {
    ({ cluster, secrets, pages, stop } = await startTestCluster('publish'));
  }, 300_000);

  afterAll(async () => {
    await stop?.();
  }, 60_000);

  it('shows a publish through nginx within 5 s on every page that shows the item', async () => {
    const cms = cluster.cms.url;
    const siteToken = { authorization: `Bearer ${secrets.WEB_API_TOKEN}` };
    const list = await (
      await fetch(`${cms}/api/exhibitions?locale=de&fields[0]=title&fields[1]=slug`, {
        headers: siteToken,
      })
    ).json();
    const exhibition = list.data[0];
    // Every German page that names it now, asked of a process directly (no shared cache).
    const german = pages.filter((page) => !page.startsWith('/en'));
    const showing = [];
    for (const page of german) {
      const html = (await send(cluster.sites[0].url, { method: 'GET', path: page })).body;
      if (html.includes(exhibition.title)) showing.push(page);
    }
    expect(showing).toContain(`/ausstellungen/${exhibition.slug}`);
    const tag = `Neu benannt ${randomUUID().slice(0, 8)}`;
    showing.push(`/suche?text=${encodeURIComponent(tag)}`);

    // Visitors have seen these pages: nginx holds a copy of each, which the publish must replace.
    // Their entity tags let the polling below ask as a browser revalidates (If-None-Match): an
    // unchanged page is a 304 without a body, so the test's client does not compete with the
    // site processes for this machine's two cores by decompressing 99 pages ten times a second.
    const tags = new Map();
    for (let round = 0; round < 2; round += 1)
      await pool(showing, 8, async (page) => {
        const answer = await get(cluster.url, page);
        expect(answer.status).toBe(200);
        tags.set(page, answer.headers.etag);
      });

    const editor = await editorToken(cms, secrets.WEB_API_TOKEN);
    const manager = `${cms}/content-manager/collection-types/api::exhibition.exhibition/${exhibition.documentId}`;
    const call = (method, url, body) =>
      fetch(url, {
        method,
        headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const title = `${exhibition.title} ${tag}`;
    expect((await call('PUT', `${manager}?locale=de`, { title })).status).toBe(200);
    const published = Date.now();
    expect((await call('POST', `${manager}/actions/publish?locale=de`, {})).status).toBe(200);
    const seenAfter = new Map();
    while (seenAfter.size < showing.length && Date.now() - published < 15_000) {
      await pool(
        showing.filter((page) => !seenAfter.has(page)),
        16,
        async (page) => {
          // As browsers ask: nginx keeps a copy per content coding, each must change.
          // Each on a new connection: nginx reads the next request on a connection only once
          // the background update this one started has ended, which would make the polling
          // see a page only after the renders of others.
          const known = tags.get(page);
          const answer = await get(cluster.url, page, known ? { 'if-none-match': known } : {}, {
            newConnection: true,
          });
          if (answer.status !== 200) return;
          tags.set(page, answer.headers.etag);
          if (textOf(answer).includes(tag)) seenAfter.set(page, Date.now() - published);
        },
      );
      await sleep(100);
    }
    const late = showing.filter((page) => !(seenAfter.get(page) <= 5000));
    const times = [...seenAfter.values()].sort((a, b) => a - b);
    const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
    console.info(
      `publish → visible through nginx on ${showing.length} pages: first ${times[0]} ms, median ${at(0.5)} ms, 90 % ${at(0.9)} ms, slowest ${times.at(-1)} ms`,
    );
    expect(
      late,
      `not within 5 s: ${late.map((page) => `${page} ${seenAfter.get(page) ?? 'never'}`).join(', ')}`,
    ).toEqual([]);
  }, 120_000);
});
