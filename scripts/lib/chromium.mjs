// Debian's Chromium as the browser tests and the bench start it (playwright-core never
// downloads a browser).
export const chromiumPath = '/usr/bin/chromium';

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
