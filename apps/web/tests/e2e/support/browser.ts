import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from 'playwright-core';
import { expect } from 'vitest';
import { chromiumSwitches, headlessShellPath } from '../../../../../scripts/lib/chromium.mjs';
import { watchBrowser } from './browser-watch.ts';

/**
 * Debian's Chromium headless shell (scripts/lib/chromium.mjs). `extraArgs`: more switches. Its
 * contexts are watched for the artefacts of a failed test (support/failure-artefacts.ts): every
 * browser test gets its browser here.
 *
 * In the test runner, a call without switches gets the worker's browser (its files run one after
 * the other in one process), launched once, and its contexts are kept for the next test that
 * asks for the same options (support/context-pool.ts): a launch costs 0.9 CPU-s and a new
 * context's renderer about 1 CPU-s more per page than a kept one. What the caller gets is its
 * own view of that browser: its close() closes (or hands back) the contexts it made, not the
 * browser. E2E_REUSE=off gives each caller a browser of its own again. (A run-wide browser
 * shared by all workers made page calls slower: each went through a protocol server in
 * vitest's main process.)
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (extraArgs.length > 0 || !process.env.VITEST || process.env.E2E_REUSE === 'off')
    return watchBrowser(await launch(extraArgs));
  return ownView(await workerBrowser());
}

/**
 * The tests' pages run their script only up to V8's baseline compiler (Sparkplug): a page lives
 * for a few checks, and optimising its code again in every new renderer (Maglev, TurboFan on the
 * renderer's worker threads) was a sixth of the suite's CPU and paid back nothing. What a page
 * does is the same in every tier. Only here: the bench measures the site's script as browsers
 * run it, with scripts/lib/chromium.mjs's switches alone.
 */
const testSwitches = ['--js-flags=--max-opt=1'];

function launch(extraArgs: readonly string[]): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? headlessShellPath,
    args: [...chromiumSwitches, ...testSwitches, ...extraArgs],
  });
}

// On globalThis: the worker's test files may each load their own copy of this module.
const workerSlot = Symbol.for('zm.e2e.workerBrowser');
const workerHolder = globalThis as { [workerSlot]?: Promise<Browser> };

/** The worker's browser; set before any await, so that two first callers share one launch. */
function workerBrowser(): Promise<Browser> {
  const relaunch = () => (workerHolder[workerSlot] = launchPooled());
  const launched = workerHolder[workerSlot];
  if (!launched) return relaunch();
  return launched.then(
    (browser) => (browser.isConnected() ? browser : relaunch()),
    () => relaunch(),
  );
}

/** A browser whose closed contexts are kept for the next test (support/context-pool.ts). */
export async function launchPooled(): Promise<Browser> {
  return watchBrowser(await launch([]), { pool: true });
}

/** Which view made a context: only its maker's close() closes it. */
const maker = new WeakMap<BrowserContext, Browser>();

/** A caller's view of `shared`: its close() ends the contexts it made. */
export function ownView(shared: Browser): Browser {
  const view = Object.create(shared) as Browser;
  const made = new Set<BrowserContext>();
  view.newContext = async (options) => {
    const context = await shared.newContext(options);
    maker.set(context, view);
    made.add(context);
    return context;
  };
  view.close = async () => {
    const mine = [...made].filter((context) => maker.get(context) === view);
    made.clear();
    const closed = await Promise.allSettled(mine.map((context) => context.close()));
    const failed = closed.find((one) => one.status === 'rejected');
    if (failed) throw failed.reason;
  };
  return view;
}

/** Resolves once the layout of the page's current viewport is done and painted (two frames). */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Waits until React has hydrated the page, so its handlers are attached: the menu button gets its
 * ARIA state in that render. The page hydrates at once: its only Suspense boundaries hold parts
 * that come on demand (the consent settings dialog, the preview bar).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('summary[aria-controls="site-menu-panel"][aria-expanded]');
}

/**
 * The page as a visitor sees it once it has come to rest: loaded (its images in view included),
 * hydrated, its fonts in and their layout painted. What comes later only on a visitor's action
 * (a dialog's code, search suggestions) is the test's own to wait for. Used instead of
 * `networkidle`, which adds 500 ms of silence to every page.
 */
export async function ready(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await settled(page);
}

/**
 * Scrolls the page through to its end a viewport at a time, as a reader would, and waits until
 * what that asked for has come in and nothing new was asked for in `quietMs`: lazy images and
 * frames get their chance to be requested (a jump to the end would pass by those in the middle),
 * and so does what a page starts a moment later.
 */
export async function scrolledThrough(page: Page, quietMs = 250): Promise<void> {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    open.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    open.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate(async () => {
      const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));
      for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
        window.scrollTo(0, top);
        await frame();
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
      await frame();
    });
    await settled(page);
    await expect
      .poll(
        () =>
          open.size > 0
            ? [...open].map((request) => request.url())
            : Date.now() - lastChange < quietMs
              ? ['(quiet for less than the wait)']
              : [],
        // What a first visit asks for may be made then (an image's AVIF is encoded on its
        // first request): the wait ends with the event; its limit is for a busy machine.
        { timeout: 45_000, interval: 20 },
      )
      .toEqual([]);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
