// The CMS with the demo content and the production site, started in a scratch folder of their
// own: what the bench measures and the drill attacks.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './build.mjs';
import { root } from './paths.mjs';
import { stop } from './processes.mjs';
import { ensureSecrets } from './secrets.mjs';
import { startCms, startWeb } from './services.mjs';

/**
 * Builds what changed, then starts the CMS on a fresh SQLite database (it seeds the demo
 * content) and the site on loopback, on `ports.cms` and `ports.web`, with secrets, database,
 * uploads and the site's state folders in a new folder under the system's temp dir. Everything
 * is stopped and removed by the run's `cleanups`. `site.restartCms()` starts the CMS again on the
 * same database (after a drill killed it); `site.cms` is then the new one. `webEnv` and `cmsEnv`
 * add to the environment of the site and the CMS.
 */
export async function startScratchSite({ name, ports, cleanups, webEnv = {}, cmsEnv = {} }) {
  const scratch = mkdtempSync(path.join(tmpdir(), `zm-${name}-`));
  cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
  const secrets = ensureSecrets(path.join(scratch, 'secrets.json'));
  await buildIfNeeded('cms');
  await buildIfNeeded('web');

  console.log('\nStarting the CMS on a fresh SQLite database (it seeds the demo content)…');
  const cmsOptions = {
    secrets,
    port: ports.cms,
    host: '127.0.0.1',
    webUrl: `http://127.0.0.1:${ports.web}`,
    database: {
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(scratch, 'data.db'),
      PUBLIC_DIR: path.join(scratch, 'public'),
    },
    extraEnv: cmsEnv,
    quiet: true,
  };
  const site = { scratch, secrets, cms: await startCms(cmsOptions) };
  cleanups.push(() => stop(site.cms.child));
  site.restartCms = async () => (site.cms = await startCms(cmsOptions));
  console.log('Starting the site…');
  site.web = await startWeb({
    secrets,
    port: ports.web,
    host: '127.0.0.1',
    cmsUrl: site.cms.url,
    extraEnv: webEnv,
    stateDir: path.join(scratch, 'web-state'),
    quiet: true,
  });
  cleanups.push(() => stop(site.web.child));
  return site;
}

/** The checked-out commit, marked when the work tree has changes (a run's figures name it). */
export function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
    const dirty =
      execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return null;
  }
}
