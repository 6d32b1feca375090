/**
 * Just enough of a browser page for the analytics unit tests (vitest runs in Node): a cookie
 * jar that keeps host-only and domain cookies apart as browsers do, the `<head>` scripts are
 * added to, `location` and `window`. The browser test (tests/e2e/analytics.test.ts) checks
 * the same behaviour in Chromium.
 */
import { vi } from 'vitest';

interface StoredCookie {
  name: string;
  value: string;
  /** "host:<hostname>" for host-only cookies, "domain:<domain>" for domain cookies. */
  scope: string;
  path: string;
}

export class CookieJar {
  cookies: StoredCookie[] = [];
  constructor(private readonly hostname: string) {}

  private applies(cookie: StoredCookie): boolean {
    if (cookie.scope === `host:${this.hostname}`) return true;
    if (!cookie.scope.startsWith('domain:')) return false;
    const domain = cookie.scope.slice('domain:'.length);
    return this.hostname === domain || this.hostname.endsWith(`.${domain}`);
  }

  get header(): string {
    return this.cookies
      .filter((cookie) => this.applies(cookie))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  /** One `document.cookie = …` assignment. */
  set(assignment: string): void {
    const [pair = '', ...attributes] = assignment.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    let scope = `host:${this.hostname}`;
    let path = '/';
    let expired = false;
    for (const attribute of attributes) {
      const [key = '', attributeValue = ''] = attribute.split('=').map((part) => part.trim());
      const lower = key.toLowerCase();
      if (lower === 'path') path = attributeValue;
      if (lower === 'max-age' && Number(attributeValue) <= 0) expired = true;
      if (lower === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
      if (lower === 'domain') {
        const domain = attributeValue.replace(/^\./, '').toLowerCase();
        // A browser refuses a domain the page's host is not inside.
        if (this.hostname !== domain && !this.hostname.endsWith(`.${domain}`)) return;
        scope = `domain:${domain}`;
      }
    }
    this.cookies = this.cookies.filter(
      (cookie) => !(cookie.name === name && cookie.scope === scope && cookie.path === path),
    );
    if (!expired) this.cookies.push({ name, value, scope, path });
  }
}

export interface FakePage {
  jar: CookieJar;
  window: { _paq?: unknown; Matomo?: unknown };
  scripts: { src: string; async: boolean }[];
  document: { title: string; cookie: string };
}

/** Puts a fake page at `url` in place of the browser globals (undo with vi.unstubAllGlobals). */
export function fakePage(url: string): FakePage {
  const { hostname, origin, protocol } = new URL(url);
  const jar = new CookieJar(hostname);
  const scripts: FakePage['scripts'] = [];
  const fakeWindow: FakePage['window'] = {};
  const fakeDocument = {
    title: '',
    get cookie() {
      return jar.header;
    },
    set cookie(assignment: string) {
      jar.set(assignment);
    },
    createElement: () => ({ src: '', async: false }),
    head: { append: (script: { src: string; async: boolean }) => scripts.push(script) },
    visibilityState: 'visible',
    // The consent store listens for the tab becoming visible again; this page never hides.
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  vi.stubGlobal('window', fakeWindow);
  vi.stubGlobal('document', fakeDocument);
  vi.stubGlobal('location', { hostname, origin, protocol, href: url });
  return { jar, window: fakeWindow, scripts, document: fakeDocument };
}

/** What matomo.js does when it arrives: runs the waiting commands, then runs each push at once. */
export function loadFakeMatomo(page: FakePage): unknown[][] {
  const commands = [...((page.window._paq as unknown[][] | undefined) ?? [])];
  page.window._paq = { push: (command: unknown[]) => commands.push(command) };
  page.window.Matomo = {};
  return commands;
}
