// The production (and development) HTTP server: `npm start` / `npm run dev`.
// Plain JavaScript so that Node runs it directly; the app itself is TypeScript (server/app.ts).
import { fileURLToPath } from 'node:url';
import express from 'express';
import { connectionLimits, createSiteServer, manageConnections } from './connections.js';

const production = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '0.0.0.0';
// Read first: a wrong value stops the start before anything else is done.
const limits = connectionLimits();

const server = express();
server.disable('x-powered-by');
// Page cache hits are answered before Express (docs/decisions/0031); nothing else is.
let answerFromCache = null;
let ready = () => true;

if (production) {
  const { createSite } = await import('../build/server/index.js');
  const clientDir = fileURLToPath(new URL('../build/client', import.meta.url));
  const site = createSite({ clientDir });
  answerFromCache = site.answerFromCache;
  ready = site.ready;
  server.use(site.app);
} else {
  const vite = await import('vite').then(({ createServer }) =>
    createServer({ server: { middlewareMode: true } }),
  );
  server.use(vite.middlewares);
  server.use(async (req, res, next) => {
    try {
      // Loaded per request so that edits apply at once; the module itself is cached by Vite.
      const { createSiteApp } = await vite.ssrLoadModule('./server/app.ts');
      createSiteApp({ clientDir: null })(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
}

const listener = createSiteServer(
  answerFromCache
    ? (req, res) => {
        if (!answerFromCache(req, res)) server(req, res);
      }
    : server,
  limits,
);
const closeGracefully = manageConnections(listener);
// CONNECT never reaches a request listener: Node hands it here (without this, it drops the
// connection). The site is no proxy: 405 (docs/decisions/0036).
listener.on('connect', (_req, socket) => {
  socket.end(
    'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
  );
});
// Behind a balancer (npm run start:cluster), a process takes requests only once it can serve
// them all: until then its port is closed, and nginx sends each request to another process.
// Open-source nginx has no active health checks; a refused connection is what it acts on.
if (process.env.LISTEN_WHEN_READY === '1' && !ready()) {
  console.log('Waiting for the search index before taking requests (LISTEN_WHEN_READY)');
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 200));
}
listener.listen(port, host, () => {
  console.log(
    `Zentralmuseum website on http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (${production ? 'production' : 'development'})`,
  );
  console.log(`runtime: Node.js ${process.version}`);
});

// Finish running requests before exiting when the platform stops the process.
// A second signal (npm passing on what the group already got) waits for the same close.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    void closeGracefully().then((inTime) => {
      if (!inTime) console.warn('Closed the connections still open after the grace time');
      process.exit(0);
    });
  });
}
