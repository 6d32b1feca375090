/**
 * The Matomo tracker (SPEC §7), loaded on demand by use-analytics.ts, never in the first-load
 * JavaScript. It speaks Matomo's documented `_paq` command queue: before matomo.js has loaded
 * `window._paq` is a plain array that matomo.js works through when it arrives; afterwards it is
 * Matomo's own object whose `push` runs a command at once.
 */
import type { AnalyticsConfig } from './analytics-config';

/** SPEC §8/§9: a warning when the tracker is not there within 3000 ms, looked for every 50 ms. */
export const trackerTimeoutMs = 3000;
export const trackerPollMs = 50;

type Command = [name: string, ...args: unknown[]];
interface CommandQueue {
  push(command: Command): unknown;
}

declare global {
  interface Window {
    _paq?: CommandQueue;
    /** Set by matomo.js when it has loaded. */
    Matomo?: unknown;
  }
}

export interface PageView {
  /** Absolute URL of the page. */
  url: string;
  title: string;
}

/** Commands that configure the tracker; everything else in a waiting queue is a request. */
const setupCommands = new Set(['setTrackerUrl', 'setSiteId']);

let scriptAdded = false;
/** URL of the last page view; null while tracking is off. */
let lastUrl: string | null = null;

/** SPEC §7: site id 1 on the production hosts, 2 everywhere else. */
export function siteIdFor(hostname: string, productionHosts: readonly string[]): 1 | 2 {
  return productionHosts.includes(hostname.toLowerCase().replace(/\.$/, '')) ? 1 : 2;
}

function queue(): CommandQueue {
  return (window._paq ??= [] as Command[]);
}

function waitForTracker() {
  const since = Date.now();
  const timer = setInterval(() => {
    if (window.Matomo) {
      clearInterval(timer);
    } else if (Date.now() - since >= trackerTimeoutMs) {
      clearInterval(timer);
      console.warn(`[analytics] Matomo tracker not available after ${trackerTimeoutMs} ms`);
    }
  }, trackerPollMs);
}

function addScript(config: AnalyticsConfig) {
  scriptAdded = true;
  queue().push(['setTrackerUrl', `${config.url}matomo.php`]);
  queue().push(['setSiteId', siteIdFor(location.hostname, config.productionHosts)]);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${config.url}matomo.js`;
  document.head.append(script);
  waitForTracker();
}

/** Tracks a page view (once per URL in a row); loads matomo.js the first time. */
export function trackPageView(config: AnalyticsConfig, page: PageView): void {
  if (!scriptAdded) addScript(config);
  if (page.url === lastUrl) return;
  const commands: Command[] = [
    ['setCustomUrl', page.url],
    ['setDocumentTitle', page.title],
    ['trackPageView'],
  ];
  // A page reached inside the app: its referrer is the page before (as the browser would say).
  if (lastUrl) commands.unshift(['setReferrerUrl', lastUrl]);
  for (const command of commands) queue().push(command);
  lastUrl = page.url;
}

/** Host names a cookie of this page may have been set for: the host and its parent domains. */
export function cookieDomains(hostname: string): string[] {
  const host = hostname.toLowerCase();
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.startsWith('[')) return [host];
  const labels = host.split('.');
  const domains: string[] = [];
  for (let index = 0; index < labels.length - 1; index += 1) {
    const domain = labels.slice(index).join('.');
    domains.push(domain, `.${domain}`);
  }
  return domains;
}

/** Deletes Matomo's first-party cookies (`_pk_id…`, `_pk_ses…`, …) for path / on every domain variant. */
export function deleteMatomoCookies(): void {
  const names = new Set(
    document.cookie
      .split(';')
      .map((part) => part.split('=')[0]?.trim() ?? '')
      .filter((name) => name.startsWith('_pk_')),
  );
  const expired = `; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0${
    location.protocol === 'https:' ? '; Secure' : ''
  }`;
  for (const name of names) {
    document.cookie = `${name}=${expired}`;
    for (const domain of cookieDomains(location.hostname)) {
      document.cookie = `${name}=${expired}; Domain=${domain}`;
    }
  }
}

/**
 * Consent withdrawn: no request from now on. Page views still waiting for matomo.js are
 * dropped (it then only learns its configuration), and Matomo's cookies are deleted.
 */
export function stopTracking(): void {
  const wasTracking = lastUrl !== null;
  lastUrl = null;
  const waiting = window._paq;
  if (Array.isArray(waiting)) {
    const setup = (waiting as Command[]).filter(([name]) => setupCommands.has(name));
    waiting.length = 0;
    waiting.push(...setup);
  } else if (waiting && wasTracking) {
    // matomo.js forgets the cookies it keeps in memory too (its documented deleteCookies).
    waiting.push(['deleteCookies']);
  }
  deleteMatomoCookies();
}
