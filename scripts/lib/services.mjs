// Starting the CMS and the site with the environment each needs.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { start, stop, waitForHttp } from './processes.mjs';
import { cmsDir, webDir } from './paths.mjs';

const quietStrapi = {
  STRAPI_TELEMETRY_DISABLED: 'true',
  STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
  BROWSER: 'none',
};

/**
 * Starts Strapi (built beforehand) and resolves once it answers, i.e. after bootstrap and seeding.
 * `database` holds DATABASE_* variables; by default the SQLite file apps/cms/.tmp/data.db.
 * It listens on loopback unless `host` says otherwise: the admin is not for the network.
 */
export async function startCms({
  secrets,
  port = 1337,
  host = '127.0.0.1',
  webUrl,
  siteUrl = webUrl,
  database = {},
  extraEnv = {},
  quiet = false,
}) {
  const env = {
    ...process.env,
    ...quietStrapi,
    ...database,
    ...extraEnv,
    APP_KEYS: secrets.APP_KEYS,
    API_TOKEN_SALT: secrets.API_TOKEN_SALT,
    ADMIN_JWT_SECRET: secrets.ADMIN_JWT_SECRET,
    TRANSFER_TOKEN_SALT: secrets.TRANSFER_TOKEN_SALT,
    JWT_SECRET: secrets.JWT_SECRET,
    ENCRYPTION_KEY: secrets.ENCRYPTION_KEY,
    WEB_API_TOKEN: secrets.WEB_API_TOKEN,
    REVALIDATE_SECRET: secrets.REVALIDATE_SECRET,
    WEB_URL: webUrl,
    // Where the admin's "Open preview" goes: the site as the editor's browser reaches it.
    SITE_URL: siteUrl,
    PREVIEW_SECRET: secrets.PREVIEW_SECRET,
    MEDIA_SECRET: secrets.MEDIA_SECRET,
    NODE_ENV: 'production',
    HOST: host,
    PORT: String(port),
  };
  // Strapi refuses to start when its upload folder is missing.
  mkdirSync(path.join(env.PUBLIC_DIR ?? path.join(cmsDir, 'public'), 'uploads'), {
    recursive: true,
  });
  const child = start('cms', path.join(cmsDir, 'node_modules/.bin/strapi'), ['start'], {
    cwd: cmsDir,
    env,
    quiet,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitOrStop(child, `${url}/_health`, 'the CMS', 600_000);
  return { child, url, runtime: () => child.runtime };
}

/**
 * The folders the site keeps state in (apps/web/var by default: booking queue, mail outbox,
 * media cache), all under `dir`: a test run's site never shares them with a site started by
 * `npm start` on the same checkout, whose queue worker would otherwise deliver the test's
 * requests and whose outbox would collect the test's mails.
 */
export function webStateEnv(dir) {
  return {
    BOOKING_QUEUE_DIR: path.join(dir, 'booking-queue'),
    MAIL_OUTBOX_DIR: path.join(dir, 'mail-outbox'),
    MEDIA_CACHE_DIR: path.join(dir, 'media-cache'),
    COLLECTION_INDEX_DIR: path.join(dir, 'collection-index'),
  };
}

/**
 * Starts the site's production server and resolves once it answers. With `stateDir`, its
 * state folders lie there (webStateEnv) instead of apps/web/var.
 */
export async function startWeb({
  secrets,
  port = 3000,
  host = '0.0.0.0',
  cmsUrl,
  extraEnv = {},
  stateDir,
  quiet = false,
}) {
  const env = {
    ...process.env,
    ...(stateDir ? webStateEnv(stateDir) : {}),
    ...extraEnv,
    CMS_URL: cmsUrl,
    CMS_API_TOKEN: secrets.WEB_API_TOKEN,
    REVALIDATE_SECRET: secrets.REVALIDATE_SECRET,
    BOOKING_COOKIE_SECRET: secrets.BOOKING_COOKIE_SECRET,
    PREVIEW_SECRET: secrets.PREVIEW_SECRET,
    MEDIA_SECRET: secrets.MEDIA_SECRET,
    NODE_ENV: 'production',
    HOST: host,
    PORT: String(port),
    // The public address canonical links, the sitemap and the feeds name (not the Host header).
    SITE_URL: extraEnv.SITE_URL ?? process.env.SITE_URL ?? `http://${publicHost(host)}:${port}`,
  };
  const child = start('web', 'npm', ['run', '--silent', 'start'], { cwd: webDir, env, quiet });
  const url = `http://127.0.0.1:${port}`;
  await waitOrStop(child, `${url}/healthz`, 'the site', 120_000);
  return { child, url, runtime: () => child.runtime };
}

/** The address a browser on this machine uses for a server listening on `host`. */
function publicHost(host) {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}

async function waitOrStop(child, healthUrl, name, timeoutMs) {
  try {
    await waitForHttp(healthUrl, { child, timeoutMs, name });
  } catch (error) {
    await stop(child);
    throw error;
  }
}
