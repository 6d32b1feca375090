// `npm run backup` / `npm run restore` (issue #41, decision 0044) on a small installation in a
// temporary folder: a SQLite database with a row, an upload, queued and dead-lettered
// submissions, a resized image. Backed up, restored into an empty installation, compared.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBookingConfig } from '../../apps/web/app/features/booking/config.server';
import { backup, installPaths, restore } from '../../scripts/lib/backup.mjs';
import { clusterVarDir, cmsDir, webDir } from '../../scripts/lib/paths.mjs';
import { webStateEnv } from '../../scripts/lib/services.mjs';

const Database = createRequire(path.join(cmsDir, 'package.json'))('better-sqlite3');
const scratch = mkdtempSync(path.join(tmpdir(), 'zm-backup-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let installs = 0;
/** The paths of an installation below a new folder (nothing in it yet). */
function emptyInstall() {
  const dir = path.join(scratch, `install-${(installs += 1)}`);
  return {
    database: { client: 'sqlite', file: path.join(dir, 'cms', '.tmp', 'data.db') },
    uploads: path.join(dir, 'cms', 'public', 'uploads'),
    sites: [
      {
        name: 'site',
        queue: path.join(dir, 'web', 'booking-queue'),
        media: path.join(dir, 'web', 'media-cache'),
      },
    ],
  };
}

const put = (file, content) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
};

const uploadBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3, 250, 251]);
const request = JSON.stringify({ id: 'req-1', kind: 'booking', payload: { name: 'Ada' } });
const deadMail = JSON.stringify({ id: 'mail-9', lastError: '550 no such user' });

/** A small installation with content: one row, one upload, queue and dead letters, an image. */
function smallInstall() {
  const paths = emptyInstall();
  mkdirSync(path.dirname(paths.database.file), { recursive: true });
  const db = new Database(paths.database.file);
  db.exec('CREATE TABLE booking_requests (id INTEGER PRIMARY KEY, reference TEXT)');
  db.prepare('INSERT INTO booking_requests (reference) VALUES (?)').run('ZM-2026-0001');
  db.close();
  put(path.join(paths.uploads, 'dampfmaschine_a1b2.jpg'), uploadBytes);
  put(path.join(paths.uploads, '.gitkeep'), '');
  const site = paths.sites[0];
  put(path.join(site.queue, 'requests', 'req-1.json'), request);
  put(path.join(site.queue, 'dead-letter', 'mails', 'mail-9.json'), deadMail);
  // Being written by the site at this moment: not part of any backup.
  put(path.join(site.queue, 'requests', '.tmp-123-abcdef'), '{"half":');
  put(path.join(site.media, 'encoded', 'ab12', '640.avif'), 'AVIF');
  return paths;
}

const rows = (file) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT id, reference FROM booking_requests ORDER BY id').all();
  } finally {
    db.close();
  }
};

/** Every file below `dir` with its content, for comparing two installations. */
function tree(dir) {
  if (!existsSync(dir)) return {};
  const out = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      out[path.relative(dir, file)] = readFileSync(file).toString('base64');
    }
  return out;
}

const at = new Date('2026-11-28T15:30:12.345Z');
let archiveCount = 0;
/** A backup of `paths` into a folder of its own; the archive's path. */
async function backupOf(paths) {
  const dir = path.join(scratch, `backups-${(archiveCount += 1)}`);
  return (await backup(paths, { dir, now: at })).archive;
}

describe('npm run backup', () => {
  it('writes one dated, private archive with a manifest of what, from where, counts and checksums', async () => {
    const paths = smallInstall();
    const dir = path.join(scratch, 'backups-dated');
    const { archive, manifest } = await backup(paths, { dir, now: at });
    expect(path.basename(archive)).toBe('zm-backup-2026-11-28T153012Z.tar.gz');
    expect(statSync(archive).mode & 0o077).toBe(0);
    expect(readdirSync(dir)).toEqual([path.basename(archive)]);
    expect(manifest.database).toEqual({ client: 'sqlite', entry: 'database/cms.sqlite' });
    const part = (name) => manifest.parts.find((entry) => entry.name === name);
    expect(part('database')).toMatchObject({ from: paths.database.file, tables: 1 });
    expect(part('uploads')).toMatchObject({ from: paths.uploads, files: 1 });
    expect(part('sites/site/queue')).toMatchObject({
      from: paths.sites[0].queue,
      files: 2,
      jobs: { requests: 1, 'dead-letter/mails': 1 },
    });
    expect(part('sites/site/media')).toMatchObject({ files: 1 });
    expect(Object.keys(manifest.files).sort()).toEqual([
      'database/cms.sqlite',
      'sites/site/media/encoded/ab12/640.avif',
      'sites/site/queue/dead-letter/mails/mail-9.json',
      'sites/site/queue/requests/req-1.json',
      'uploads/dampfmaschine_a1b2.jpg',
    ]);
    expect(manifest.files['uploads/dampfmaschine_a1b2.jpg']).toEqual({
      sha256: createHash('sha256').update(uploadBytes).digest('hex'),
      bytes: uploadBytes.length,
    });
    // The manifest is in the archive, beside the data.
    const listing = spawnSync('tar', ['-tzf', archive], { encoding: 'utf8' }).stdout;
    expect(listing).toMatch(/^manifest\.json$/m);
    await expect(backup(paths, { dir, now: at })).rejects.toThrow(/exists already/);
  });

  it('copies a database a running CMS holds open, with what is still in its write-ahead log', async () => {
    const paths = smallInstall();
    const cms = new Database(paths.database.file);
    try {
      cms.pragma('journal_mode = WAL');
      cms.pragma('wal_autocheckpoint = 0');
      cms.prepare('INSERT INTO booking_requests (reference) VALUES (?)').run('ZM-2026-0002');
      // A plain copy of the file would miss the new row: it is only in data.db-wal so far.
      const copy = path.join(scratch, 'plain-copy.db');
      copyFileSync(paths.database.file, copy);
      expect(rows(copy)).toHaveLength(1);
      const archive = await backupOf(paths);
      const target = emptyInstall();
      await restore(archive, target);
      expect(rows(target.database.file).map((row) => row.reference)).toEqual([
        'ZM-2026-0001',
        'ZM-2026-0002',
      ]);
    } finally {
      cms.close();
    }
  });
});

describe('npm run restore', () => {
  it('brings a backup back into an empty installation', async () => {
    const source = smallInstall();
    const archive = await backupOf(source);
    const target = emptyInstall();
    await restore(archive, target);
    expect(rows(target.database.file)).toEqual(rows(source.database.file));
    expect(readFileSync(path.join(target.uploads, 'dampfmaschine_a1b2.jpg'))).toEqual(uploadBytes);
    const { '.gitkeep': _placeholder, ...uploads } = tree(source.uploads);
    expect(tree(target.uploads)).toEqual(uploads);
    const { 'requests/.tmp-123-abcdef': _half, ...queue } = tree(source.sites[0].queue);
    expect(tree(target.sites[0].queue)).toEqual(queue);
    expect(tree(target.sites[0].media)).toEqual(tree(source.sites[0].media));
    expect(statSync(target.sites[0].queue).mode & 0o077).toBe(0);
  });

  it('refuses a non-empty installation unless forced, and then replaces it whole', async () => {
    const archive = await backupOf(smallInstall());
    const target = smallInstall();
    const db = new Database(target.database.file);
    db.prepare('INSERT INTO booking_requests (reference) VALUES (?)').run('ZM-LATER');
    db.close();
    put(path.join(target.sites[0].queue, 'requests', 'req-later.json'), '{}');
    put(path.join(target.uploads, 'later.png'), 'png');
    await expect(restore(archive, target)).rejects.toThrow(
      /not empty: the database .*data\.db.*--force\. Nothing was restored/,
    );
    expect(rows(target.database.file)).toHaveLength(2);

    await restore(archive, target, { force: true });
    expect(rows(target.database.file).map((row) => row.reference)).toEqual(['ZM-2026-0001']);
    expect(existsSync(path.join(target.sites[0].queue, 'requests', 'req-later.json'))).toBe(false);
    expect(existsSync(path.join(target.uploads, 'later.png'))).toBe(false);
    // git's placeholder in the uploads folder stays.
    expect(existsSync(path.join(target.uploads, '.gitkeep'))).toBe(true);
  });

  it('refuses a corrupted archive with a clear message and restores nothing', async () => {
    const archive = await backupOf(smallInstall());
    const bytes = readFileSync(archive);
    for (let index = 40; index < 60; index += 1)
      bytes[Math.floor(bytes.length / 2) + index] ^= 0xa5;
    const corrupted = path.join(scratch, 'corrupted.tar.gz');
    writeFileSync(corrupted, bytes);
    const target = emptyInstall();
    await expect(restore(corrupted, target)).rejects.toThrow(
      /corrupted\.tar\.gz is damaged \(.*gzip: .+\); nothing was restored$/,
    );
    const truncated = path.join(scratch, 'truncated.tar.gz');
    writeFileSync(truncated, readFileSync(archive).subarray(0, 200));
    await expect(restore(truncated, target)).rejects.toThrow(/truncated\.tar\.gz is damaged/);
    const notOurs = path.join(scratch, 'other.tar.gz');
    spawnSync('tar', ['-czf', notOurs, '-C', path.dirname(target.uploads), '.']);
    await expect(restore(notOurs, target)).rejects.toThrow(
      /other\.tar\.gz is not a backup of this site \(no readable manifest\.json\)/,
    );
    expect(existsSync(target.database.file)).toBe(false);
    expect(tree(target.uploads)).toEqual({});
  });

  it('refuses an archive whose files do not match the manifest’s checksums', async () => {
    const archive = await backupOf(smallInstall());
    const unpacked = mkdtempSync(path.join(scratch, 'unpacked-'));
    spawnSync('tar', ['-xzf', archive, '-C', unpacked]);
    writeFileSync(path.join(unpacked, 'uploads', 'dampfmaschine_a1b2.jpg'), 'changed');
    const changed = path.join(scratch, 'changed.tar.gz');
    spawnSync('tar', ['-czf', changed, '-C', unpacked, '.']);
    const target = emptyInstall();
    await expect(restore(changed, target)).rejects.toThrow(
      /checksum mismatch for uploads\/dampfmaschine_a1b2\.jpg\); nothing was restored/,
    );
    expect(existsSync(target.database.file)).toBe(false);

    // A file smuggled in beside the listed ones.
    writeFileSync(path.join(unpacked, 'uploads', 'dampfmaschine_a1b2.jpg'), uploadBytes);
    put(path.join(unpacked, 'uploads', 'extra.js'), 'alert(1)');
    const extended = path.join(scratch, 'extended.tar.gz');
    spawnSync('tar', ['-czf', extended, '-C', unpacked, '.']);
    await expect(restore(extended, target)).rejects.toThrow(/does not list: uploads\/extra\.js/);
  });

  it('refuses an archive of another kind of database', async () => {
    const archive = await backupOf(smallInstall());
    const target = emptyInstall();
    target.database = { client: 'postgres', connection: {} };
    await expect(restore(archive, target)).rejects.toThrow(
      /holds a sqlite database, this installation uses postgres/,
    );
  });

  it('puts the queue of a site the installation does not have into its first site', async () => {
    const source = smallInstall();
    source.sites[0].name = 'site-3';
    const archive = await backupOf(source);
    const target = emptyInstall();
    await restore(archive, target);
    expect(existsSync(path.join(target.sites[0].queue, 'requests', 'req-1.json'))).toBe(true);
  });
});

describe('the installation of `npm start`', () => {
  it('is where the start scripts and the site keep it', () => {
    const paths = installPaths({ env: {} });
    expect(paths.database).toEqual({
      client: 'sqlite',
      file: path.join(cmsDir, '.tmp', 'data.db'),
    });
    expect(paths.uploads).toBe(path.join(cmsDir, 'public', 'uploads'));
    // The site's own reading of its queue folder, and its media cache (server/app.ts).
    expect(paths.sites).toEqual([
      {
        name: 'site',
        queue: readBookingConfig({}, webDir).queueDir,
        media: path.join(webDir, 'var', 'media-cache'),
      },
    ]);
  });

  it('follows the variables `npm start` passes on', () => {
    const env = {
      DATABASE_FILENAME: '/srv/zm/data.db',
      PUBLIC_DIR: '/srv/zm/public',
      BOOKING_QUEUE_DIR: '/srv/zm/queue',
      MEDIA_CACHE_DIR: '/srv/zm/media',
    };
    const paths = installPaths({ env });
    expect(paths.database.file).toBe('/srv/zm/data.db');
    expect(paths.uploads).toBe('/srv/zm/public/uploads');
    expect(paths.sites[0]).toMatchObject({ queue: '/srv/zm/queue', media: '/srv/zm/media' });
    expect(paths.sites[0].queue).toBe(readBookingConfig(env, webDir).queueDir);
    const postgres = installPaths({
      env: { DATABASE_CLIENT: 'postgres', DATABASE_HOST: 'db', DATABASE_PASSWORD: 'pw' },
    });
    expect(postgres.database.connection).toMatchObject({ host: 'db', port: 5432, password: 'pw' });
  });

  it('leaves out only the demo mail outbox and the collection index of the site’s state folders', () => {
    // Every folder the site keeps (webStateEnv lists them all, tests/unit/web-state.test.ts).
    const kept = Object.keys(webStateEnv('/x'));
    const site = installPaths({ env: webStateEnv('/x') }).sites[0];
    const covered = kept.filter((name) => Object.values(site).includes(webStateEnv('/x')[name]));
    // The collection index is a copy of the CMS that every start makes again (decision 0068).
    expect(kept.filter((name) => !covered.includes(name))).toEqual([
      'MAIL_OUTBOX_DIR',
      'COLLECTION_INDEX_DIR',
    ]);
  });

  it('has the cluster’s site processes each with its own state folder', () => {
    const paths = installPaths({
      env: { CLUSTER_PROCESSES: '2', DATABASE_HOST: 'db', DATABASE_CLIENT: 'postgres' },
      cluster: true,
    });
    expect(paths.database.client).toBe('postgres');
    for (const site of paths.sites) {
      const state = webStateEnv(path.join(clusterVarDir, site.name));
      expect(site).toMatchObject({
        queue: state.BOOKING_QUEUE_DIR,
        media: state.MEDIA_CACHE_DIR,
      });
    }
  });
});
