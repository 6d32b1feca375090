// The cluster of issue #24 (decision 0038): the CMS, several site processes and nginx in front,
// with the handles the fault tests and the bench need (kill a process, rolling restart, CMS
// stopped and started again). `npm run start:cluster` is its command-line face.
import { chownSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBrotliStatic, ensureCommand } from '../../bench/debian-tools.mjs';
import { renderClusterConfig } from './cluster-nginx.mjs';
import { publishAssets } from './cluster-assets.mjs';
import { webDir } from './paths.mjs';
import { start, stop, waitForHttp } from './processes.mjs';
import { startCms, startWeb } from './services.mjs';

/**
 * Starts the CMS on `database` (DATABASE_* variables), one site process per port of `sitePorts`
 * (state folders `<varDir>/site-N`, kept across restarts) and nginx on `listen` (host:port) with
 * its config and cache in `nginxDir`. A site process that ends on its own is started again.
 */
export async function startCluster({
  secrets,
  varDir,
  nginxDir = path.join(varDir, 'nginx'),
  database,
  cmsPort,
  cmsHost = '127.0.0.1',
  sitePorts,
  listen,
  publicUrl,
  postsPerMinute = 20,
  sharedCacheSeconds = 1,
  nginxWorkers = 'auto',
  siteEnv = {},
  cmsEnv = {},
  quiet = false,
  log = (line) => console.log(`[cluster] ${line}`),
}) {
  const siteUrls = sitePorts.map((port) => `http://127.0.0.1:${port}`);
  // nginx as this machine reaches it (all interfaces: through loopback).
  const [listenHost, listenPort] = listen.split(/:(?=\d+$)/);
  const nginxUrl = `http://${listenHost === '0.0.0.0' ? '127.0.0.1' : listenHost}:${listenPort}`;
  const sites = sitePorts.map(() => null);
  // Resolvers waiting for site process N to be back (restarted()).
  const backWaiters = sitePorts.map(() => []);
  let cms = null;
  let nginx = null;
  let stopping = false;

  const launchCms = () =>
    startCms({
      secrets,
      port: cmsPort,
      host: cmsHost,
      webUrl: siteUrls[0],
      siteUrl: publicUrl,
      database,
      // Every process keeps caches of its own: each is told of changes.
      extraEnv: { ...cmsEnv, WEB_URLS: siteUrls.join(',') },
      quiet,
    });

  /** Site process `index`, counted in once it can serve visitors well (/readyz). */
  async function startSite(index) {
    const site = await startWeb({
      secrets,
      port: sitePorts[index],
      host: '127.0.0.1',
      cmsUrl: cms.url,
      stateDir: path.join(varDir, `site-${index + 1}`),
      extraEnv: {
        SITE_URL: publicUrl,
        CMS_ADMIN_URL: `http://localhost:${cmsPort}`,
        // nginx keeps pages this long, then renews them in the background (decision 0038).
        SHARED_CACHE_SECONDS: String(sharedCacheSeconds),
        // Its port opens once it can serve every page (the search built): until then nginx
        // sends its share to the others (a refused connection is what nginx acts on).
        LISTEN_WHEN_READY: '1',
        // One collection index for all processes (SQLite in WAL mode; decision 0068).
        COLLECTION_INDEX_DIR: path.join(varDir, 'collection-index'),
        ...siteEnv,
      },
      quiet,
    });
    await waitForHttp(`${site.url}/readyz`, {
      child: site.child,
      timeoutMs: 120_000,
      name: `site process ${index + 1}`,
    });
    sites[index] = site;
    for (const resolve of backWaiters[index].splice(0)) resolve(site);
    site.child.once('exit', () => {
      if (stopping || sites[index] !== site) return;
      log(`site process ${index + 1} ended; starting it again`);
      sites[index] = null;
      void restart(index);
    });
    return site;
  }

  /** Starts process `index` again until it is ready (the CMS may be away for a while). */
  async function restart(index) {
    while (!stopping) {
      try {
        await startSite(index);
        return;
      } catch (error) {
        log(
          `site process ${index + 1} did not start: ${error.message.split('\n')[0]}; again in 5 s`,
        );
        await new Promise((resolve) => setTimeout(resolve, 5000));
      }
    }
  }

  async function startNginx() {
    const binary = ensureCommand('nginx');
    if (!binary) throw new Error('nginx is needed (Debian package nginx)');
    const brotliModule = ensureBrotliStatic();
    for (const dir of ['cache', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      mkdirSync(path.join(nginxDir, dir), { recursive: true });
      // Run as root, nginx's workers are `nobody`: they write the cache and temporary files.
      if (process.getuid?.() === 0) chownSync(path.join(nginxDir, dir), 65534, 65534);
    }
    const assetsRoot = publishAssets(
      path.join(webDir, 'build', 'client', 'assets'),
      path.join(nginxDir, 'static'),
      { brotli: brotliModule !== null },
    );
    const file = path.join(nginxDir, 'nginx.conf');
    const host = new URL(publicUrl).hostname;
    writeFileSync(
      file,
      renderClusterConfig({
        prefix: nginxDir,
        listen,
        upstreams: siteUrls.map((url) => new URL(url).host),
        hosts: [...new Set([host, 'localhost', '127.0.0.1'])],
        brotliModule,
        assetsRoot,
        workers: nginxWorkers,
        postsPerMinute,
      }),
    );
    const args = ['-p', nginxDir, '-c', file, '-e', path.join(nginxDir, 'error.log')];
    nginx = start('nginx', binary, [...args, '-g', 'daemon off;'], { cwd: nginxDir, quiet });
    await waitForHttp(`${nginxUrl}/healthz`, {
      child: nginx,
      timeoutMs: 30_000,
      name: 'nginx',
    });
    return file;
  }

  async function stopAll() {
    stopping = true;
    await stop(nginx);
    await Promise.all(sites.map((site) => stop(site?.child)));
    await stop(cms?.child);
  }

  try {
    cms = await launchCms();
    await Promise.all(sitePorts.map((_, index) => startSite(index)));
    const configFile = await startNginx();
    return {
      url: nginxUrl,
      configFile,
      sites,
      /** nginx's master process (its workers are its children). */
      nginxPid: nginx.pid,
      get cms() {
        return cms;
      },
      /** Ends site process `index` with `signal` (SIGKILL: no draining); it is started again. */
      kill(index, signal = 'SIGKILL') {
        const site = sites[index];
        const back = new Promise((resolve) => backWaiters[index].push(resolve));
        return { stopped: stop(site?.child, signal), back };
      },
      /** Restarts the site processes one at a time, each after the last one is ready again. */
      async rollingRestart() {
        for (let index = 0; index < sites.length; index += 1) {
          const old = sites[index];
          log(`restarting site process ${index + 1} of ${sites.length}`);
          sites[index] = null;
          // SIGTERM: the process finishes its requests; nginx sends new ones to the others.
          await stop(old?.child);
          await startSite(index);
        }
        log('rolling restart done');
      },
      async stopCms() {
        await stop(cms?.child);
      },
      async startCms() {
        cms = await launchCms();
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
