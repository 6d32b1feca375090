// `npm run backup` and `npm run restore` (issue #41, decision 0044): everything an installation
// of `npm start` or `npm run start:cluster` keeps that is not in git or rebuilt by itself, in one
// dated archive with a manifest, and back. `installPaths()` says where that lies, from the same
// path helpers and environment variables as the start scripts; `backup(paths)` and
// `restore(archive, paths)` take any such description (the tests and the drill use their own).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { backupsDir, clusterVarDir, cmsDir, secretsFile, webDir } from './paths.mjs';
import { startLocalPostgres } from './postgres.mjs';
import { webStateEnv } from './services.mjs';
import { postgresBinDir } from './system-packages.mjs';

export const FORMAT = 'zentralmuseum-backup';
export const VERSION = 1;

const SQLITE_ENTRY = 'database/cms.sqlite';
const POSTGRES_ENTRY = 'database/cms.pgdump';
const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

// ---------------------------------------------------------------------------------------------
// Where an installation keeps its state

/** The site's state folders below `stateDir` (webStateEnv: the layout the site's server uses). */
function siteState(name, stateDir, env = {}) {
  const defaults = webStateEnv(stateDir);
  return {
    name,
    // The submissions queue: requests/, mails/ and dead-letter/ (booking requests, barrier reports).
    queue: path.resolve(webDir, env.BOOKING_QUEUE_DIR || defaults.BOOKING_QUEUE_DIR),
    // The resized images (server/media.ts); rebuilt on demand, kept so a restore starts warm.
    media: path.resolve(webDir, env.MEDIA_CACHE_DIR || defaults.MEDIA_CACHE_DIR),
  };
}

function readSecret(name) {
  try {
    const value = JSON.parse(readFileSync(secretsFile, 'utf8'))[name];
    if (typeof value === 'string' && value) return value;
  } catch {
    // reported below
  }
  throw new Error(`${secretsFile} has no ${name}: has \`npm run start:cluster\` run here?`);
}

function postgresFromEnv(env) {
  return {
    client: 'postgres',
    connection: {
      url: env.DATABASE_URL || null,
      host: env.DATABASE_HOST || 'localhost',
      port: Number(env.DATABASE_PORT || 5432),
      database: env.DATABASE_NAME || 'strapi',
      user: env.DATABASE_USERNAME || 'strapi',
      password: env.DATABASE_PASSWORD ?? 'strapi',
      ssl: env.DATABASE_SSL === 'true',
    },
  };
}

/**
 * Where the installation started by `npm start` (or, with `cluster`, `npm run start:cluster`) in
 * `env` keeps its database, the CMS's uploads and each site process's queue and media cache.
 */
export function installPaths({ env = process.env, cluster = false } = {}) {
  const uploads = path.join(path.resolve(cmsDir, env.PUBLIC_DIR || 'public'), 'uploads');
  if (!cluster) {
    const client = env.DATABASE_CLIENT || 'sqlite';
    let database;
    if (client === 'sqlite')
      database = {
        client,
        file: path.resolve(cmsDir, env.DATABASE_FILENAME || '.tmp/data.db'),
      };
    else if (client === 'postgres') database = postgresFromEnv(env);
    else throw new Error(`DATABASE_CLIENT=${client}: backups know sqlite and postgres`);
    return { database, uploads, sites: [siteState('site', path.join(webDir, 'var'), env)] };
  }
  // start:cluster: DATABASE_* of the operator's server, else its own PostgreSQL in var/cluster.
  let database;
  if (env.DATABASE_HOST || env.DATABASE_URL) database = postgresFromEnv(env);
  else {
    const port = Number(env.CLUSTER_DATABASE_PORT || 55432);
    const password = readSecret('POSTGRES_PASSWORD');
    database = {
      client: 'postgres',
      connection: {
        url: null,
        host: '127.0.0.1',
        port,
        database: 'zentralmuseum',
        user: 'postgres',
        password,
        ssl: false,
      },
      localServer: { dir: path.join(clusterVarDir, 'postgres'), port, password },
    };
  }
  // Each site process keeps its own state in var/cluster/site-N (scripts/lib/cluster.mjs).
  const existing = existsSync(clusterVarDir)
    ? readdirSync(clusterVarDir)
        .filter((name) => /^site-\d+$/.test(name))
        .sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)))
    : [];
  const processes = Math.max(1, Number(env.CLUSTER_PROCESSES) || cpus().length);
  const names = existing.length
    ? existing
    : Array.from({ length: processes }, (_, index) => `site-${index + 1}`);
  return {
    database,
    uploads,
    sites: names.map((name) => siteState(name, path.join(clusterVarDir, name))),
  };
}

// ---------------------------------------------------------------------------------------------
// Files

/** A file another process is writing (queue and media cache write beside and rename). */
const isTemporary = (name) => name.startsWith('.tmp-') || name.endsWith('.tmp');

/** Relative paths of the regular files below `dir` (none when it is missing), sorted. */
function listFiles(dir, skip = () => false, prefix = '') {
  let entries;
  try {
    entries = readdirSync(path.join(dir, prefix), { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => !skip(entry.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const relative = path.join(prefix, entry.name);
      if (entry.isDirectory()) return listFiles(dir, skip, relative);
      return entry.isFile() ? [relative] : [];
    });
}

/**
 * Copies the regular files below `from` to `to` (new folders with `mode`); a file gone meanwhile
 * is left out.
 */
function copyTree(from, to, { skip, mode = 0o755 } = {}) {
  const copied = [];
  for (const relative of listFiles(from, skip)) {
    const target = path.join(to, relative);
    mkdirSync(path.dirname(target), { recursive: true, mode });
    try {
      copyFileSync(path.join(from, relative), target);
      copied.push(relative);
    } catch (error) {
      // A queue job finished (it is in the database, copied after the queues) or a cache file
      // replaced between listing and copying.
      if (error.code !== 'ENOENT') throw error;
    }
  }
  return copied;
}

function sha256(file) {
  const hash = createHash('sha256');
  const buffer = Buffer.alloc(1 << 20);
  const fd = openSync(file, 'r');
  let bytes = 0;
  try {
    for (let read; (read = readSync(fd, buffer, 0, buffer.length, null)) > 0; bytes += read)
      hash.update(buffer.subarray(0, read));
  } finally {
    closeSync(fd);
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** Empties `dir` but for git's placeholder (apps/cms/public/uploads/.gitkeep is in git). */
function emptyFolder(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir))
    if (name !== '.gitkeep') rmSync(path.join(dir, name), { recursive: true, force: true });
}

function tar(args, what) {
  const result = spawnSync('tar', args, { encoding: 'utf8', maxBuffer: 256 << 20 });
  if (result.error) throw new Error(`${what}: tar could not run (${result.error.message})`);
  if (result.status !== 0) throw new Error(`${what}: ${result.stderr.trim() || 'tar failed'}`);
  return result.stdout;
}

// ---------------------------------------------------------------------------------------------
// Databases

/** better-sqlite3 as the CMS has it (the library Strapi itself opens the file with). */
function openSqlite(file, options) {
  const Database = createRequire(path.join(cmsDir, 'package.json'))('better-sqlite3');
  return new Database(file, options);
}

/** Connection of the PostgreSQL tools: the database argument and PG* variables. */
function postgresTool(connection, name) {
  const bin = postgresBinDir();
  const command = bin ? path.join(bin, name) : name;
  if (connection.url) return { command, target: connection.url, env: process.env };
  return {
    command,
    target: connection.database,
    env: {
      ...process.env,
      PGHOST: connection.host,
      PGPORT: String(connection.port),
      PGUSER: connection.user,
      PGPASSWORD: connection.password,
      ...(connection.ssl ? { PGSSLMODE: 'require' } : {}),
    },
  };
}

function runPostgres(connection, name, args, what) {
  const tool = postgresTool(connection, name);
  const result = spawnSync(tool.command, [...args, '--dbname', tool.target], {
    encoding: 'utf8',
    env: tool.env,
    maxBuffer: 64 << 20,
  });
  if (result.error) throw new Error(`${what}: ${name} could not run (${result.error.message})`);
  if (result.status !== 0) throw new Error(`${what}: ${result.stderr.trim() || `${name} failed`}`);
  return result.stdout;
}

/** Where a backup's database comes from, for the manifest (never its password). */
function describeDatabase(database) {
  if (database.client === 'sqlite') return database.file;
  const { url, host, port, database: name, user } = database.connection;
  return url ? url.replace(/\/\/[^@/]*@/, '//') : `${user}@${host}:${port}/${name}`;
}

/**
 * A consistent copy of the database in `staging`, taken while the CMS may be writing: SQLite's
 * online backup (pages copied under SQLite's own locking, the WAL included), or pg_dump (one
 * snapshot of a running server).
 */
async function backupDatabase(database, staging) {
  if (database.client === 'sqlite') {
    if (!existsSync(database.file)) throw new Error(`no database at ${database.file}`);
    const target = path.join(staging, SQLITE_ENTRY);
    mkdirSync(path.dirname(target), { recursive: true });
    const source = openSqlite(database.file, {
      readonly: true,
      fileMustExist: true,
      timeout: 30_000,
    });
    try {
      await source.backup(target);
    } finally {
      source.close();
    }
    const copy = openSqlite(target, { readonly: true });
    try {
      const { tables } = copy
        .prepare("SELECT count(*) AS tables FROM sqlite_master WHERE type = 'table'")
        .get();
      return { entry: SQLITE_ENTRY, tables };
    } finally {
      copy.close();
    }
  }
  const target = path.join(staging, POSTGRES_ENTRY);
  mkdirSync(path.dirname(target), { recursive: true });
  runPostgres(database.connection, 'pg_dump', ['--format=custom', '--file', target], 'pg_dump');
  return { entry: POSTGRES_ENTRY, tables: postgresTables(database.connection) };
}

function postgresTables(connection) {
  const sql =
    "SELECT count(*) FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')";
  return Number(runPostgres(connection, 'psql', ['-tAc', sql], 'psql').trim());
}

// ---------------------------------------------------------------------------------------------
// Backup

/** 2026-11-28T153012Z: sortable, no colons (file systems, tar's host:file syntax). */
export function backupStamp(date) {
  return `${date.toISOString().slice(0, 19).replaceAll(':', '')}Z`;
}

/**
 * Writes one archive `zm-backup-<UTC time>.tar.gz` (mode 600) into `dir` with the installation
 * `paths` describes: each site's submissions queue (with its dead letters), then the database,
 * then the CMS's uploads, then each site's media cache, and `manifest.json` (what, from where,
 * counts, a SHA-256 per file). The order keeps it whole while the servers run: a submission
 * that leaves the queue after its copy is in the database copied next; every file the database
 * copy names was uploaded before the uploads are copied. Returns `{ archive, manifest }`.
 */
export async function backup(paths, { dir = backupsDir, now = new Date(), log = () => {} } = {}) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const archive = path.join(dir, `zm-backup-${backupStamp(now)}.tar.gz`);
  if (existsSync(archive)) throw new Error(`${archive} exists already`);
  const partial = `${archive}.partial`;
  const staging = mkdtempSync(path.join(dir, '.zm-backup-staging-'));
  try {
    const parts = [];
    const copyPart = (name, from, skip, extra = () => ({})) => {
      const files = copyTree(from, path.join(staging, name), { skip });
      parts.push({ name, from, files: files.length, ...extra(files) });
      log(`${name}: ${files.length} files from ${from}`);
    };
    for (const site of paths.sites) {
      if (!SAFE_NAME.test(site.name)) throw new Error(`unusable site name ${site.name}`);
      copyPart(`sites/${site.name}/queue`, site.queue, isTemporary, (files) => ({
        // Jobs per folder: requests, mails, dead-letter/requests, dead-letter/mails.
        jobs: countBy(files.map((file) => path.dirname(file))),
      }));
    }
    const database = await backupDatabase(paths.database, staging);
    parts.push({
      name: 'database',
      client: paths.database.client,
      from: describeDatabase(paths.database),
      files: 1,
      tables: database.tables,
    });
    log(`database: ${paths.database.client}, ${database.tables} tables`);
    copyPart('uploads', paths.uploads, (name) => name === '.gitkeep');
    for (const site of paths.sites) copyPart(`sites/${site.name}/media`, site.media, isTemporary);

    const files = {};
    let bytes = 0;
    for (const relative of listFiles(staging)) {
      files[relative] = sha256(path.join(staging, relative));
      bytes += files[relative].bytes;
    }
    const manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: now.toISOString(),
      host: hostname(),
      database: { client: paths.database.client, entry: database.entry },
      parts,
      totals: { files: Object.keys(files).length, bytes },
      files,
    };
    writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
    const entries = readdirSync(staging).sort();
    tar(
      ['--create', '--gzip', '--file', partial, '--directory', staging, '--sort=name'].concat(
        ['--owner=0', '--group=0', '--numeric-owner', '--'],
        entries,
      ),
      'writing the archive',
    );
    chmodSync(partial, 0o600);
    renameSync(partial, archive);
    return { archive, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}

function countBy(values) {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

// ---------------------------------------------------------------------------------------------
// Restore

/** Unpacks `archive` into `staging` and checks it against its manifest; returns the manifest. */
function unpackChecked(archive, staging) {
  // One line of what tar and gzip said: gzip's own when there is one (it names the damage).
  const damaged = (detail, what = 'is damaged') => {
    const lines = detail.split('\n').filter((line) => line.trim());
    const line = lines.find((candidate) => /gzip:/.test(candidate)) ?? lines[0];
    return new Error(`${archive} ${what} (${line}); nothing was restored`);
  };
  let names;
  try {
    names = tar(['--list', '--gzip', '--file', archive], 'reading the archive')
      .split('\n')
      .filter(Boolean);
  } catch (error) {
    throw damaged(error.message);
  }
  for (const name of names) {
    const parts = name.split('/');
    if (path.isAbsolute(name) || parts.includes('..')) throw damaged(`unsafe path ${name}`);
  }
  try {
    tar(
      ['--extract', '--gzip', '--file', archive, '--directory', staging, '--no-same-owner'],
      'unpacking the archive',
    );
  } catch (error) {
    throw damaged(error.message);
  }
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(staging, 'manifest.json'), 'utf8'));
  } catch {
    throw damaged('no readable manifest.json', 'is not a backup of this site');
  }
  if (manifest?.format !== FORMAT || manifest.version !== VERSION || !manifest.files)
    throw damaged(
      `its manifest is ${manifest?.format} ${manifest?.version}, not ${FORMAT} ${VERSION}`,
      'is not a backup of this site',
    );

  // Exactly the files the manifest lists, each with its size and SHA-256; nothing else.
  const walk = (relative) =>
    readdirSync(path.join(staging, relative)).flatMap((name) => {
      const entry = path.join(relative, name);
      const stat = lstatSync(path.join(staging, entry));
      if (stat.isDirectory()) return walk(entry);
      if (!stat.isFile()) throw damaged(`${entry} is not a plain file`);
      return [entry];
    });
  const found = walk('').filter((file) => file !== 'manifest.json');
  const listed = Object.keys(manifest.files);
  const unlisted = found.filter((file) => !(file in manifest.files));
  if (unlisted.length) throw damaged(`files the manifest does not list: ${unlisted.join(', ')}`);
  const missing = listed.filter((file) => !found.includes(file));
  if (missing.length) throw damaged(`files the manifest lists are missing: ${missing.join(', ')}`);
  for (const file of listed) {
    const actual = sha256(path.join(staging, file));
    const expected = manifest.files[file];
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes)
      throw damaged(`checksum mismatch for ${file}`);
  }
  const entry = manifest.database?.entry;
  if (![SQLITE_ENTRY, POSTGRES_ENTRY].includes(entry) || !found.includes(entry))
    throw damaged('no database in it');
  for (const file of listed) {
    const [top, site, kind] = file.split('/');
    const known =
      top === 'database' ||
      top === 'uploads' ||
      (top === 'sites' && SAFE_NAME.test(site) && ['queue', 'media'].includes(kind));
    if (!known) throw damaged(`unexpected entry ${file}`);
  }
  return manifest;
}

/** What the installation already holds, as short descriptions (empty: nothing). */
function contentsOf(paths) {
  const held = [];
  const { database } = paths;
  if (database.client === 'sqlite') {
    if (existsSync(database.file) && lstatSync(database.file).size > 0)
      held.push(`the database ${database.file}`);
  } else {
    const tables = postgresTables(database.connection);
    if (tables > 0) held.push(`${tables} tables in ${describeDatabase(database)}`);
  }
  const count = (dir, skip) => listFiles(dir, skip).length;
  const uploads = count(paths.uploads, (name) => name === '.gitkeep');
  if (uploads) held.push(`${uploads} files in ${paths.uploads}`);
  for (const site of paths.sites)
    for (const dir of [site.queue, site.media]) {
      const files = count(dir, () => false);
      if (files) held.push(`${files} files in ${dir}`);
    }
  return held;
}

/**
 * Brings the archive back into the installation `paths` describes. It is checked first (gzip,
 * every file against the manifest's SHA-256, no paths outside it, the same kind of database);
 * an installation that holds anything is refused unless `force`, which replaces it (the database
 * and each folder emptied first, so nothing of the old state is delivered or served again). The
 * servers must be stopped. Sites of the archive that `paths` does not have (another number of
 * cluster processes) go into the first site's folders: job files have unique names.
 */
export async function restore(
  archive,
  paths,
  { force = false, log = () => {}, scratchDir = tmpdir() } = {},
) {
  if (!existsSync(archive)) throw new Error(`no archive at ${archive}`);
  const staging = mkdtempSync(path.join(scratchDir, 'zm-restore-'));
  try {
    const manifest = unpackChecked(archive, staging);
    log(`${archive}: ${manifest.totals?.files} files, checksums match (${manifest.createdAt})`);
    if (manifest.database.client !== paths.database.client)
      throw new Error(
        `${archive} holds a ${manifest.database.client} database, this installation uses ${paths.database.client}; nothing was restored`,
      );
    const held = contentsOf(paths);
    if (held.length && !force)
      throw new Error(
        `The installation is not empty: ${held.join('; ')}. Restoring would replace it: stop the servers and run again with --force. Nothing was restored.`,
      );

    // The database.
    const staged = path.join(staging, manifest.database.entry);
    if (paths.database.client === 'sqlite') {
      const { file } = paths.database;
      mkdirSync(path.dirname(file), { recursive: true });
      const incoming = `${file}.restoring`;
      copyFileSync(staged, incoming);
      // The old file's journal must not be applied to the restored one.
      for (const suffix of ['-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true });
      renameSync(incoming, file);
    } else {
      runPostgres(
        paths.database.connection,
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          ...(force ? ['--clean', '--if-exists'] : []),
          staged,
        ],
        'pg_restore',
      );
    }
    log(`database: restored into ${describeDatabase(paths.database)}`);

    // Folders, emptied first.
    emptyFolder(paths.uploads);
    for (const site of paths.sites) for (const dir of [site.queue, site.media]) emptyFolder(dir);
    mkdirSync(paths.uploads, { recursive: true });
    const uploads = copyTree(path.join(staging, 'uploads'), paths.uploads);
    log(`uploads: ${uploads.length} files into ${paths.uploads}`);
    const archivedSites = existsSync(path.join(staging, 'sites'))
      ? readdirSync(path.join(staging, 'sites')).sort()
      : [];
    for (const name of archivedSites) {
      const site = paths.sites.find((candidate) => candidate.name === name) ?? paths.sites[0];
      for (const kind of ['queue', 'media']) {
        // The queue holds personal data: its folders are the owner's only, as the site makes them.
        const mode = kind === 'queue' ? 0o700 : 0o755;
        mkdirSync(site[kind], { recursive: true, mode });
        const files = copyTree(path.join(staging, 'sites', name, kind), site[kind], { mode });
        log(`sites/${name}/${kind}: ${files.length} files into ${site[kind]}`);
      }
    }
    return { manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// start:cluster's own PostgreSQL

function answers({ port }) {
  const bin = postgresBinDir();
  const command = bin ? path.join(bin, 'pg_isready') : 'pg_isready';
  return spawnSync(command, ['-h', '127.0.0.1', '-p', String(port)]).status === 0;
}

/**
 * Runs `work` while the database of `paths` can be reached. The PostgreSQL server of
 * `npm run start:cluster` (var/cluster/postgres) is used as it runs, or started for the while
 * (created when missing, for a restore into a fresh checkout) and stopped again.
 */
export async function withDatabaseServer(paths, work, { create = false } = {}) {
  const server = paths.database.localServer;
  if (!server || answers(server)) return work();
  if (!create && !existsSync(path.join(server.dir, 'data')))
    throw new Error(`no database of \`npm run start:cluster\` in ${server.dir}`);
  const postgres = startLocalPostgres(server);
  try {
    return await work();
  } finally {
    postgres.stop();
  }
}
