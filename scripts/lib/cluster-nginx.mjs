// The nginx configuration of `npm run start:cluster`, rendered from deploy/nginx's template.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const clusterTemplate = fileURLToPath(
  new URL('../../deploy/nginx/zentralmuseum.conf.template', import.meta.url),
);

/**
 * How long nginx leaves a process alone after two failed connections (`fail_timeout`). Open-source
 * nginx has no active health checks: a process that is back is used again only after this.
 */
export const UPSTREAM_FAIL_TIMEOUT_S = 3;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The config for nginx on `listen` (host:port) in front of the site processes `upstreams`
 * (host:port each), answering for `hosts` (the first is its server_name), with everything it writes
 * under `prefix`. `brotliModule` is the path of Debian's brotli-static module or null;
 * `assetsRoot` holds the site's assets/ folder (cluster-assets.mjs); `postsPerMinute` is the
 * site-wide limit of posts per address.
 */
export function renderClusterConfig({
  prefix,
  listen,
  upstreams,
  hosts,
  workers = 'auto',
  brotliModule = null,
  assetsRoot,
  postsPerMinute = 20,
  template = readFileSync(clusterTemplate, 'utf8'),
}) {
  if (upstreams.length === 0) throw new Error('no site processes to send requests to');
  if (hosts.length === 0) throw new Error('no host name to answer for');
  if (!assetsRoot) throw new Error('no folder of assets to serve');
  if (!(Number.isInteger(postsPerMinute) && postsPerMinute > 0))
    throw new Error(`posts per minute must be a whole number above 0: ${postsPerMinute}`);
  for (const value of [prefix, listen, assetsRoot, ...upstreams, ...hosts])
    if (/[\s;{}'"]/.test(value)) throw new Error(`not usable in an nginx config: ${value}`);
  const values = {
    modules: brotliModule ? `load_module ${brotliModule};` : '',
    brotliStatic: brotliModule ? '      brotli_static on;' : '',
    workers: String(workers),
    assetsRoot,
    postsPerMinute: String(postsPerMinute),
    prefix,
    listen,
    serverName: hosts.join(' '),
    hostPattern: hosts.map(escapeRegExp).join('|'),
    // A process that failed twice is left alone for a while; the others take its share.
    upstreams: upstreams
      .map(
        (address) => `    server ${address} max_fails=2 fail_timeout=${UPSTREAM_FAIL_TIMEOUT_S}s;`,
      )
      .join('\n'),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`the template names an unknown value ${match}`);
    return values[name];
  });
}
