// Loads a page in Chromium and counts what the XSS payloads did there: calls of window.__xss and
// dialogs (executions), and what the DOM holds that could run script or leave the site unseen
// (findings). Used by drill/xss.mjs and the fast test apps/web/tests/e2e/drill-xss.test.ts.
import { createHash } from 'node:crypto';

// collectFromPage and the init script run in the page.
/* global document, location, window */

/** The frames a page may show: the embed providers' (app/content/transform/embed-url.ts). */
const frameHosts = new Set([
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'open.spotify.com',
  'www.openstreetmap.org',
  'openstreetmap.org',
]);

/**
 * Runs in the page: every attribute, element and inline script worth a look. URLs are read as
 * the browser resolves them; `raw` is what the attribute says.
 */
function collectFromPage() {
  const urlAttributes = [
    'href',
    'src',
    'action',
    'formaction',
    'data',
    'poster',
    'background',
    'xlink:href',
    'ping',
  ];
  const found = [];
  const scripts = [];
  for (const element of document.querySelectorAll('*')) {
    const tag = element.localName;
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) found.push({ tag, attribute: name, value, kind: 'handler' });
      else if (name === 'srcdoc') found.push({ tag, attribute: name, value, kind: 'srcdoc' });
      else if (urlAttributes.includes(name)) {
        let protocol = null;
        let host = null;
        try {
          const url = new URL(value, document.baseURI);
          protocol = url.protocol;
          host = url.host;
        } catch {
          // Not a URL the browser can follow.
        }
        found.push({ tag, attribute: name, value, protocol, host, kind: 'url' });
      }
    }
    if (tag === 'script')
      scripts.push({
        src: element.getAttribute('src'),
        type: element.getAttribute('type'),
        text: element.src ? '' : element.textContent,
      });
    if (['object', 'embed', 'base', 'frame', 'frameset', 'applet'].includes(tag))
      found.push({ tag, attribute: '(element)', value: element.outerHTML.slice(0, 200) });
    if (tag === 'meta' && element.getAttribute('http-equiv')?.toLowerCase() === 'refresh')
      found.push({ tag, attribute: 'http-equiv', value: element.getAttribute('content') ?? '' });
  }
  return { found, scripts, origin: location.origin };
}

const scriptTypes = new Set(['', 'text/javascript', 'module', 'application/javascript']);
const dataImage = /^data:image\/(?:png|jpeg|gif|webp|avif);/i;

/** What of the collected is unsafe: script URLs, handlers, foreign scripts, frames, scheme-less hosts. */
export function unsafeFindings({ found, scripts, origin }, allowedScriptHashes) {
  const unsafe = [];
  for (const item of found) {
    if (item.kind === 'url') {
      const raw = item.value.trim();
      const scriptUrl = ['javascript:', 'vbscript:', 'file:'].includes(item.protocol);
      const data =
        item.protocol === 'data:' &&
        !(item.tag === 'img' && dataImage.test(raw) && item.attribute === 'src');
      // "//host", "\\host", "/\host": another host without a scheme the editor could see.
      const schemeless = /^[/\\]{2}/.test(raw) && item.host !== new URL(origin).host;
      const frame = item.tag === 'iframe' && item.attribute === 'src' && !frameHosts.has(item.host);
      if (scriptUrl || data || schemeless || frame) unsafe.push(item);
    } else unsafe.push(item);
  }
  for (const script of scripts) {
    if (!scriptTypes.has((script.type ?? '').toLowerCase())) continue;
    if (script.src) {
      const url = new URL(script.src, origin);
      if (url.origin !== origin || !/^\/(?:assets|i18n)\//.test(url.pathname))
        unsafe.push({ tag: 'script', attribute: 'src', value: script.src });
    } else {
      const hash = `'sha256-${createHash('sha256').update(script.text).digest('base64')}'`;
      if (!allowedScriptHashes.has(hash))
        unsafe.push({ tag: 'script', attribute: '(inline)', value: script.text.slice(0, 200) });
    }
  }
  return unsafe.map(({ tag, attribute, value }) => ({
    tag,
    attribute,
    value: value.slice(0, 200),
  }));
}

/** The inline scripts the site's Content-Security-Policy allows (its own, by hash). */
function hashesOf(policy) {
  const scriptSrc = /(?:^|;)\s*script-src\s+([^;]*)/.exec(policy ?? '')?.[1] ?? '';
  return new Set(scriptSrc.split(/\s+/).filter((source) => source.startsWith("'sha256-")));
}

/**
 * Loads `url` in a new context of `browser`: `javaScript` false reads the server's HTML only;
 * `bypassCSP` runs the page without the site's Content-Security-Policy, so an execution the
 * policy would stop still counts. Resolves { executions, dialogs, unsafe, status }.
 */
export async function visitForXss(browser, url, { javaScript = true, bypassCSP = false } = {}) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, bypassCSP });
  const executions = [];
  let dialogs = 0;
  try {
    await context.exposeBinding('__xssHit', (_source, id) => executions.push(String(id)));
    await context.addInitScript(() => {
      window.__xss = (id) => window.__xssHit(id);
    });
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      dialogs += 1;
      dialog.dismiss().catch(() => {});
    });
    const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 30_000 });
    // Images or frames from elsewhere may never load here; the DOM is what counts.
    await page.waitForLoadState('load', { timeout: 10_000 }).catch(() => {});
    if (javaScript) {
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
      // Timers, autofocus and toggle events fire a moment after load.
      await page.waitForTimeout(300);
    }
    const policy = response?.headers()['content-security-policy'];
    const unsafe = unsafeFindings(await page.evaluate(collectFromPage), hashesOf(policy));
    return { executions, dialogs, unsafe, status: response?.status() ?? 0 };
  } finally {
    await context.close();
  }
}
