// `npm run backup` / `npm run restore` with the CMS on PostgreSQL, as `npm run start:cluster`
// runs it (decision 0044): pg_dump of a database with a row, pg_restore into an empty one.
// A throw-away PostgreSQL server of its own (Debian's postgresql, as the cluster's tests).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, restore, withDatabaseServer } from '../../scripts/lib/backup.mjs';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { freePort } from '../../scripts/lib/processes.mjs';
import { postgresBinDir } from '../../scripts/lib/system-packages.mjs';

const scratch = mkdtempSync(path.join(tmpdir(), 'zm-backup-pg-'));
// The servers run as the `postgres` user, who must reach their folders in here.
chmodSync(scratch, 0o755);
let server;
let port;

function sql(database, statement, { port: serverPort = port, password = '' } = {}) {
  const result = spawnSync(
    path.join(postgresBinDir(), 'psql'),
    [
      '-h',
      '127.0.0.1',
      '-p',
      String(serverPort),
      '-U',
      'postgres',
      '-d',
      database,
      '-tAc',
      statement,
    ],
    { encoding: 'utf8', env: { ...process.env, PGPASSWORD: password } },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
}

/** An installation on database `name` of the test server, its folders below the scratch dir. */
function install(name) {
  const dir = path.join(scratch, name);
  return {
    database: {
      client: 'postgres',
      connection: {
        url: null,
        host: '127.0.0.1',
        port,
        database: name,
        user: 'postgres',
        password: '',
        ssl: false,
      },
    },
    uploads: path.join(dir, 'uploads'),
    sites: [{ name: 'site', queue: path.join(dir, 'queue'), media: path.join(dir, 'media') }],
  };
}

beforeAll(async () => {
  port = await freePort();
  server = startPostgres({ port });
  sql('zentralmuseum', 'CREATE TABLE booking_requests (id serial PRIMARY KEY, reference text)');
  sql('zentralmuseum', "INSERT INTO booking_requests (reference) VALUES ('ZM-2026-0001')");
  sql('postgres', 'CREATE DATABASE restored');
}, 120_000);

afterAll(() => {
  server?.stop();
  rmSync(scratch, { recursive: true, force: true });
}, 120_000);

describe('a backup of the CMS on PostgreSQL', () => {
  it('is restored into an empty database, refused on a full one unless forced', async () => {
    const { archive, manifest } = await backup(install('zentralmuseum'), {
      dir: path.join(scratch, 'backups'),
    });
    expect(manifest.database).toEqual({ client: 'postgres', entry: 'database/cms.pgdump' });
    expect(manifest.parts.find((part) => part.name === 'database')).toMatchObject({
      from: `postgres@127.0.0.1:${port}/zentralmuseum`,
      tables: 1,
    });

    const target = install('restored');
    await restore(archive, target);
    expect(sql('restored', 'SELECT reference FROM booking_requests')).toBe('ZM-2026-0001');

    sql('restored', "INSERT INTO booking_requests (reference) VALUES ('ZM-LATER')");
    await expect(restore(archive, target)).rejects.toThrow(/not empty: 1 tables in/);
    await restore(archive, target, { force: true });
    expect(sql('restored', "SELECT string_agg(reference, ',') FROM booking_requests")).toBe(
      'ZM-2026-0001',
    );
  });
});

/** An installation like start:cluster's: its own PostgreSQL server in `name`, not running. */
async function clusterInstall(name) {
  const paths = install(name);
  const serverPort = await freePort();
  const password = `pw-${name}`;
  paths.database.connection = {
    ...paths.database.connection,
    port: serverPort,
    database: 'zentralmuseum',
    password,
  };
  paths.database.localServer = {
    dir: path.join(scratch, name, 'postgres'),
    port: serverPort,
    password,
  };
  const query = (statement) => sql('zentralmuseum', statement, { port: serverPort, password });
  return { paths, query };
}

describe('start:cluster’s own PostgreSQL server', () => {
  it('is started for the backup and for the restore, created for a fresh one, and stopped', async () => {
    const source = await clusterInstall('cluster-a');
    await expect(withDatabaseServer(source.paths, () => null)).rejects.toThrow(
      /no database of `npm run start:cluster`/,
    );
    await withDatabaseServer(
      source.paths,
      () => {
        source.query('CREATE TABLE booking_requests (id serial PRIMARY KEY, reference text)');
        source.query("INSERT INTO booking_requests (reference) VALUES ('ZM-CLUSTER-1')");
      },
      { create: true },
    );
    expect(() => source.query('SELECT 1')).toThrow();

    const { archive } = await withDatabaseServer(source.paths, () =>
      backup(source.paths, { dir: path.join(scratch, 'cluster-backups') }),
    );
    expect(() => source.query('SELECT 1')).toThrow();

    const target = await clusterInstall('cluster-b');
    await withDatabaseServer(target.paths, () => restore(archive, target.paths), { create: true });
    const restored = await withDatabaseServer(target.paths, () =>
      target.query('SELECT reference FROM booking_requests'),
    );
    expect(restored).toBe('ZM-CLUSTER-1');
  }, 300_000);
});
