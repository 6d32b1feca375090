import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureSecrets } from '../../scripts/lib/secrets.mjs';

const freshFile = () =>
  path.join(mkdtempSync(path.join(tmpdir(), 'zm-secrets-')), 'nested', 'secrets.json');

describe('ensureSecrets', () => {
  it('generates every secret on first start into a private file', () => {
    const file = freshFile();
    const secrets = ensureSecrets(file);
    expect(secrets.APP_KEYS.split(',')).toHaveLength(4);
    expect(secrets.WEB_API_TOKEN).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(secrets);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('keeps the secrets of an earlier start', () => {
    const file = freshFile();
    expect(ensureSecrets(file)).toEqual(ensureSecrets(file));
  });

  it('fills in missing secrets and keeps the others', () => {
    const file = freshFile();
    const first = ensureSecrets(file);
    const { JWT_SECRET: _dropped, ...rest } = first;
    writeFileSync(file, JSON.stringify({ ...rest, WEB_API_TOKEN: first.WEB_API_TOKEN }));
    const second = ensureSecrets(file);
    expect(second.WEB_API_TOKEN).toBe(first.WEB_API_TOKEN);
    expect(second.JWT_SECRET).toEqual(expect.any(String));
    expect(second.JWT_SECRET).not.toBe(first.JWT_SECRET);
  });

  it('replaces an unreadable file instead of crashing', () => {
    const file = freshFile();
    ensureSecrets(file);
    writeFileSync(file, '{ not json');
    expect(ensureSecrets(file).ENCRYPTION_KEY).toEqual(expect.any(String));
    expect(() => JSON.parse(readFileSync(file, 'utf8'))).not.toThrow();
  });
});
