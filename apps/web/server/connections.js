// How the site's HTTP server treats its connections: how long an idle one is kept, and
// stopping without cutting off a visitor (SIGTERM: a restart, a deploy).
// Plain JavaScript: server/index.js, which Node runs directly, imports it (types: connections.d.ts).
import net from 'node:net';

/**
 * How long an idle kept-alive connection stays open (Node adds its keepAliveTimeoutBuffer of
 * 1 s). A balancer in front must close its idle connections sooner (nginx's upstream
 * keepalive_timeout, deploy/nginx): when the site closes one at the moment nginx sends a
 * request over it, that request fails, and nginx can only send it to another process if one is
 * up (and never a POST).
 */
export const keepAliveMs = 5000;

/**
 * Sets `server`'s keep-alive time, follows the answers it is giving, and returns the function
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
  server.keepAliveTimeout = keepAliveMs;
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
