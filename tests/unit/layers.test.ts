import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The layer rules of apps/web/.dependency-cruiser.cjs, tried on a small tree of the same shape:
// they must refuse an upward import and accept a downward one.
const root = path.resolve(import.meta.dirname, '../..');
const config = path.join(root, 'apps/web/.dependency-cruiser.cjs');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');
const scratch = mkdtempSync(path.join(tmpdir(), 'zm-layers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function check(files: Record<string, string>): { ok: boolean; output: string } {
  const dir = mkdtempSync(path.join(scratch, 'tree-'));
  const tsconfig = { compilerOptions: { baseUrl: '.', paths: { '~/*': ['./app/*'] } } };
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const result = spawnSync(depcruise, ['--config', config, 'app'], { cwd: dir, encoding: 'utf8' });
  return { ok: result.status === 0, output: result.stdout + result.stderr };
}

// Each case runs dependency-cruiser over the site (2–5 s alone, more on a busy machine).
describe('layer rules of the site', { timeout: 60_000 }, () => {
  it('accept imports that point down', () => {
    const result = check({
      'app/domain/types.ts': 'export type Kind = "event";\n',
      'app/ui/teaser.ts':
        'import type { Kind } from "~/domain/types";\nexport const kind: Kind = "event";\n',
      'app/features/menu.ts': 'import { kind } from "~/ui/teaser";\nexport const menu = kind;\n',
    });
    expect(result.output).not.toContain('error');
    expect(result.ok).toBe(true);
  });

  it('refuse a page element that uses a feature', () => {
    const result = check({
      'app/features/menu.ts': 'export const menu = 1;\n',
      'app/ui/header.ts': 'import { menu } from "~/features/menu";\nexport const header = menu;\n',
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('ui-not-up');
  });

  it('refuse the content layer in a page element, also for types only', () => {
    const result = check({
      'app/content/read.server.ts': 'export type Raw = { data: unknown };\n',
      'app/ui/card.ts':
        'import type { Raw } from "~/content/read.server";\nexport const card = (raw: Raw) => raw;\n',
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('content-only-in-loaders');
  });

  it('refuse domain types that import anything of the app', () => {
    const result = check({
      'app/site/screens.ts': 'export const screens = {};\n',
      'app/domain/types.ts':
        'import { screens } from "../site/screens";\nexport const all = screens;\n',
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('domain-is-the-bottom');
  });
});
