import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const knexFactory = require('knex');
const eventMigration = require('./migrations/2026.11.25T00.00.00.event-status.js');

interface Row {
  status?: string;
  event_status?: string | null;
}
interface Columns {
  increments(name: string): void;
  string(name: string): void;
  datetime(name: string): void;
}
type Knex = ReturnType<typeof knexFactory>;

describe('event status migration (status → event_status)', () => {
  let knex: Knex;

  beforeEach(async () => {
    knex = knexFactory({
      client: 'better-sqlite3',
      connection: { filename: ':memory:' },
      useNullAsDefault: true,
    });
  });
  afterEach(() => knex.destroy());

  async function eventsWithStatus() {
    await knex.schema.createTable('events', (table: Columns) => {
      table.increments('id');
      table.string('status');
      table.datetime('published_at');
    });
    await knex('events').insert([
      { status: 'cancelled', published_at: null },
      { status: 'cancelled', published_at: '2026-11-20 10:00:00' },
      { status: 'postponed', published_at: null },
      { status: 'scheduled', published_at: '2026-11-20 10:00:00' },
    ]);
  }

  it('copies every row, draft and published, into the new column', async () => {
    await eventsWithStatus();
    await eventMigration.up(knex);
    const rows = await knex('events').select('status', 'event_status').orderBy('id');
    expect(rows.map((row: Row) => row.event_status)).toEqual(rows.map((row: Row) => row.status));
  });

  it('keeps a value already in the new column when it runs again', async () => {
    await eventsWithStatus();
    await eventMigration.up(knex);
    await knex('events').where({ id: 1 }).update({ event_status: 'scheduled' });
    await eventMigration.up(knex);
    expect((await knex('events').where({ id: 1 }).first()).event_status).toBe('scheduled');
  });

  it('does nothing on a new database or one already past the rename', async () => {
    await expect(eventMigration.up(knex)).resolves.toBeUndefined();
    await knex.schema.createTable('events', (table: Columns) => {
      table.increments('id');
      table.string('event_status');
    });
    await eventMigration.up(knex);
    expect(await knex.schema.hasColumn('events', 'status')).toBe(false);
  });
});
