import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The test stack (tests/setup/stack-services.mjs) passes what the site and the CMS printed at
// start ("runtime: Node.js v…").
const pinned = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
  .dependencies.node;
const runtimes = JSON.parse(process.env.SERVER_RUNTIMES ?? '{}') as Record<string, string | null>;

describe('servers run on the pinned Node.js', () => {
  for (const server of ['site', 'cms']) {
    it(`the ${server} server`, () => {
      expect(runtimes[server], `${server} printed no runtime line`).toBe(`v${pinned}`);
    });
  }
});
