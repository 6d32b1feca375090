// The nginx configuration of `npm run start:cluster`, rendered from deploy/nginx's template.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const clusterTemplate = fileURLToPath(
  new URL('../../deploy/nginx/zentralmuseum.conf.template', import.meta.url),
);

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
    // max_fails=0: nginx never counts a process out. On loopback a process that is away
    // (restarting, or not ready yet: its port is closed) refuses at once and the request goes to
    // the next; counted out, a process that is back stayed out for fail_timeout, and when the
    // next one was restarted meanwhile nginx had none left (502, found by the fault tests).
    // Across hosts, where a dead one costs a connect timeout, max_fails=2 fail_timeout=5s fits.
    upstreams: upstreams.map((address) => `    server ${address} max_fails=0;`).join('\n'),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`the template names an unknown value ${match}`);
    return values[name];
  });
}
