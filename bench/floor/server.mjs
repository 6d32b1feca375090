// The floor's server: the site's setup without the site (apps/web/server/index.js and app.ts):
// Express, the same compression middleware with its defaults, the client assets, React Router's
// request handler with the build itself. PORT and HOST from the environment.
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';

const build = await import('./build/server/index.js');
const clientDir = fileURLToPath(new URL('./build/client', import.meta.url));
const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use('/assets', express.static(`${clientDir}/assets`, { immutable: true, maxAge: '1y' }));
app.use(createRequestHandler({ build, mode: 'production' }));
app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1', () => {
  console.log(`floor on ${process.env.PORT}`);
});
