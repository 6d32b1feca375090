import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cmsUrl } from './cms-client';
import { seedCounts } from './seed-counts.mjs';

// scripts/test.mjs writes COUNTS_SNAPSHOT before it restarts the CMS on the same database.
describe('seeding on a second start', () => {
  it('adds nothing to a seeded database', async () => {
    const snapshotFile = process.env.COUNTS_SNAPSHOT;
    if (!snapshotFile) throw new Error('COUNTS_SNAPSHOT names the counts taken before the restart');
    const before = JSON.parse(readFileSync(snapshotFile, 'utf8'));
    expect(Object.keys(before).length).toBeGreaterThan(0);
    expect(await seedCounts(cmsUrl)).toEqual(before);
  });
});
