import type { Core } from '@strapi/strapi';

// The first admin of an empty CMS comes from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD when they
// are set, before the server listens: otherwise Strapi's "create the first admin" form is open
// to whoever reaches the admin panel first (docs/decisions/0034). Later starts leave the users
// alone; the variables can then be removed.

export interface FirstAdmin {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

type Env = Partial<
  Record<
    'CMS_ADMIN_EMAIL' | 'CMS_ADMIN_PASSWORD' | 'CMS_ADMIN_FIRSTNAME' | 'CMS_ADMIN_LASTNAME',
    string
  >
>;

/** The admin the environment names, or null; throws when it is named but unusable. */
export function firstAdminFromEnv(env: Env): FirstAdmin | null {
  const email = env.CMS_ADMIN_EMAIL?.trim().toLowerCase();
  const password = env.CMS_ADMIN_PASSWORD ?? '';
  if (!email && !password) return null;
  if (!email || !/^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/.test(email))
    throw new Error('CMS_ADMIN_EMAIL must be one email address when CMS_ADMIN_PASSWORD is set');
  // Strapi's own rule for admin passwords (its registration form and CLI).
  if (
    password.length < 8 ||
    !/[a-z]/.test(password) ||
    !/[A-Z]/.test(password) ||
    !/\d/.test(password)
  )
    throw new Error(
      'CMS_ADMIN_PASSWORD must have at least 8 characters with a lower-case and an upper-case letter and a digit',
    );
  return {
    email,
    password,
    firstname: env.CMS_ADMIN_FIRSTNAME?.trim() || 'Admin',
    lastname: env.CMS_ADMIN_LASTNAME?.trim() || '',
  };
}

interface AdminUsers {
  exists(): Promise<boolean | number>;
  createFirstAdmin(attributes: FirstAdmin): Promise<unknown>;
}

export async function ensureFirstAdmin(strapi: Core.Strapi, env: Env = process.env): Promise<void> {
  const admin = firstAdminFromEnv(env);
  const users = strapi.service('admin::user') as unknown as AdminUsers;
  if (await users.exists()) return;
  if (!admin) {
    strapi.log.warn(
      'bootstrap: no admin yet; the first visitor of /admin can create one (set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD to create it at start)',
    );
    return;
  }
  // The super admin role, in one transaction that refuses a second first admin (Strapi's own).
  await users.createFirstAdmin(admin);
  strapi.log.info(`bootstrap: first admin ${admin.email} created from CMS_ADMIN_EMAIL`);
}
