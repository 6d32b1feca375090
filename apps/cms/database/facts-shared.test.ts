import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const knexFactory = require('knex');
const migration = require('./migrations/2026.11.29T13.00.00.facts-shared.js') as {
  SHARED: Record<string, [string, string[], string[]]>;
  up(knex: unknown): Promise<void>;
};

type Knex = ReturnType<typeof knexFactory>;
interface Table {
  increments(name: string): void;
  string(name: string): void;
  integer(name: string): void;
  boolean(name: string): void;
  date(name: string): void;
  datetime(name: string): void;
}
type Row = Record<string, unknown>;

const PUBLISHED = '2026-11-20 10:00:00';
const EXHIBITION = 'api::exhibition.exhibition';

describe('facts-shared migration (decision 0061: one value for both languages)', () => {
  let knex: Knex;
  let warnings: string[];

  beforeEach(async () => {
    knex = knexFactory({
      client: 'better-sqlite3',
      connection: { filename: ':memory:' },
      useNullAsDefault: true,
    });
    warnings = [];
    // The migration tells Strapi's log of what it overwrote.
    (globalThis as { strapi?: unknown }).strapi = {
      log: { warn: (message: string) => warnings.push(message) },
    };
    await knex.schema.createTable('exhibitions', (table: Table) => {
      table.increments('id');
      table.string('document_id');
      table.string('locale');
      table.datetime('published_at');
      table.string('type');
      table.string('variant');
      table.date('start_date');
      table.date('end_date');
      table.boolean('seasonal_color_required');
    });
    await knex.schema.createTable('files_related_mph', (table: Table) => {
      table.increments('id');
      table.integer('file_id');
      table.integer('related_id');
      table.string('related_type');
      table.string('field');
      table.integer('order');
    });
  });
  afterEach(async () => {
    delete (globalThis as { strapi?: unknown }).strapi;
    await knex.destroy();
  });

  const exhibition = (row: Row) =>
    knex('exhibitions').insert({
      type: 'temporary',
      variant: 'default',
      start_date: '2026-12-01',
      end_date: '2027-03-01',
      seasonal_color_required: false,
      published_at: null,
      ...row,
    });
  const link = (relatedId: number, field: string, fileIds: number[]) =>
    knex('files_related_mph').insert(
      fileIds.map((fileId, index) => ({
        file_id: fileId,
        related_id: relatedId,
        related_type: EXHIBITION,
        field,
        order: index + 1,
      })),
    );
  const dates = async () =>
    (await knex('exhibitions').select('id', 'start_date', 'end_date').orderBy('id')).map(
      (row: Row) => [row.id, row.start_date, row.end_date],
    );
  const files = async (relatedId: number, field: string) =>
    (
      await knex('files_related_mph')
        .where({ related_id: relatedId, related_type: EXHIBITION, field })
        .orderBy('order')
    ).map((row: Row) => row.file_id);

  it('gives the English version the German dates and logs what it overwrote', async () => {
    await exhibition({ id: 1, document_id: 'a', locale: 'de' });
    await exhibition({ id: 2, document_id: 'a', locale: 'en', start_date: '2026-12-02' });
    await exhibition({ id: 3, document_id: 'a', locale: 'de', published_at: PUBLISHED });
    await exhibition({ id: 4, document_id: 'a', locale: 'en', published_at: PUBLISHED });
    await migration.up(knex);
    expect(await dates()).toEqual([
      [1, '2026-12-01', '2027-03-01'],
      [2, '2026-12-01', '2027-03-01'],
      [3, '2026-12-01', '2027-03-01'],
      [4, '2026-12-01', '2027-03-01'],
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('exhibitions a (draft) start_date');
    expect(warnings[0]).toContain('"2026-12-02"');
    expect(warnings[0]).toContain("kept de's");
  });

  it('pairs drafts with drafts and published versions with published ones', async () => {
    await exhibition({ id: 1, document_id: 'a', locale: 'de', end_date: '2027-04-01' });
    await exhibition({ id: 2, document_id: 'a', locale: 'en' });
    await exhibition({ id: 3, document_id: 'a', locale: 'de', published_at: PUBLISHED });
    await exhibition({ id: 4, document_id: 'a', locale: 'en', published_at: PUBLISHED });
    await migration.up(knex);
    // The draft's new end date stays a draft until it is published.
    expect((await dates()).map(([, , end]: unknown[]) => end)).toEqual([
      '2027-04-01',
      '2027-04-01',
      '2027-03-01',
      '2027-03-01',
    ]);
  });

  it('takes the English value for both where German has none', async () => {
    await exhibition({ id: 1, document_id: 'a', locale: 'de', end_date: null });
    await exhibition({ id: 2, document_id: 'a', locale: 'en', end_date: '2027-05-31' });
    await link(2, 'image', [7]);
    await migration.up(knex);
    expect((await dates()).map(([, , end]: unknown[]) => end)).toEqual([
      '2027-05-31',
      '2027-05-31',
    ]);
    expect(await files(1, 'image')).toEqual([7]);
    expect(await files(2, 'image')).toEqual([7]);
    expect(warnings.join('\n')).toContain("de had none, took en's");
  });

  it('gives every locale the German image and gallery, in the German order', async () => {
    await exhibition({ id: 1, document_id: 'a', locale: 'de' });
    await exhibition({ id: 2, document_id: 'a', locale: 'en' });
    await exhibition({ id: 3, document_id: 'b', locale: 'de' });
    await exhibition({ id: 4, document_id: 'b', locale: 'en' });
    await link(1, 'image', [10]);
    await link(2, 'image', [11]);
    await link(1, 'gallery', [20, 21, 22]);
    await link(2, 'gallery', [22, 20]);
    await link(3, 'image', [30]);
    await link(4, 'image', [30]);
    await migration.up(knex);
    expect(await files(2, 'image')).toEqual([10]);
    expect(await files(2, 'gallery')).toEqual([20, 21, 22]);
    expect(await files(4, 'image')).toEqual([30]);
    expect(await files(1, 'gallery')).toEqual([20, 21, 22]);
    expect(warnings).toHaveLength(2);
    expect(warnings.join('\n')).toMatch(/image: en had files \[11\], de \[10\]; kept de's/);
  });

  it('leaves English-only documents and agreeing versions alone', async () => {
    await exhibition({ id: 1, document_id: 'a', locale: 'en', start_date: '2026-01-01' });
    await exhibition({ id: 2, document_id: 'b', locale: 'de' });
    await exhibition({ id: 3, document_id: 'b', locale: 'en' });
    await link(1, 'image', [5]);
    await migration.up(knex);
    expect((await dates())[0]).toEqual([1, '2026-01-01', '2027-03-01']);
    expect(await files(1, 'image')).toEqual([5]);
    expect(warnings).toEqual([]);
  });

  it('does nothing on a new database', async () => {
    await knex.schema.dropTable('exhibitions');
    await knex.schema.dropTable('files_related_mph');
    await expect(migration.up(knex)).resolves.toBeUndefined();
  });

  it('names every field the schemas no longer localize, and only those', () => {
    const api = path.join(import.meta.dirname, '..', 'src', 'api');
    for (const [table, [uid, columns, media]] of Object.entries(migration.SHARED)) {
      const name = uid.split('.').pop() as string;
      const schema = JSON.parse(
        readFileSync(path.join(api, name, 'content-types', name, 'schema.json'), 'utf8'),
      );
      expect(schema.collectionName).toBe(table);
      const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      const shared = Object.entries(
        schema.attributes as Record<
          string,
          { type: string; pluginOptions?: { i18n?: { localized?: boolean } } }
        >,
      ).filter(([, attribute]) => attribute.pluginOptions?.i18n?.localized === false);
      for (const column of [...columns, ...media]) {
        const found = shared.find(([field]) => snake(field) === column);
        expect(found, `${uid} ${column}`).toBeDefined();
      }
      for (const field of media) {
        const attribute = schema.attributes[field];
        expect(attribute.type, `${uid} ${field}`).toBe('media');
      }
    }
  });
});
