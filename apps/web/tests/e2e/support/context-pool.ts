import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  Page,
} from 'playwright-core';

/**
 * Contexts that a test closes are kept and handed to the next test that asks for a context with
 * the same options, with their first page: as a first-time visitor's, emptied of what the last
 * test left (cookies, local and session storage, IndexedDB, caches, permissions, routes,
 * listeners), back at its viewport and on about:blank. A fresh context costs a new renderer
 * process: 1.9 CPU-s for a new context and a page load against 0.9 for the same load in a kept
 * one (the whole browser suite does some 600 loads; issue 40). A context that a test changed
 * in ways that cannot be undone (init scripts, exposed functions, a clock, extra headers,
 * emulated media, a CDP session of its own, …) is closed as before.
 */

/** Options that make a context one of its kind: it is never kept. */
const unpooled = [
  'storageState',
  'recordHar',
  'recordVideo',
  'proxy',
  'clientCertificates',
] as const;
/** Context methods after which a context cannot be given back as new. */
const contextChanges = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setOffline',
  'grantPermissions',
  'setHTTPCredentials',
  'routeFromHAR',
  'routeWebSocket',
  'newCDPSession',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
] as const;
const pageChanges = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'emulateMedia',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
] as const;
const clockMethods = [
  'install',
  'fastForward',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
] as const;
/** Playwright's default viewport, which a context without the option has. */
const defaultViewport = { width: 1280, height: 720 };
/** Kept contexts per option set, and in all: each holds a renderer process. */
const idlePerKind = 2;
const idleInAll = 6;

interface Kept {
  key: string;
  /** The context's own close, for one that is not kept. */
  close: () => Promise<void>;
  viewport: { width: number; height: number } | null;
  /** Changed beyond repair: closed, not kept. */
  spoilt: boolean;
  /** The page kept with the context, until a test asks for a page. */
  spare: Page | undefined;
  /** The origins its documents came from, whose storage is cleared. */
  origins: Set<string>;
  cdp: Map<Page, CDPSession>;
}

const kept = new WeakMap<BrowserContext, Kept>();

/** Page and BrowserContext are Node event emitters; their types leave these methods out. */
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(name: string | symbol): unknown[];
  off(name: string | symbol, listener: unknown): unknown;
}
/** The listeners an object has of its own (Playwright's), before a test adds any. */
const ownListeners = new WeakMap<object, Set<unknown>>();

function rememberListeners(target: Page | BrowserContext): void {
  const emitter = target as unknown as Emitter;
  ownListeners.set(
    target,
    new Set(emitter.eventNames().flatMap((name) => emitter.listeners(name))),
  );
}

/** Takes off every listener that was added after rememberListeners. */
function forgetAddedListeners(target: Page | BrowserContext): void {
  const emitter = target as unknown as Emitter;
  const own = ownListeners.get(target) ?? new Set();
  for (const name of emitter.eventNames())
    for (const listener of emitter.listeners(name))
      if (!own.has(listener)) emitter.off(name, listener);
}

function mark(target: object, methods: readonly string[], spoil: () => void): void {
  const record = target as Record<string, unknown>;
  for (const name of methods) {
    const original = record[name];
    if (typeof original !== 'function') continue;
    record[name] = function (this: unknown, ...args: unknown[]) {
      spoil();
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
}

function watchOrigins(context: BrowserContext, state: Kept): void {
  context.on('request', (request) => {
    if (request.resourceType() !== 'document') return;
    const { protocol, origin } = new URL(request.url());
    if (protocol === 'http:' || protocol === 'https:') state.origins.add(origin);
  });
}

function markPage(page: Page, state: Kept): void {
  rememberListeners(page);
  const spoil = () => (state.spoilt = true);
  mark(page, pageChanges, spoil);
  if (state.viewport === null) mark(page, ['setViewportSize'], spoil);
}

/** Whether `done` fulfils (not the rAF wait of support/browser.ts's `settled`). */
const succeeded = (done: Promise<unknown>) =>
  done.then(
    () => true,
    () => false,
  );

/**
 * Takes the page to about:blank as its own script would, its session storage emptied on the
 * way: the blank document keeps the site's renderer process (a navigation from outside,
 * page.goto, gets it a new one: 0.6 CPU-s more for the next page). A page without script, or
 * that does not go within 5 s, is sent there. False for a blank page with content of its own
 * (setContent), which is not kept.
 */
async function leave(page: Page): Promise<boolean> {
  if (page.url() === 'about:blank')
    return page.evaluate(() => document.documentElement.innerHTML === '<head></head><body></body>');
  const left = succeeded(page.waitForURL('about:blank', { timeout: 5_000 }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const asked = await Promise.race([
    succeeded(
      page.evaluate(() => {
        sessionStorage.clear();
        location.href = 'about:blank';
      }),
    ),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 5_000))),
  ]);
  clearTimeout(timer);
  if (asked && (await left)) return true;
  await page.goto('about:blank');
  return true;
}

/** The options as a key that does not depend on the order they were written in. */
function stableKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, one]) => one !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, one]) => `${JSON.stringify(name)}:${stableKey(one)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** A pool of contexts for one browser. */
export class ContextPool {
  private idle: BrowserContext[] = [];
  private giving = new Map<BrowserContext, Promise<boolean>>();

  constructor(
    private readonly browser: Browser,
    private readonly newContext: Browser['newContext'],
  ) {}

  /** A kept context for `options`, or a new one; `fresh` says which. */
  async take(
    options: BrowserContextOptions | undefined,
  ): Promise<{ context: BrowserContext; fresh: boolean }> {
    if (unpooled.some((name) => options?.[name] !== undefined))
      return { context: await this.newContext(options), fresh: true };
    const key = stableKey(options ?? {});
    const index = this.idle.findIndex((context) => kept.get(context)?.key === key);
    if (index >= 0) {
      const [context] = this.idle.splice(index, 1);
      return { context: context!, fresh: false };
    }
    const context = await this.newContext(options);
    const close = context.close.bind(context);
    const viewport = options?.viewport === null ? null : (options?.viewport ?? defaultViewport);
    const state: Kept = {
      key,
      close: () => close(),
      viewport,
      spoilt: false,
      spare: undefined,
      origins: new Set(),
      cdp: new Map(),
    };
    kept.set(context, state);
    mark(context, contextChanges, () => (state.spoilt = true));
    mark(context.clock, clockMethods, () => (state.spoilt = true));
    watchOrigins(context, state);
    context.on('page', (page) => markPage(page, state));
    rememberListeners(context);
    const newPage = context.newPage.bind(context);
    context.newPage = async () => {
      const spare = state.spare;
      state.spare = undefined;
      if (spare && !spare.isClosed()) return spare;
      return newPage();
    };
    return { context, fresh: true };
  }

  /**
   * Empties `context` for the next test and keeps it; false if it cannot be kept (the caller
   * closes it). Anything that fails on the way means a real close.
   */
  give(context: BrowserContext): Promise<boolean> {
    if (this.idle.includes(context)) return Promise.resolve(true);
    // A second close() while the first one empties the context waits for the same answer.
    let giving = this.giving.get(context);
    if (!giving) {
      giving = this.empty(context).finally(() => this.giving.delete(context));
      this.giving.set(context, giving);
    }
    return giving;
  }

  private async empty(context: BrowserContext): Promise<boolean> {
    const state = kept.get(context);
    if (!state || state.spoilt || !this.browser.isConnected()) return false;
    try {
      const [page, ...others] = context.pages().filter((one) => !one.isClosed());
      // Without a page, there is no document to empty the storage through: not kept.
      if (!page) return false;
      for (const other of others) await other.close();
      forgetAddedListeners(context);
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      forgetAddedListeners(page);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      if (!(await leave(page))) return false;
      let cdp = state.cdp.get(page);
      if (!cdp) {
        cdp = await poolSession(context, page);
        state.cdp.set(page, cdp);
      }
      for (const origin of state.origins) {
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      }
      await cdp.send('Network.clearBrowserCache');
      if (state.viewport) await page.setViewportSize(state.viewport);
      // A first-time visitor's pointer has not been anywhere yet, and holds no key down.
      await page.mouse.up();
      for (const key of ['Shift', 'Control', 'Alt', 'Meta']) await page.keyboard.up(key);
      await page.mouse.move(-1, -1);
      // What Playwright's page.close() of a browser.newPage() page noted before it closed
      // the context: with it, the page would ignore its routes and refuse a second page.
      Object.assign(page, {
        _ownedContext: undefined,
        _closeWasCalled: false,
        _closeReason: undefined,
      });
      Object.assign(context, { _ownerPage: undefined });
      for (const [one] of state.cdp) if (one !== page) state.cdp.delete(one);
      state.origins.clear();
      await context.clearCookies();
      await context.clearPermissions();
      state.spare = page;
    } catch {
      return false;
    }
    this.idle.push(context);
    await this.trim(state.key);
    return true;
  }

  /** Closes the oldest kept contexts beyond the limits. */
  private async trim(key: string): Promise<void> {
    const ofKind = this.idle.filter((context) => kept.get(context)?.key === key);
    const surplus = new Set([
      ...ofKind.slice(0, Math.max(0, ofKind.length - idlePerKind)),
      ...this.idle.slice(0, Math.max(0, this.idle.length - idleInAll)),
    ]);
    this.idle = this.idle.filter((context) => !surplus.has(context));
    for (const context of surplus) {
      const close = kept.get(context)?.close;
      kept.delete(context);
      await close?.().catch(() => undefined);
    }
  }
}

/**
 * The pool's own CDP session on `page`, through the unwrapped method: a test's own session
 * (the wrapped one) spoils the context.
 */
function poolSession(context: BrowserContext, page: Page): Promise<CDPSession> {
  const proto = Object.getPrototypeOf(context) as Pick<BrowserContext, 'newCDPSession'>;
  return proto.newCDPSession.call(context, page);
}
