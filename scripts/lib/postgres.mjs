// A throw-away PostgreSQL server on a loopback port with its own data directory.
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresBinDir } from './system-packages.mjs';

// The PostgreSQL server refuses to run as root; then it runs as the `postgres` system user.
function asServerUser(command, args) {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

export function startPostgres({ port = 55433, database = 'zentralmuseum' } = {}) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian package postgresql)');
  const dir = mkdtempSync(path.join(tmpdir(), 'zm-postgres-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  asServerUser(`${bin}/initdb`, [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  asServerUser(`${bin}/pg_ctl`, [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    'start',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
  ]);
  const server = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'];
  asServerUser(`${bin}/createdb`, [...server, database]);
  const env = {
    DATABASE_CLIENT: 'postgres',
    DATABASE_HOST: '127.0.0.1',
    DATABASE_PORT: String(port),
    DATABASE_NAME: database,
    DATABASE_USERNAME: 'postgres',
    DATABASE_PASSWORD: '',
    DATABASE_SSL: 'false',
  };
  return {
    env,
    /** A copy of the database as it is now, named `name` (dumped while in use); its variables. */
    copy(name) {
      const dump = path.join(dir, `${name}.dump`);
      asServerUser(`${bin}/pg_dump`, [...server, '-Fc', '-f', dump, database]);
      asServerUser(`${bin}/createdb`, [...server, name]);
      asServerUser(`${bin}/pg_restore`, [...server, '-d', name, dump]);
      return { ...env, DATABASE_NAME: name };
    },
    stop() {
      try {
        asServerUser(`${bin}/pg_ctl`, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A PostgreSQL server of this checkout that keeps its data in `dir` (created with initdb on the
 * first start, password auth for `postgres` with `password`), on a loopback port; stop() leaves
 * the data for the next start. For `npm run start:cluster`.
 */
export function startLocalPostgres({ dir, port, password, database = 'zentralmuseum' }) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian package postgresql)');
  const dataDir = path.join(dir, 'data');
  const isRoot = process.getuid?.() === 0;
  const serverUser = () => {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    return [Number(id.stdout), Number(group.stdout)];
  };
  if (!existsSync(dataDir)) {
    // The server runs as the `postgres` user, who must reach its folder through the ones above.
    mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 });
    mkdirSync(dir, { mode: 0o700 });
    if (isRoot) chownSync(dir, ...serverUser());
    const passwordFile = path.join(dir, 'initial-password');
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (isRoot) chownSync(passwordFile, ...serverUser());
    try {
      asServerUser(`${bin}/initdb`, [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=scram-sha-256',
        `--pwfile=${passwordFile}`,
        '-E',
        'UTF8',
      ]);
    } finally {
      rmSync(passwordFile, { force: true });
    }
  }
  asServerUser(`${bin}/pg_ctl`, [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    'start',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
  ]);
  const env = { ...process.env, PGPASSWORD: password };
  const exists = spawnSync(
    `${bin}/psql`,
    [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-tAc',
      `SELECT 1 FROM pg_database WHERE datname = '${database}'`,
    ],
    { encoding: 'utf8', env },
  );
  if (exists.stdout.trim() !== '1') {
    const created = spawnSync(
      `${bin}/createdb`,
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database],
      { encoding: 'utf8', env },
    );
    if (created.status !== 0) throw new Error(`createdb failed: ${created.stderr}`);
  }
  return {
    env: {
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: String(port),
      DATABASE_NAME: database,
      DATABASE_USERNAME: 'postgres',
      DATABASE_PASSWORD: password,
      DATABASE_SSL: 'false',
    },
    stop() {
      asServerUser(`${bin}/pg_ctl`, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
  };
}
