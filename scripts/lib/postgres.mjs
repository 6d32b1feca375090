// A throw-away PostgreSQL server on a loopback port with its own data directory.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
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
  asServerUser(`${bin}/createdb`, [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    database,
  ]);
  return {
    env: {
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: String(port),
      DATABASE_NAME: database,
      DATABASE_USERNAME: 'postgres',
      DATABASE_PASSWORD: '',
      DATABASE_SSL: 'false',
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
