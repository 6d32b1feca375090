import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Strapi allows 5 logins per address in 5 minutes: the test files share one session. */
const SESSION_REUSE_MS = 20 * 60_000;
/** A lock older than this was left by a file that died while logging in. */
const STALE_LOCK_MS = 60_000;

/**
 * A session of an account of the test CMS, shared by the test files of the run (and of later
 * runs against the same stack) for 20 minutes: Strapi allows 5 logins per address in 5 minutes.
 * Files that run side by side take turns: one logs in (`login`, which may first create the
 * account) while the others wait for its session, so no two create the same account at once.
 */
export async function sharedSession(
  cmsUrl: string,
  name: string,
  login: () => Promise<string>,
): Promise<string> {
  // npm test names its scratch folder, which it removes at the end.
  const file = path.join(process.env.TEST_SCRATCH_DIR ?? tmpdir(), name);
  const lock = `${file}.lock`;
  const started = Date.now();
  for (;;) {
    const reused = await reusable(cmsUrl, file);
    if (reused) return reused;
    if (take(lock)) {
      try {
        const token = await login();
        writeFileSync(file, token, { mode: 0o600 });
        return token;
      } finally {
        rmSync(lock, { force: true });
      }
    }
    if (Date.now() - started > 2 * STALE_LOCK_MS)
      throw new Error(`no session in ${file}: another test file holds ${lock}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The session in `file` if it is recent and the CMS still takes it. */
async function reusable(cmsUrl: string, file: string): Promise<string | null> {
  try {
    if (Date.now() - statSync(file).mtimeMs >= SESSION_REUSE_MS) return null;
    const token = readFileSync(file, 'utf8');
    const me = await fetch(`${cmsUrl}/admin/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return me.ok ? token : null;
  } catch {
    return null; // no session yet
  }
}

/** Takes the lock file, or says that another file holds it (one left by a dead file is taken). */
function take(lock: string): boolean {
  try {
    closeSync(openSync(lock, 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { force: true });
    } catch {
      // given back meanwhile
    }
    return false;
  }
}

/** The session's name for an account of the CMS at `cmsUrl` in the run of `apiToken`. */
export const sessionName = (kind: string, cmsUrl: string, apiToken: string) =>
  `zm-${kind}-${createHash('sha256').update(`${cmsUrl} ${apiToken}`).digest('hex').slice(0, 16)}`;

/**
 * An editor account of the test CMS for the tests that change content through Strapi's admin
 * API. The first test file to ask registers it (a fresh CMS has no editor); later files share
 * its session or log in with the same credentials, derived from the run's API token so they are
 * never fixed.
 */
export function editorToken(cmsUrl: string, apiToken: string): Promise<string> {
  const secret = createHash('sha256').update(`editor:${apiToken}`).digest('hex').slice(0, 24);
  const editor = {
    firstname: 'Test',
    lastname: 'Redaktion',
    email: 'redaktion-test@zentralmuseum.example',
    password: `Zm-${secret}-A1`,
  };
  const post = (route: string, body: unknown) =>
    fetch(`${cmsUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return sharedSession(cmsUrl, sessionName('editor', cmsUrl, apiToken), async () => {
    const registered = await post('/admin/register-admin', editor);
    const answer = registered.ok
      ? registered
      : await post('/admin/login', { email: editor.email, password: editor.password });
    if (!answer.ok) throw new Error(`no editor for the test CMS: ${answer.status}`);
    const { data } = (await answer.json()) as { data: { token: string } };
    return data.token;
  });
}

/** How long until the probe holds (polled every 100 ms); fails after `ms`. */
export async function within(ms: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await probe()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${ms} ms`);
}
