import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSiteOnFakeCms,
  type RunningServer,
  type SiteOnFakeCms,
} from '../e2e/support/web-server';

const secret = 'bitv-revalidate-secret';
const recorded = JSON.parse(
  readFileSync(
    new URL('../../app/content/__fixtures__/v5/accessibility-statement.de.json', import.meta.url),
    'utf8',
  ),
) as { data: Record<string, unknown> };

/** The CMS's answer with another title: what an editor's published change looks like. */
const titled = (title: string) => ({ ...recorded, data: { ...recorded.data, title } });

/**
 * The accessibility statement is cached like every single type and renewed when the CMS's
 * web-cache listener names it (`affects: ['accessibility-statement']`). Against a fake CMS.
 */
describe('the accessibility statement and the content cache', () => {
  let web: RunningServer;
  let site: SiteOnFakeCms;
  // Read by the fake CMS on every request, so the test can change what it answers.
  const answers: Record<string, unknown> = { 'accessibility-statement': titled('Erste Fassung') };

  beforeAll(async () => {
    site = await startSiteOnFakeCms({ REVALIDATE_SECRET: secret, CMS_TIMEOUT_MS: '2000' }, answers);
    web = site.web;
  });

  afterAll(() => site?.stop());

  const heading = async () => {
    const response = await fetch(`${web.url}/barrierefreiheit/erklaerung`);
    expect(response.status).toBe(200);
    return /<h1[^>]*>(.*?)<\/h1>/s.exec(await response.text())?.[1];
  };

  const revalidate = (affects: string[]) =>
    fetch(`${web.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': secret, 'content-type': 'application/json' },
      body: JSON.stringify({
        event: 'entry.publish',
        model: 'accessibility-statement',
        uid: 'api::accessibility-statement.accessibility-statement',
        entry: { documentId: String(recorded.data.documentId), locale: 'de' },
        affects,
      }),
    });

  it('keeps the cached statement until the CMS says it changed, then shows the new one', async () => {
    expect(await heading()).toContain('Erste Fassung');
    answers['accessibility-statement'] = titled('Zweite Fassung');
    expect(await heading()).toContain('Erste Fassung');
    // A change elsewhere leaves it alone.
    expect((await revalidate(['home'])).status).toBe(200);
    expect(await heading()).toContain('Erste Fassung');
    expect((await revalidate(['accessibility-statement'])).status).toBe(200);
    await expect.poll(heading, { timeout: 10_000 }).toContain('Zweite Fassung');
  });
});
