// Admin users of the CMS under test: the first (super) admin through the site's shared helper,
// and users of a given role, created once and logged in later, with passwords derived from the
// run's API token so none is fixed in the repository.
import { createHash } from 'node:crypto';
import {
  editorToken,
  sessionName,
  sharedSession,
} from '../../apps/web/tests/integration/support/editor';
import { cmsUrl, token } from './cms-client';

// Strapi allows five logins per address in five minutes: the files share each user's session
// (sharedSession), and a file asks for it once.
const sessions = new Map<string, Promise<string>>();
const once = (key: string, login: () => Promise<string>) => {
  if (!sessions.has(key)) sessions.set(key, login());
  return sessions.get(key)!;
};

export const superAdminToken = () => once('super-admin', () => editorToken(cmsUrl, token));

const bearer = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });

export async function adminFetch(accessToken: string | null, path: string, init: RequestInit = {}) {
  return fetch(`${cmsUrl}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(accessToken ? bearer(accessToken) : {}),
      ...(init.headers as Record<string, string>),
    },
  });
}

async function adminJson(accessToken: string, path: string, init: RequestInit = {}) {
  const response = await adminFetch(accessToken, path, init);
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * The first name of a role's test user. One per role: whichever file creates the user first on
 * a CMS names it, and the others read that name back (who confirmed a request, who sent a reply).
 */
const firstNames: Record<string, string> = { 'zm-redaktion': 'Rita', 'zm-buchung': 'Bea' };

function firstNameOf(roleCode: string): string {
  const name = firstNames[roleCode];
  if (!name) throw new Error(`no test user is named for the role ${roleCode}`);
  return name;
}

/** The full name the CMS shows for a role's test user ("Bea Test"). */
export const roleUserName = (roleCode: string) => `${firstNameOf(roleCode)} Test`;

/** Logs in (or first creates) a user whose only role has the given code. */
export const roleUserToken = (roleCode: string) =>
  once(roleCode, () =>
    sharedSession(cmsUrl, sessionName(`role-${roleCode}`, cmsUrl, token), () =>
      loginOrCreate(roleCode, firstNameOf(roleCode)),
    ),
  );

/** Email and password of the test user of a role (for a login through the admin's form). */
export function roleUserCredentials(roleCode: string) {
  const secret = createHash('sha256').update(`${roleCode}:${token}`).digest('hex').slice(0, 20);
  return { email: `${roleCode}-test@zentralmuseum.example`, password: `Zm-${secret}-B2` };
}

async function loginOrCreate(roleCode: string, firstname: string): Promise<string> {
  const { email, password } = roleUserCredentials(roleCode);
  const login = await adminFetch(null, '/admin/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  if (login.ok) return (await login.json()).data.token;

  const admin = await superAdminToken();
  const roles = (await adminJson(admin, '/admin/roles')).data as { id: number; code: string }[];
  const role = roles.find((candidate) => candidate.code === roleCode);
  if (!role) throw new Error(`no admin role with code ${roleCode}`);
  const created = await adminJson(admin, '/admin/users', {
    method: 'POST',
    body: JSON.stringify({ firstname, lastname: 'Test', email, roles: [role.id] }),
  });
  const registered = await adminJson(admin, '/admin/register', {
    method: 'POST',
    body: JSON.stringify({
      registrationToken: created.data.registrationToken,
      userInfo: { firstname, lastname: 'Test', password },
    }),
  });
  return registered.data.token;
}
