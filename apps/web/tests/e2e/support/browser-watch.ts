import type { Browser, BrowserContext } from 'playwright-core';
import { ContextPool } from './context-pool.ts';

/**
 * What is told of every context the tests' browsers create: the failure-artefacts setup file
 * (support/failure-artefacts.ts) traces them and keeps their console and failed requests. Without
 * it (a script that borrows launchBrowser) nothing is watched.
 */
export interface ContextWatcher {
  /** A new or kept context, before the test gets it. */
  created(context: BrowserContext): Promise<void>;
  /** The test closes the context: the last moment to take its screenshots and trace. */
  closing(context: BrowserContext): Promise<void>;
}

// On globalThis, so that the setup file and the test file reach the same watcher even where
// they are given separate copies of this module.
const slot = Symbol.for('zm.e2e.contextWatcher');
const holder = globalThis as { [slot]?: ContextWatcher };

export function setContextWatcher(watcher: ContextWatcher | undefined): void {
  holder[slot] = watcher;
}

/**
 * Lets the watcher see every context of `browser`: `newContext` is wrapped, and `newPage` goes
 * through it (Playwright's newPage makes its page a context of its own with `this.newContext`).
 * With `pool`, a context the test closes is kept for the next one (support/context-pool.ts);
 * the watcher is told of it as it is handed out again.
 */
export function watchBrowser(browser: Browser, { pool = false } = {}): Browser {
  const newContext = browser.newContext.bind(browser);
  const contexts = pool ? new ContextPool(browser, newContext) : undefined;
  browser.newContext = async (options) => {
    const { context, fresh } = contexts
      ? await contexts.take(options)
      : { context: await newContext(options), fresh: true };
    if (fresh) {
      const close = context.close.bind(context);
      // A page of browser.newPage closes its context with this method too.
      context.close = async (closeOptions) => {
        await holder[slot]?.closing(context);
        if (contexts && (await contexts.give(context))) return;
        await close(closeOptions);
      };
    }
    await holder[slot]?.created(context);
    return context;
  };
  return browser;
}
