// The first admin `npm start` gives the CMS (decision 0044): generated once, kept, never in
// place of the operator's own, and what the CMS's bootstrap turns into its first admin.
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  ensureFirstAdmin,
  firstAdminFromEnv,
  type FirstAdmin,
} from '../../apps/cms/src/bootstrap/first-admin';
import {
  ensureFirstAdminCredentials,
  firstAdminNotice,
  generateAdminPassword,
} from '../../scripts/lib/first-admin.mjs';
import { npmStartCmsOptions } from '../../scripts/lib/start-options.mjs';

const freshFile = () =>
  path.join(mkdtempSync(path.join(tmpdir(), 'zm-first-admin-')), 'secrets', 'cms-admin.json');

/** The CMS's bootstrap on an empty CMS, with the environment startCms builds from `extraEnv`. */
async function bootstrapWith(extraEnv: Record<string, string>) {
  const created: FirstAdmin[] = [];
  const users = {
    exists: async () => false,
    createFirstAdmin: async (admin: FirstAdmin) => void created.push(admin),
  };
  const strapi = { service: () => users, log: { info: vi.fn(), warn: vi.fn() } };
  // startCms: the caller's environment first, then what the start script adds.
  const env = { PATH: '/usr/bin', ...extraEnv };
  await ensureFirstAdmin(strapi as never, env);
  return { created, warned: strapi.log.warn.mock.calls.length > 0 };
}

describe('the first admin of `npm start`', () => {
  it('is generated on the first start into a private file, with a password the CMS accepts', () => {
    const file = freshFile();
    const admin = ensureFirstAdminCredentials({ env: {}, file });
    expect(admin).toMatchObject({ given: false, created: true, email: expect.any(String) });
    expect(admin.email).toMatch(/^[a-z]+@zentralmuseum\.example$/);
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    expect(admin.env).toEqual({
      CMS_ADMIN_EMAIL: stored.email,
      CMS_ADMIN_PASSWORD: stored.password,
    });
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(statSync(path.dirname(file)).mode & 0o077).toBe(0);
    // The CMS's own check (Strapi's password rule) takes it.
    expect(firstAdminFromEnv(admin.env)).toMatchObject({ email: admin.email });
  });

  it('stays the same across starts: generated once, never again', () => {
    const file = freshFile();
    const first = ensureFirstAdminCredentials({ env: {}, file });
    const before = readFileSync(file, 'utf8');
    const second = ensureFirstAdminCredentials({ env: {}, file });
    expect(second.created).toBe(false);
    expect(second.env).toEqual(first.env);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('leaves given CMS_ADMIN_EMAIL/CMS_ADMIN_PASSWORD alone and writes nothing', () => {
    const file = freshFile();
    const given = {
      CMS_ADMIN_EMAIL: 'chefin@zentralmuseum.example',
      CMS_ADMIN_PASSWORD: 'Aa1aaaaa',
    };
    const admin = ensureFirstAdminCredentials({ env: given, file });
    expect(admin).toMatchObject({ given: true, created: false, email: given.CMS_ADMIN_EMAIL });
    expect(admin.env).toEqual({});
    expect(existsSync(file)).toBe(false);
    // Nor does it replace credentials generated on an earlier start.
    const generated = ensureFirstAdminCredentials({ env: {}, file });
    const before = readFileSync(file, 'utf8');
    ensureFirstAdminCredentials({ env: given, file });
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(generated.env.CMS_ADMIN_EMAIL).not.toBe(given.CMS_ADMIN_EMAIL);
    // Half of one is the operator's too: the CMS then says what is missing.
    expect(ensureFirstAdminCredentials({ env: { CMS_ADMIN_PASSWORD: 'x' }, file }).given).toBe(
      true,
    );
  });

  it('counts empty variables as not given', () => {
    const admin = ensureFirstAdminCredentials({
      env: { CMS_ADMIN_EMAIL: '', CMS_ADMIN_PASSWORD: '' },
      file: freshFile(),
    });
    expect(admin.given).toBe(false);
    expect(admin.env.CMS_ADMIN_PASSWORD).toEqual(expect.any(String));
  });

  it('replaces an unreadable file instead of crashing', () => {
    const file = freshFile();
    ensureFirstAdminCredentials({ env: {}, file });
    writeFileSync(file, '{ not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const admin = ensureFirstAdminCredentials({ env: {}, file });
    warn.mockRestore();
    expect(admin.created).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8')).password).toBe(admin.env.CMS_ADMIN_PASSWORD);
  });

  it('has strong, different passwords', () => {
    const passwords = Array.from({ length: 50 }, () => generateAdminPassword());
    expect(new Set(passwords).size).toBe(50);
    for (const password of passwords) {
      expect(password).toMatch(/^[A-Za-z2-9]{6}(-[A-Za-z2-9]{6}){3}$/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
    }
  });

  it('is what the CMS of `npm start` creates as its first admin, so no form is open', async () => {
    const admin = ensureFirstAdminCredentials({ env: {}, file: freshFile() });
    const options = npmStartCmsOptions({
      secrets: {},
      admin,
      cmsPort: 1337,
      webPort: 3000,
      env: {},
    });
    const { created, warned } = await bootstrapWith(options.extraEnv);
    expect(warned).toBe(false);
    expect(created).toEqual([expect.objectContaining({ email: admin.email })]);
    expect(created[0]!.password).toBe(admin.env.CMS_ADMIN_PASSWORD);
    expect(options.host).toBe('127.0.0.1');
  });

  it('names the login and the file once, and never prints the password', () => {
    const file = freshFile();
    const created = ensureFirstAdminCredentials({ env: {}, file });
    const later = ensureFirstAdminCredentials({ env: {}, file });
    const url = 'http://localhost:1337/admin';
    const first = firstAdminNotice(created, url);
    expect(first.block).toContain(url);
    expect(first.block).toContain(created.email);
    expect(first.block).toContain(file);
    expect(firstAdminNotice(later, url).block).toBe('');
    for (const text of [first.short, first.block, firstAdminNotice(later, url).short])
      expect(text).not.toContain(created.env.CMS_ADMIN_PASSWORD);
  });
});
