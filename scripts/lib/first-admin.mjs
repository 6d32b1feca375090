// The CMS's first admin for `npm start` and `npm run start:cluster` (issue #41, decision 0044).
// A CMS without an admin shows Strapi's registration form to whoever reaches /admin first, and
// makes them Super Admin. So the start scripts always hand the CMS a first admin in
// CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD (its bootstrap, apps/cms/src/bootstrap/first-admin.ts,
// creates it when the CMS has none): the operator's own when given, else credentials generated
// once into .secrets/cms-admin.json. The generating happens here, not in the CMS: the test stack
// starts the CMS with both variables empty and registers its first admin itself.
import { randomInt } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firstAdminFile, root } from './paths.mjs';

/** The generated admin's address, at the demo museum's fictional domain. */
export const generatedAdminEmail = 'admin@zentralmuseum.example';

// No characters that read alike (0/O, 1/l/I): the password may be typed from a printout.
const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const lower = 'abcdefghijkmnopqrstuvwxyz';
const digits = '23456789';
const alphabet = upper + lower + digits;

/**
 * A password of 24 random characters from 57 (about 140 bits) in four groups, e.g.
 * `Hq7xVb-…`, with a lower-case and an upper-case letter and a digit, as Strapi requires.
 */
export function generateAdminPassword() {
  for (;;) {
    const groups = Array.from({ length: 4 }, () =>
      Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join(''),
    );
    const password = groups.join('-');
    if ([upper, lower, digits].every((set) => [...password].some((char) => set.includes(char))))
      return password;
  }
}

/** True when the environment names a first admin of its own (even half of one: the CMS says what is missing). */
function givenByEnvironment(env) {
  return Boolean(env.CMS_ADMIN_EMAIL?.trim() || env.CMS_ADMIN_PASSWORD);
}

function readStored(file) {
  if (!existsSync(file)) return null;
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof stored.email === 'string' && typeof stored.password === 'string') return stored;
  } catch {
    // Unreadable: replaced below, with a warning.
  }
  console.warn(`${file} was unreadable; generating new credentials for the CMS's first admin`);
  return null;
}

/**
 * The first admin the start scripts give the CMS. With CMS_ADMIN_EMAIL or CMS_ADMIN_PASSWORD in
 * `env`, those (the CMS reads them from the environment it inherits; `env` here adds nothing and
 * no file is touched). Otherwise the credentials in `file`, generated and written there (mode
 * 600) on the first call. Returns `{ email, given, created, file, env }`: `env` goes into the
 * CMS's environment, `created` is true on the call that generated the file.
 */
export function ensureFirstAdminCredentials({ env = process.env, file = firstAdminFile } = {}) {
  if (givenByEnvironment(env))
    return { email: env.CMS_ADMIN_EMAIL?.trim() ?? '', given: true, created: false, file, env: {} };
  let stored = readStored(file);
  const created = stored === null;
  if (created) {
    stored = {
      email: generatedAdminEmail,
      password: generateAdminPassword(),
      createdAt: new Date().toISOString(),
      note: 'The first admin of the CMS, created by `npm start` when the CMS has no admin yet. Log in at /admin and change the password there (Profile); once the CMS has an admin, this file changes nothing.',
    };
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, JSON.stringify(stored, null, 2) + '\n', { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return {
    email: stored.email,
    given: false,
    created,
    file,
    env: { CMS_ADMIN_EMAIL: stored.email, CMS_ADMIN_PASSWORD: stored.password },
  };
}

/**
 * What the start scripts print about the admin login at `adminUrl`: `short` for the line beside
 * the admin's address, `block` (only on the start that generated the credentials, else '') with
 * where the password is. The password itself is never printed: start logs end up in terminals'
 * scrollback, journals and CI logs that more people read than the file, readable by its owner only.
 */
export function firstAdminNotice(admin, adminUrl) {
  const relative = path.relative(root, admin.file);
  const where = relative.startsWith('..') || path.isAbsolute(relative) ? admin.file : relative;
  if (admin.given)
    return { short: `first admin: ${admin.email || '(CMS_ADMIN_PASSWORD set)'}`, block: '' };
  const short = `log in as ${admin.email}, password in ${where}`;
  if (!admin.created) return { short, block: '' };
  return {
    short,
    block: `
  The CMS's first admin was generated for this installation (its registration form stays closed):
    Login:    ${adminUrl}
    E-mail:   ${admin.email}
    Password: in ${where} (readable by you only; it is not printed)
  After the first login, change the password (Profile, top right) or create named admins and
  remove this one. If the CMS already had an admin, it keeps its own accounts and this one is not used.
`,
  };
}
