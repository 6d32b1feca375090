// `npm run collection:import -- <file> [--dry-run] [--publish]`: imports collection objects from
// a LIDO XML or CSV file (docs/collection-import.md) into the CMS. It loads the CMS in a process
// of its own, without a web server, on the database `npm start` uses (or the DATABASE_*
// variables'), so it works whether the CMS is running or not; a running site is told of every
// change as after an editor's save (decision 0066).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfNeeded } from './lib/build.mjs';
import { cmsDir } from './lib/paths.mjs';
import { runOnPinnedNode, withPinnedNode } from './lib/runtime.mjs';
import { ensureSecrets } from './lib/secrets.mjs';

await runOnPinnedNode();

const usage = `Usage: npm run collection:import -- <file.xml|file.csv> [--dry-run] [--publish]
  --dry-run  report what would be created or changed; write nothing
  --publish  publish what is imported (default: drafts for the editors to review)`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      publish: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
} catch (error) {
  console.error(`${error.message}\n\n${usage}`);
  process.exit(1);
}
const { values, positionals } = parsed;
if (values.help || positionals.length !== 1) {
  console.log(usage);
  process.exit(values.help ? 0 : 1);
}
// Relative to where npm was started (npm runs scripts at the repository root).
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
if (!existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(1);
}

const secrets = ensureSecrets();
await buildIfNeeded('cms');

// The site `npm start` runs (or the sites of WEB_URLS), told of changes only if one answers;
// otherwise the site reads the objects at its next start.
const webUrl = process.env.WEB_URL || `http://127.0.0.1:${process.env.WEB_PORT ?? 3000}`;
const sites = (process.env.WEB_URLS ?? '')
  .split(',')
  .map((url) => url.trim())
  .filter(Boolean);
const answers = (url) =>
  fetch(`${url.replace(/\/+$/, '')}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );
const siteUp = (await Promise.all((sites.length > 0 ? sites : [webUrl]).map(answers))).some(
  Boolean,
);

const env = {
  ...process.env,
  STRAPI_TELEMETRY_DISABLED: 'true',
  NODE_ENV: 'production',
  APP_KEYS: secrets.APP_KEYS,
  API_TOKEN_SALT: secrets.API_TOKEN_SALT,
  ADMIN_JWT_SECRET: secrets.ADMIN_JWT_SECRET,
  TRANSFER_TOKEN_SALT: secrets.TRANSFER_TOKEN_SALT,
  JWT_SECRET: secrets.JWT_SECRET,
  ENCRYPTION_KEY: secrets.ENCRYPTION_KEY,
  WEB_API_TOKEN: process.env.WEB_API_TOKEN ?? secrets.WEB_API_TOKEN,
  WEB_URL: webUrl,
  REVALIDATE_SECRET: siteUp ? (process.env.REVALIDATE_SECRET ?? secrets.REVALIDATE_SECRET) : '',
  // A task, not a server: no nightly jobs, no reply delivery (src/index.ts).
  ZM_CMS_TASK: 'collection-import',
};
const args = [
  path.join(cmsDir, 'scripts', 'collection-import.cjs'),
  file,
  ...(values['dry-run'] ? ['--dry-run'] : []),
  ...(values.publish ? ['--publish'] : []),
];
const child = spawn('node', args, { cwd: cmsDir, env: withPinnedNode(env), stdio: 'inherit' });
const stopChild = () => child.kill('SIGTERM');
process.on('SIGINT', stopChild);
process.on('SIGTERM', stopChild);
// 0: every record imported; 2: some were skipped (listed above); 1: the run failed.
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
