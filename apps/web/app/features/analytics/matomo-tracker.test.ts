import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePage, loadFakeMatomo, type FakePage } from './fake-browser.fixture';

const config = {
  url: 'https://stats.example.org/matomo/',
  productionHosts: ['www.museum.example'],
};

async function tracker() {
  return import('./matomo-tracker');
}

describe('site id (SPEC §7)', () => {
  it('is 1 on a production host and 2 everywhere else', async () => {
    const { siteIdFor } = await tracker();
    const hosts = ['www.museum.example', 'museum.example'];
    expect(siteIdFor('www.museum.example', hosts)).toBe(1);
    expect(siteIdFor('MUSEUM.example', hosts)).toBe(1);
    expect(siteIdFor('museum.example.', hosts)).toBe(1);
    expect(siteIdFor('staging.museum.example', hosts)).toBe(2);
    expect(siteIdFor('localhost', hosts)).toBe(2);
    expect(siteIdFor('www.museum.example', [])).toBe(2);
  });
});

describe('cookie domains', () => {
  it('lists the host and its parent domains, with and without the leading dot', async () => {
    const { cookieDomains } = await tracker();
    expect(cookieDomains('www.museum.example')).toEqual([
      'www.museum.example',
      '.www.museum.example',
      'museum.example',
      '.museum.example',
    ]);
    expect(cookieDomains('localhost')).toEqual(['localhost']);
    expect(cookieDomains('127.0.0.1')).toEqual(['127.0.0.1']);
  });
});

describe('Matomo tracker', () => {
  let page: FakePage;

  beforeEach(() => {
    vi.resetModules();
    // The tracker polls for matomo.js for 3 s; a real interval would outlive the test and its
    // fake window, and fail a later file with "window is not defined".
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    page = fakePage('https://www.museum.example/ausstellungen');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('configures Matomo, loads matomo.js once and queues one page view per new URL', async () => {
    const { trackPageView } = await tracker();
    trackPageView(config, { url: 'https://www.museum.example/ausstellungen', title: 'A' });
    trackPageView(config, { url: 'https://www.museum.example/ausstellungen', title: 'A' });
    trackPageView(config, { url: 'https://www.museum.example/heute', title: 'B' });
    expect(page.scripts).toEqual([
      { src: 'https://stats.example.org/matomo/matomo.js', async: true },
    ]);
    expect(page.window._paq).toEqual([
      ['setTrackerUrl', 'https://stats.example.org/matomo/matomo.php'],
      ['setSiteId', 1],
      ['setCustomUrl', 'https://www.museum.example/ausstellungen'],
      ['setDocumentTitle', 'A'],
      ['trackPageView'],
      ['setReferrerUrl', 'https://www.museum.example/ausstellungen'],
      ['setCustomUrl', 'https://www.museum.example/heute'],
      ['setDocumentTitle', 'B'],
      ['trackPageView'],
    ]);
  });

  it('uses site id 2 off the production hosts', async () => {
    page = fakePage('http://localhost:3000/');
    const { trackPageView } = await tracker();
    trackPageView(config, { url: 'http://localhost:3000/', title: 'Start' });
    expect(page.window._paq).toContainEqual(['setSiteId', 2]);
  });

  it('drops page views still waiting for matomo.js when consent is withdrawn', async () => {
    const { stopTracking, trackPageView } = await tracker();
    trackPageView(config, { url: 'https://www.museum.example/', title: 'Start' });
    stopTracking();
    // matomo.js arrives afterwards: it learns where to send, but has nothing to send.
    expect(loadFakeMatomo(page)).toEqual([
      ['setTrackerUrl', 'https://stats.example.org/matomo/matomo.php'],
      ['setSiteId', 1],
    ]);
  });

  it('sends nothing after withdrawal, deletes the cookies and starts again when allowed again', async () => {
    const { stopTracking, trackPageView } = await tracker();
    trackPageView(config, { url: 'https://www.museum.example/', title: 'Start' });
    const commands = loadFakeMatomo(page);
    // What matomo.js stores: host-only cookies, or on the parent domain with setCookieDomain.
    page.document.cookie = '_pk_id.1.ab12=visitor; Path=/; Max-Age=3600';
    page.document.cookie = '_pk_ses.1.ab12=1; Path=/; Max-Age=1800';
    page.document.cookie = '_pk_ref.1.ab12=x; Path=/; Domain=.museum.example; Max-Age=3600';
    page.document.cookie = 'ncc_c=true; Path=/; Max-Age=3600';
    const before = commands.length;

    stopTracking();
    expect(commands.slice(before)).toEqual([['deleteCookies']]);
    expect(page.document.cookie).toBe('ncc_c=true');

    // While off the hook does not call trackPageView; when allowed again it tracks the page anew.
    trackPageView(config, { url: 'https://www.museum.example/', title: 'Start' });
    expect(commands.slice(before + 1)).toEqual([
      ['setCustomUrl', 'https://www.museum.example/'],
      ['setDocumentTitle', 'Start'],
      ['trackPageView'],
    ]);
    expect(page.scripts).toHaveLength(1);
  });

  it('warns once when matomo.js is not there within 3000 ms, and does nothing else', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { trackPageView } = await tracker();
    trackPageView(config, { url: 'https://www.museum.example/', title: 'Start' });
    vi.advanceTimersByTime(2950);
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/Matomo tracker not available after 3000 ms/);
    vi.advanceTimersByTime(10_000);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops looking once matomo.js is there', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { trackPageView } = await tracker();
    trackPageView(config, { url: 'https://www.museum.example/', title: 'Start' });
    vi.advanceTimersByTime(500);
    loadFakeMatomo(page);
    vi.advanceTimersByTime(50);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(warn).not.toHaveBeenCalled();
  });
});
