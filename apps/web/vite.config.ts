import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import postcss, { type Plugin as PostcssPlugin } from 'postcss';
import postcssCustomMedia from 'postcss-custom-media';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { customMedia } from './app/ui/layout/breakpoints.ts';

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

/**
 * Every stylesheet may say `@media (--desktop-wide)`: the queries of the one breakpoint table
 * (app/ui/layout/breakpoints.ts) are put in front of each file, and postcss-custom-media writes
 * them out, so the CSS the browser gets has plain media queries.
 */
function breakpointCustomMedia(): PostcssPlugin {
  const definitions = Object.entries(customMedia()).map(([name, query]) =>
    postcss.atRule({ name: 'custom-media', params: `${name} ${query}` }),
  );
  return {
    postcssPlugin: 'breakpoint-custom-media',
    Once(root) {
      root.prepend(definitions.map((definition) => definition.clone()));
    },
  };
}

/**
 * The modules every page loads (the client entry, the root route and everything they import
 * statically) go into three chunks (`startupPart`) instead of the ~20 small shared chunks Rolldown
 * would make: each file is compressed on its own and carries its own import/export glue, so
 * fewer, larger files are smaller in gzip. Code of routes and lazily loaded features keeps
 * Rolldown's own splitting.
 */
const shellEntry = /[\\/]app[\\/]root\.tsx|[\\/]entry\.client\.tsx/;

function shellChunk(moduleId: string, ctx: ChunkingContext): string | null {
  if (!inShell(moduleId, ctx, new Set())) return null;
  return startupPart(moduleId);
}

/**
 * The shell in three chunks, each evaluated in a task of its own: React and React DOM; a break
 * and React Router with the other libraries; a break and the site's modules
 * (app/features/startup). One chunk was one long task on a phone (issue #20, Total Blocking
 * Time). A chunk imports only from those before it: a library never imports the site's code.
 */
function startupPart(moduleId: string): 'react' | 'router' | 'shell' {
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(moduleId)) return 'react';
  if (/[\\/]node_modules[\\/]/.test(moduleId)) return 'router';
  if (/[\\/]features[\\/]startup[\\/](after-react\.client|yield-to-browser)\.ts$/.test(moduleId))
    return 'router';
  return 'shell';
}

const shellCache = new Map<string, boolean>();

/** Whether a chain of static imports leads from the client entry or the root route to the module. */
function inShell(moduleId: string, ctx: ChunkingContext, visiting: Set<string>): boolean {
  const known = shellCache.get(moduleId);
  if (known !== undefined) return known;
  if (visiting.has(moduleId)) return false;
  visiting.add(moduleId);
  const info = ctx.getModuleInfo(moduleId);
  const result =
    shellEntry.test(moduleId) ||
    (info?.importers ?? []).some((importer) => inShell(importer, ctx, visiting));
  visiting.delete(moduleId);
  // A module found outside the shell while a cycle was open may still reach it another way.
  if (result || visiting.size === 0) shellCache.set(moduleId, result);
  return result;
}

export default defineConfig(({ command }) => ({
  build: {
    // The whole site's CSS is about 8 KB gzip: one cached file instead of a render-blocking
    // request per component on a first visit. Both builds need it: the server build writes
    // the manifest the pages link their styles from.
    cssCodeSplit: false,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            entryFileNames: 'assets/[name]-[hash].js',
            codeSplitting: { groups: [{ name: shellChunk }] },
          },
        },
      },
    },
    // The server bundle starts at our Express app so that the content cache it clears on
    // /api/revalidate is the same module instance the route loaders read from.
    ssr: { build: { rolldownOptions: { input: './server/app.ts' } } },
  },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  css: {
    postcss: { plugins: [breakpointCustomMedia(), postcssCustomMedia()] },
    modules: {
      localsConvention: 'camelCaseOnly',
      // Built pages carry short class names (each is in the HTML's inlined stylesheet and in the
      // JS that renders it); development keeps the readable file_class_line names.
      ...(command === 'build' ? { generateScopedName: '_[hash:base64:5]' } : {}),
    },
  },
  plugins: [icuParserOnServerOnly(), reactRouter()],
}));
