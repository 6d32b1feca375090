import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle starts at our Express app so that the content cache it clears on
  // /api/revalidate is the same module instance the route loaders read from.
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' } } : {},
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  plugins: [reactRouter()],
}));
