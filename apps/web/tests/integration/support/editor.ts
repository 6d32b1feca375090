import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Strapi allows 5 logins per address in 5 minutes: the test files share one session. */
const SESSION_REUSE_MS = 20 * 60_000;

/**
 * An editor account of the test CMS for the tests that change content through Strapi's admin
 * API. The first test file to ask registers it (a fresh CMS has no editor); later files log
 * in with the same credentials, derived from the run's API token so they are never fixed.
 */
export async function editorToken(cmsUrl: string, apiToken: string): Promise<string> {
  const secret = createHash('sha256').update(`editor:${apiToken}`).digest('hex').slice(0, 24);
  // npm test names its scratch folder, which it removes at the end.
  const session = path.join(
    process.env.TEST_SCRATCH_DIR ?? tmpdir(),
    `zm-editor-${createHash('sha256').update(`${cmsUrl} ${apiToken}`).digest('hex').slice(0, 16)}`,
  );
  try {
    if (Date.now() - statSync(session).mtimeMs < SESSION_REUSE_MS) {
      const token = readFileSync(session, 'utf8');
      const me = await fetch(`${cmsUrl}/admin/users/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (me.ok) return token;
    }
  } catch {
    // no session yet: log in below
  }
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
  const registered = await post('/admin/register-admin', editor);
  const answer = registered.ok
    ? registered
    : await post('/admin/login', { email: editor.email, password: editor.password });
  if (!answer.ok) throw new Error(`no editor for the test CMS: ${answer.status}`);
  const { data } = (await answer.json()) as { data: { token: string } };
  writeFileSync(session, data.token, { mode: 0o600 });
  return data.token;
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
