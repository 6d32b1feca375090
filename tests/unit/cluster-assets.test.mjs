import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishAssets } from '../../scripts/lib/cluster-assets.mjs';

describe('publishAssets', () => {
  let dir;
  let source;
  let root;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'zm-assets-test-'));
    source = path.join(dir, 'build');
    root = path.join(dir, 'static');
    mkdirSync(source);
    writeFileSync(
      path.join(source, 'entry-abc123.js'),
      'console.log("Zentralmuseum");\n'.repeat(50),
    );
    writeFileSync(path.join(source, 'logo-def456.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('copies each asset where nginx reads it, with gzip and brotli forms of text files', () => {
    expect(publishAssets(source, root)).toBe(root);
    const files = readdirSync(path.join(root, 'assets')).sort();
    expect(files).toEqual([
      'entry-abc123.js',
      'entry-abc123.js.br',
      'entry-abc123.js.gz',
      'logo-def456.png',
    ]);
    const original = readFileSync(path.join(source, 'entry-abc123.js'));
    const published = (name) => readFileSync(path.join(root, 'assets', name));
    expect(gunzipSync(published('entry-abc123.js.gz'))).toEqual(original);
    expect(brotliDecompressSync(published('entry-abc123.js.br'))).toEqual(original);
    // Readable by nginx's unprivileged workers.
    expect(statSync(path.join(root, 'assets', 'entry-abc123.js')).mode & 0o777).toBe(0o644);
    expect(statSync(path.join(root, 'assets')).mode & 0o777).toBe(0o755);
  });

  it('leaves out the brotli forms when nginx cannot send them', () => {
    publishAssets(source, root, { brotli: false });
    expect(readdirSync(path.join(root, 'assets')).filter((name) => name.endsWith('.br'))).toEqual(
      [],
    );
  });

  it('adds only the files of a new build and keeps those it has', () => {
    publishAssets(source, root);
    const kept = statSync(path.join(root, 'assets', 'entry-abc123.js.br')).mtimeMs;
    writeFileSync(path.join(source, 'entry-new789.js'), 'export {};\n');
    publishAssets(source, root);
    const files = readdirSync(path.join(root, 'assets'));
    expect(files).toContain('entry-new789.js');
    expect(files).toContain('entry-new789.js.gz');
    expect(statSync(path.join(root, 'assets', 'entry-abc123.js.br')).mtimeMs).toBe(kept);
  });
});
