import type { Core } from '@strapi/strapi';
import { describe, expect, it, vi } from 'vitest';
import { ensureFirstAdmin, firstAdminFromEnv } from './first-admin';

const password = 'Zm-secret-2026';

function fakeStrapi(existing: boolean) {
  const createFirstAdmin = vi.fn(async () => ({}));
  const strapi = {
    service: () => ({ exists: async () => existing, createFirstAdmin }),
    log: { info: vi.fn(), warn: vi.fn() },
  } as unknown as Core.Strapi;
  return { strapi, createFirstAdmin };
}

describe('the first admin from the environment', () => {
  it('is created on an empty CMS from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD', async () => {
    const { strapi, createFirstAdmin } = fakeStrapi(false);
    await ensureFirstAdmin(strapi, {
      CMS_ADMIN_EMAIL: ' Chefin@Zentralmuseum.example ',
      CMS_ADMIN_PASSWORD: password,
    });
    expect(createFirstAdmin).toHaveBeenCalledWith({
      email: 'chefin@zentralmuseum.example',
      password,
      firstname: 'Admin',
      lastname: '',
    });
  });

  it('is not created when an admin exists or nothing is configured', async () => {
    const existing = fakeStrapi(true);
    await ensureFirstAdmin(existing.strapi, {
      CMS_ADMIN_EMAIL: 'chefin@zentralmuseum.example',
      CMS_ADMIN_PASSWORD: password,
    });
    expect(existing.createFirstAdmin).not.toHaveBeenCalled();
    const unconfigured = fakeStrapi(false);
    await ensureFirstAdmin(unconfigured.strapi, {});
    expect(unconfigured.createFirstAdmin).not.toHaveBeenCalled();
  });

  it('stops the start when the variables are half set or the password is weak', () => {
    expect(() => firstAdminFromEnv({ CMS_ADMIN_PASSWORD: password })).toThrow(/CMS_ADMIN_EMAIL/);
    expect(() =>
      firstAdminFromEnv({
        CMS_ADMIN_EMAIL: 'a@b.example, c@d.example',
        CMS_ADMIN_PASSWORD: password,
      }),
    ).toThrow(/CMS_ADMIN_EMAIL/);
    expect(() =>
      firstAdminFromEnv({ CMS_ADMIN_EMAIL: 'a@b.example', CMS_ADMIN_PASSWORD: 'password' }),
    ).toThrow(/CMS_ADMIN_PASSWORD/);
    expect(() => firstAdminFromEnv({ CMS_ADMIN_EMAIL: 'a@b.example' })).toThrow(
      /CMS_ADMIN_PASSWORD/,
    );
  });
});
