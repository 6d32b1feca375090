import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    // The whole site's CSS is about 8 KB gzip: one cached file instead of a render-blocking
    // request per component on a first visit. Both builds need it: the server build writes
    // the manifest the pages link their styles from.
    cssCodeSplit: false,
  },
  environments: {
    // The server bundle starts at our Express app so that the content cache it clears on
    // /api/revalidate is the same module instance the route loaders read from.
    ssr: { build: { rolldownOptions: { input: './server/app.ts' } } },
  },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  plugins: [reactRouter()],
});
