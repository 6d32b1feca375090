import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pinned = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
  .dependencies.node;

describe('runtime', () => {
  it('runs the tests on the Node.js pinned in the root package.json', () => {
    expect(process.version).toBe(`v${pinned}`);
  });

  it('pins an LTS release line (even major version)', () => {
    expect(Number(pinned.split('.')[0]) % 2).toBe(0);
    expect(process.release.lts).toBeTruthy();
  });
});
