/**
 * The first step of every request (docs/decisions/0036): before the HTML cache, Express and any
 * render. A Host (or X-Forwarded-Host) outside the allow-list, an empty or malformed one → 400;
 * a method the site does not serve (TRACE, CONNECT, WebDAV's, …) → 405 with `Allow`. Both answer
 * a short bilingual text, no stack, nothing cached; the request goes no further.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { normalizedHost } from '~/domain/host-name';

/** What the site's routes answer; OPTIONS gets a 204 naming them. */
export const allowedMethods = 'GET, HEAD, POST';
const served = new Set(['GET', 'HEAD', 'POST']);

/** Host names every configuration allows: this machine, for `npm start`, tests and probes. */
const loopback = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The host names (no port) requests may name: SITE_URL's, PRODUCTION_HOSTS', ALLOWED_HOSTS'
 * (comma-separated, e.g. a load balancer's probe address) and loopback's.
 */
export function allowedHostsFromEnv(
  env: Record<string, string | undefined> = process.env,
  siteUrl = env.SITE_URL || `http://localhost:${env.PORT || 3000}`,
): ReadonlySet<string> {
  const hosts = new Set(loopback);
  hosts.add(new URL(siteUrl).hostname);
  for (const list of [env.PRODUCTION_HOSTS, env.ALLOWED_HOSTS]) {
    for (const entry of (list ?? '').split(',')) {
      const name = hostNameOf(entry.trim());
      if (name) hosts.add(name);
    }
  }
  return hosts;
}

const hostPattern = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9.])?)(?::(\d{1,5}))?$/i;

/** "Www.Example.org:8080" → "www.example.org"; null for anything that is not host[:port]. */
export function hostNameOf(value: string): string | null {
  const match = hostPattern.exec(value);
  if (!match) return null;
  const port = match[2];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  return normalizedHost(match[1]!);
}

export interface Refusal {
  status: 400 | 405 | 204;
  headers: Record<string, string>;
  body: string;
}

const text = (status: Refusal['status'], body: string, extra: Record<string, string> = {}) => ({
  status,
  headers: {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  },
  body,
});

const badHost = text(400, 'Ungültige Anfrage: unbekannter Host.\nBad request: unknown host.\n');
const badMethod = text(
  405,
  'Diese Methode wird hier nicht unterstützt.\nThis method is not supported here.\n',
  { Allow: allowedMethods },
);
const options: Refusal = { status: 204, headers: { Allow: allowedMethods }, body: '' };

/** Why a request is refused, or null when it may go on. */
export function refusalOf(
  req: Pick<IncomingMessage, 'method' | 'headers'>,
  hosts: ReadonlySet<string>,
): Refusal | null {
  const host = req.headers.host;
  if (typeof host !== 'string' || !hosts.has(hostNameOf(host) ?? '')) return badHost;
  const forwarded = req.headers['x-forwarded-host'];
  if (forwarded !== undefined) {
    const names = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',');
    if (!names.every((name) => hosts.has(hostNameOf(name.trim()) ?? ''))) return badHost;
  }
  const method = req.method ?? '';
  if (method === 'OPTIONS') return options;
  if (!served.has(method)) return badMethod;
  return null;
}

/**
 * Answers a refused request completely and returns true; false, with nothing sent, otherwise.
 * Used before the HTML cache (server/index.js through `answerFromCache`) and as Express's first
 * middleware, so development and tests meet the same rules.
 */
export function createRequestGuard(hosts: ReadonlySet<string> = allowedHostsFromEnv()) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const refusal = refusalOf(req, hosts);
    if (!refusal) return false;
    res.writeHead(refusal.status, {
      ...refusal.headers,
      'Content-Length': String(Buffer.byteLength(refusal.body)),
    });
    res.end(req.method === 'HEAD' ? undefined : refusal.body);
    return true;
  };
}
