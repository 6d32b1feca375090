// Debian's Chromium as the browser tests and the bench start it (playwright-core never
// downloads a browser).
export const chromiumPath = '/usr/bin/chromium';

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell), which the
 * browser tests drive: the same engine without the browser's own UI, extensions and GPU
 * process. On this 2-core machine two of the slowest test files ran in 55 s instead of 115 s.
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

/** Headless, and nothing of its own on the network that would add to what a test sees. */
export const chromiumSwitches = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The headless shell with these switches, for the scripts that take the docs' screenshots. (They
 * used the browser tests' launcher, whose modules Node cannot read as they are.)
 */
export async function launchHeadlessShell() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: headlessShellPath, args: chromiumSwitches });
}
