import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const knexFactory = require('knex');
const offerMigration = require('./migrations/2026.11.29T00.00.00.offer-duration-shared.js');

interface Row {
  id: number;
  document_id: string;
  locale: string;
  duration_minutes: number | null;
}
interface Columns {
  increments(name: string): void;
  string(name: string): void;
  integer(name: string): void;
  datetime(name: string): void;
}
type Knex = ReturnType<typeof knexFactory>;

const PUBLISHED = '2026-11-20 10:00:00';

describe('offer duration migration (one value for both languages)', () => {
  let knex: Knex;

  beforeEach(async () => {
    knex = knexFactory({
      client: 'better-sqlite3',
      connection: { filename: ':memory:' },
      useNullAsDefault: true,
    });
  });
  afterEach(() => knex.destroy());

  async function offers(rows: Omit<Row, 'id'>[], published: (string | null)[]) {
    await knex.schema.createTable('offers', (table: Columns) => {
      table.increments('id');
      table.string('document_id');
      table.string('locale');
      table.integer('duration_minutes');
      table.datetime('published_at');
    });
    await knex('offers').insert(
      rows.map((row, index) => ({ ...row, published_at: published[index] })),
    );
  }

  const durations = async () =>
    (await knex('offers').select('duration_minutes').orderBy('id')).map(
      (row: Row) => row.duration_minutes,
    );

  it('gives the English versions the German duration, drafts and published alike', async () => {
    await offers(
      [
        { document_id: 'a', locale: 'de', duration_minutes: 60 },
        { document_id: 'a', locale: 'en', duration_minutes: 45 },
        { document_id: 'a', locale: 'de', duration_minutes: 90 },
        { document_id: 'a', locale: 'en', duration_minutes: null },
      ],
      [null, null, PUBLISHED, PUBLISHED],
    );
    await offerMigration.up(knex);
    expect(await durations()).toEqual([60, 60, 90, 90]);
  });

  it('keeps the other languages where the German version has no duration or none exists', async () => {
    await offers(
      [
        { document_id: 'a', locale: 'de', duration_minutes: null },
        { document_id: 'a', locale: 'en', duration_minutes: 45 },
        { document_id: 'b', locale: 'en', duration_minutes: 30 },
        { document_id: 'c', locale: 'de', duration_minutes: 75 },
        { document_id: 'd', locale: 'en', duration_minutes: 20 },
      ],
      [null, null, null, PUBLISHED, PUBLISHED],
    );
    await offerMigration.up(knex);
    expect(await durations()).toEqual([null, 45, 30, 75, 20]);
  });

  it('does nothing on a new database or one without the column', async () => {
    await expect(offerMigration.up(knex)).resolves.toBeUndefined();
    await knex.schema.createTable('offers', (table: Columns) => {
      table.increments('id');
      table.string('document_id');
      table.string('locale');
      table.datetime('published_at');
    });
    await knex('offers').insert({ document_id: 'a', locale: 'de', published_at: null });
    await expect(offerMigration.up(knex)).resolves.toBeUndefined();
  });
});
