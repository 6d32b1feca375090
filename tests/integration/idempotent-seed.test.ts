import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// tests/setup/stack-services.mjs counts the entries of the CMS right after its first start
// seeded them (COUNTS_SNAPSHOT), then starts a second CMS on a copy of that database and counts
// again as soon as it answers (COUNTS_RESTARTED): a start that finds the seed done adds nothing.
describe('seeding on a second start', () => {
  it('adds nothing to a seeded database', () => {
    const read = (name: string) => {
      const file = process.env[name];
      if (!file) throw new Error(`${name} names the counts the test stack took`);
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
    };
    const before = read('COUNTS_SNAPSHOT');
    expect(Object.keys(before).length).toBeGreaterThan(0);
    expect(read('COUNTS_RESTARTED')).toEqual(before);
  });
});
