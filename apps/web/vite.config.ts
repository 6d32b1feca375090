import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * The browser gets its UI texts with the ICU messages already parsed by the server
 * (app/messages.server.ts), so the client build takes the ICU parser's no-parser entry
 * (types and helpers only). docs/decisions/0013.
 */
function icuParserOnServerOnly(): Plugin {
  const parser = '@formatjs/icu-messageformat-parser';
  return {
    name: 'icu-parser-on-server-only',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (source !== parser || this.environment.config.consumer === 'server') return null;
      return this.resolve(`${parser}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig(({ command }) => ({
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
  css: {
    modules: {
      localsConvention: 'camelCaseOnly',
      // Built pages carry short class names (each is in the HTML's inlined stylesheet and in the
      // JS that renders it); development keeps the readable file_class_line names.
      ...(command === 'build' ? { generateScopedName: '_[hash:base64:5]' } : {}),
    },
  },
  plugins: [icuParserOnServerOnly(), reactRouter()],
}));
