// How the site's HTTP server treats its connections: how long an idle one is kept, and
// stopping without cutting off a visitor (SIGTERM: a restart, a deploy).
// Plain JavaScript: server/index.js, which Node runs directly, imports it.

/**
 * How long an idle kept-alive connection stays open. A balancer in front must close its idle
 * connections sooner (nginx's upstream keepalive_timeout, deploy/nginx): when the site closes
 * one at the moment nginx sends a request over it, that request fails, and nginx can only
 * send it to another process if one is up.
 */
export const keepAliveMs = 5000;

/**
 * Sets `server`'s keep-alive time, follows the answers it is giving, and returns the function
 * that stops it: it takes no new connections, finishes every answer already begun, and closes
 * each connection after its answer; after `graceMs` whatever is still open is closed. That
 * function resolves with true when every connection ended in time.
 *
 * `server.close()` alone is not enough behind a balancer: nginx keeps its connections to the
 * process open and sends new requests over them, which Node keeps answering with keep-alive,
 * so the server never closed and the grace time ended in the middle of answers (found by the
 * cluster's rolling restart, decision 0038). Here every answer not yet begun says
 * `Connection: close`, so nginx sends nothing more over that connection.
 *
 * @param {import('node:http').Server} server
 * @returns {(options?: { graceMs?: number }) => Promise<boolean>}
 */
export function manageConnections(server) {
  server.keepAliveTimeout = keepAliveMs;
  /** @type {Set<import('node:http').ServerResponse>} */
  const open = new Set();
  let closing = false;
  // Before the site's own handler, which may answer at once (a page from the cache).
  server.prependListener('request', (_request, response) => {
    if (closing) {
      response.shouldKeepAlive = false;
      return;
    }
    open.add(response);
    response.once('close', () => open.delete(response));
  });

  return ({ graceMs = 8000 } = {}) =>
    new Promise((resolve) => {
      closing = true;
      for (const response of open) if (!response.headersSent) response.shouldKeepAlive = false;
      // An answer already sent with keep-alive leaves its connection idle: nginx closes it after
      // its keepalive_timeout, shorter than the site's (deploy/nginx), or the next request on
      // it is answered with Connection: close.
      const deadline = setTimeout(() => {
        server.closeAllConnections();
        resolve(false);
      }, graceMs);
      // Node closes the connections idle now; the rest end after their answers.
      server.close(() => {
        clearTimeout(deadline);
        resolve(true);
      });
    });
}
