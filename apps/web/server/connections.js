// How the site's HTTP server treats its connections: how long a slow client may take, how many
// connections it holds, how long an idle one is kept, and stopping without cutting off a visitor
// (SIGTERM: a restart, a deploy).
// Plain JavaScript: server/index.js, which Node runs directly, imports it (types: connections.d.ts).
import http from 'node:http';
import net from 'node:net';

/**
 * How long an idle kept-alive connection stays open by default (Node adds its
 * keepAliveTimeoutBuffer of 1 s). A balancer in front must close its idle connections sooner
 * (nginx's upstream keepalive_timeout, deploy/nginx): when the site closes one at the moment
 * nginx sends a request over it, that request fails, and nginx can only send it to another
 * process if one is up (and never a POST).
 */
export const keepAliveMs = 5000;

/**
 * Without a proxy in front, Node's own limits are all a slow client meets: 60 s for the
 * headers, 300 s for a whole request (a trickled body held a connection about 330 s), no cap on
 * connections. These are what a site of this size chooses; every one can be set by environment
 * (apps/web/README.md). A form's body is at most 16 KB, so 30 s leaves a slow mobile link room.
 */
const defaults = {
  SERVER_HEADERS_TIMEOUT_MS: 15_000,
  SERVER_REQUEST_TIMEOUT_MS: 30_000,
  SERVER_KEEP_ALIVE_TIMEOUT_MS: keepAliveMs,
  SERVER_MAX_CONNECTIONS: 1000,
};

/**
 * @param {Record<string, string | undefined>} env
 * @param {keyof typeof defaults} name
 */
function positiveInteger(env, name) {
  const text = env[name];
  if (text === undefined || text.trim() === '') return defaults[name];
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a whole number above 0, not ${JSON.stringify(text)}`);
  }
  return value;
}

/**
 * The connection limits of the site's server from the environment; a value that is not a whole
 * number above 0, or a headers timeout longer than the request timeout (which Node refuses),
 * stops the start with a message naming the variable.
 *
 * @param {Record<string, string | undefined>} [env]
 */
export function connectionLimits(env = process.env) {
  const limits = {
    headersTimeoutMs: positiveInteger(env, 'SERVER_HEADERS_TIMEOUT_MS'),
    requestTimeoutMs: positiveInteger(env, 'SERVER_REQUEST_TIMEOUT_MS'),
    keepAliveMs: positiveInteger(env, 'SERVER_KEEP_ALIVE_TIMEOUT_MS'),
    maxConnections: positiveInteger(env, 'SERVER_MAX_CONNECTIONS'),
  };
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error(
      `SERVER_HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not be longer than SERVER_REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs})`,
    );
  }
  return limits;
}

/**
 * The site's HTTP server with `limits` (connectionLimits): a client that has not sent its
 * headers within the headers timeout, or its whole request within the request timeout, gets 408
 * and its connection is closed; an idle kept-alive connection is closed after the keep-alive
 * time; a connection beyond the cap is closed at once, unanswered (a balancer tries another
 * process), and a warning says so, at most once a minute.
 *
 * @param {import('node:http').RequestListener} listener
 * @param {ReturnType<typeof connectionLimits>} limits
 */
export function createSiteServer(listener, limits) {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Node looks for expired requests only this often (default 30 s, which would add up to
      // 30 s to each timeout).
      connectionsCheckingInterval: Math.max(
        100,
        Math.min(5000, Math.floor(limits.headersTimeoutMs / 4)),
      ),
    },
    listener,
  );
  server.keepAliveTimeout = limits.keepAliveMs;
  server.maxConnections = limits.maxConnections;
  let refused = 0;
  server.on('drop', () => {
    refused += 1;
    if (refused > 1) return;
    console.warn(
      `[server] ${limits.maxConnections} connections open (SERVER_MAX_CONNECTIONS): refusing new ones`,
    );
    setTimeout(() => {
      if (refused > 1) console.warn(`[server] refused ${refused} connections within a minute`);
      refused = 0;
    }, 60_000).unref();
  });
  return server;
}

/**
 * Follows the answers `server` is giving, and returns the function
 * that stops it: it takes no new connections, finishes every answer already begun, answers
 * each request that still comes over an open connection, and closes each connection after its
 * answer; after `graceMs` whatever is still open is closed. That function resolves with true
 * when every connection ended in time; called again, it gives the same promise.
 *
 * `server.close()` alone is not enough behind a balancer: nginx keeps its connections to the
 * process open and sends new requests over them, which Node kept answering with keep-alive,
 * so the server never closed and the grace time ended in the middle of answers (found by the
 * cluster's rolling restart, decision 0038). Here every answer whose headers are not yet sent
 * says `Connection: close`, so nginx sends nothing more over that connection.
 *
 * @param {import('node:http').Server} server
 */
export function manageConnections(server) {
  /** @type {Set<import('node:http').ServerResponse>} */
  const open = new Set();
  let closing = false;
  /** @type {Promise<boolean> | null} */
  let closed = null;
  // Before the site's own handler, which may answer at once (a page from the cache).
  server.prependListener('request', (_request, response) => {
    if (closing) {
      response.shouldKeepAlive = false;
      return;
    }
    open.add(response);
    response.once('close', () => open.delete(response));
  });

  /** @param {{ graceMs?: number }} [options] */
  return ({ graceMs = 8000 } = {}) =>
    (closed ??= new Promise((resolve) => {
      closing = true;
      for (const response of open) if (!response.headersSent) response.shouldKeepAlive = false;
      const deadline = setTimeout(() => {
        server.closeAllConnections();
        resolve(false);
      }, graceMs);
      // net.Server's close, not http.Server's: that one also destroys the connections idle at
      // this moment, just as nginx may be sending a request over one (a reset; a POST is not
      // sent again). Left open, nginx closes them after its keepalive_timeout, shorter than
      // ours, or sends one more request, answered with Connection: close. An answer already
      // sent with keep-alive leaves its connection idle the same way.
      net.Server.prototype.close.call(server, () => {
        clearTimeout(deadline);
        resolve(true);
      });
    }));
}
