import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { build, type Rolldown } from 'vite';

const app = fileURLToPath(new URL('../../../app', import.meta.url));

/** A harness module bundled with the site's own code (development React: warnings on). */
export async function bundleHarness(entry: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'development',
    resolve: { alias: { '~': app } },
    build: { write: false, minify: false, rollupOptions: { input: entry } },
  })) as Rolldown.RolldownOutput;
  return output.output.find((chunk) => chunk.type === 'chunk')!.code;
}

/**
 * A page at `path` on the site's origin (so the text parts come from the site) with `head`
 * scripts and then the bundled harness; its console errors, warnings and page errors collected.
 */
export async function openHarness(
  browser: Browser,
  baseUrl: string | undefined,
  { path, head, code }: { path: string; head: string; code: string },
): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.route(`${baseUrl}${path}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><div id="root"></div>${head}<script type="module">${code.replaceAll('</script', '<\\/script')}</script>`,
    }),
  );
  await page.goto(`${baseUrl}${path}`);
  return { page, problems };
}
