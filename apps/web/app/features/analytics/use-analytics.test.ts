/**
 * The consent wiring without the consent bar's UI: the real consent store (over the fake page's
 * cookies) decides, saveCategories stands in for the bar and the settings dialog.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePage, loadFakeMatomo, type FakePage } from './fake-browser.fixture';

const config = { url: 'https://stats.example.org/', productionHosts: ['www.museum.example'] };
const origin = 'https://www.museum.example';

async function modules() {
  const [analytics, store] = await Promise.all([
    import('./use-analytics'),
    import('~/features/consent/consent-store'),
  ]);
  return { ...analytics, ...store };
}

/** Lets the hook's dynamic import of the tracker (the same module instance) and its `then` run. */
async function settle() {
  await import('./matomo-tracker');
  await new Promise((resolve) => setTimeout(resolve, 10));
}

const pageViews = (commands: unknown[]) =>
  (commands as unknown[][]).filter(([name]) => name === 'setCustomUrl').map(([, url]) => url);

describe('analytics with consent', () => {
  let page: FakePage;

  beforeEach(() => {
    vi.resetModules();
    // The tracker polls for matomo.js for 3 s; a real interval would outlive the test and its
    // fake window, and fail a later file with "window is not defined".
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    page = fakePage(`${origin}/`);
    page.document.title = 'Start';
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('loads nothing without a choice, nor when only necessary cookies are allowed', async () => {
    const { watchAnalytics, saveCategories } = await modules();
    const stop = watchAnalytics(config, '/', '');
    await settle();
    saveCategories([]);
    await settle();
    expect(page.scripts).toEqual([]);
    expect(page.window._paq).toBeUndefined();
    stop();
  });

  it('starts on consent without a reload, tracks each page, and stops at once on withdrawal', async () => {
    const { watchAnalytics, saveCategories } = await modules();
    let stop = watchAnalytics(config, '/', '');
    await settle();
    expect(page.scripts).toEqual([]);

    // Granted on the first page: matomo.js is loaded and the page counted.
    saveCategories(['analytics']);
    await settle();
    expect(page.scripts.map((script) => script.src)).toEqual([
      'https://stats.example.org/matomo.js',
    ]);
    const commands = loadFakeMatomo(page);
    expect(pageViews(commands)).toEqual([`${origin}/`]);
    expect(commands).toContainEqual(['setDocumentTitle', 'Start']);
    page.document.cookie = '_pk_id.1.ab12=visitor; Path=/; Max-Age=3600';

    // A client-side navigation: the effect runs again for the new location and title.
    stop();
    page.document.title = 'Heute';
    stop = watchAnalytics(config, '/heute', '?tag=1');
    await settle();
    expect(pageViews(commands)).toEqual([`${origin}/`, `${origin}/heute?tag=1`]);
    expect(commands.at(-2)).toEqual(['setDocumentTitle', 'Heute']);

    // Withdrawn in the settings: nothing more is sent, Matomo's cookies are gone.
    saveCategories([]);
    await settle();
    const afterWithdrawal = commands.length;
    expect(page.document.cookie).not.toMatch(/_pk_/);
    stop();
    stop = watchAnalytics(config, '/ausstellungen', '');
    await settle();
    expect(commands.length).toBe(afterWithdrawal);

    // Granted again: the current page is counted, without a second matomo.js.
    saveCategories(['analytics', 'external']);
    await settle();
    expect(pageViews(commands).at(-1)).toBe(`${origin}/ausstellungen`);
    expect(page.scripts).toHaveLength(1);
    stop();
  });

  it('deletes Matomo cookies left from an earlier consent without loading matomo.js', async () => {
    page.document.cookie = 'ncc_c=true; Path=/';
    page.document.cookie = 'ncc_e=necessary; Path=/';
    page.document.cookie = '_pk_id.1.ab12=visitor; Path=/';
    page.document.cookie = '_pk_ses.1.ab12=1; Path=/; Domain=www.museum.example';
    const { watchAnalytics } = await modules();
    const stop = watchAnalytics(config, '/', '');
    await settle();
    expect(page.document.cookie).toBe('ncc_c=true; ncc_e=necessary');
    expect(page.scripts).toEqual([]);
    stop();
  });

  it('tracks the first page at once when consent was given on an earlier visit', async () => {
    page.document.cookie = 'ncc_c=true; Path=/';
    page.document.cookie = 'ncc_e=necessary|analytics; Path=/';
    const { watchAnalytics } = await modules();
    const stop = watchAnalytics(config, '/', '');
    await settle();
    expect(pageViews(page.window._paq as unknown[])).toEqual([`${origin}/`]);
    stop();
  });
});
