import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { customMedia } from './breakpoints';

const appDir = path.resolve(import.meta.dirname, '../..');

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('breakpoints', () => {
  it('give each range one query, the phone ending where the tablet starts', () => {
    expect(customMedia()).toEqual({
      '--phone': '(max-width: 639.98px)',
      '--tablet': '(min-width: 640px)',
      '--desktop': '(min-width: 1024px)',
      '--desktop-wide': '(min-width: 1280px)',
      '--desktop-large': '(min-width: 1920px)',
    });
  });

  it('are the only widths the stylesheets query', () => {
    const known = Object.keys(customMedia());
    const offending = stylesheets(appDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@media([^{]*)\{/g)]
        .map((match) => match[1]!.trim())
        .filter(
          (query) =>
            /width/.test(query) ||
            [...query.matchAll(/\((--[\w-]+)\)/g)].some(([, name]) => !known.includes(name!)),
        )
        .map((query) => `${path.relative(appDir, file)}: @media ${query}`),
    );
    expect(offending).toEqual([]);
  });
});
