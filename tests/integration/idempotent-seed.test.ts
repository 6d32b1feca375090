import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countOf } from './cms-client';

// Run twice by scripts/test.mjs: before and after a restart of the CMS on the same database.
const snapshotFile = process.env.COUNTS_SNAPSHOT;
const collections = ['exhibitions', 'events', 'offers', 'digital-offers', 'press-releases', 'pages', 'categories'];

async function counts() {
  const result: Record<string, number> = {};
  for (const collection of collections) {
    for (const locale of ['de', 'en'] as const) result[`${collection}/${locale}`] = await countOf(collection, locale);
  }
  return result;
}

describe.runIf(snapshotFile)('seeding on a second start', () => {
  it('adds nothing to a seeded database', async () => {
    const now = await counts();
    if (!existsSync(snapshotFile!)) {
      writeFileSync(snapshotFile!, JSON.stringify(now));
      return;
    }
    expect(now).toEqual(JSON.parse(readFileSync(snapshotFile!, 'utf8')));
  });
});
