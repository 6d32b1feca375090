import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedSession } from '../../apps/web/tests/integration/support/editor';

// The test files of group 1 run side by side and share the CMS's accounts: creating one twice
// at the same time got "Email already taken", and every login counts against Strapi's five per
// address in five minutes.
describe('sharedSession', () => {
  let server: Server;
  let cmsUrl: string;
  let scratch: string;
  const valid = new Set<string>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      response.writeHead(request.url === '/admin/users/me' && valid.has(token) ? 200 : 401);
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cmsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'zm-session-test-'));
    // Undone after each test (unstubEnvs): the unit files share their process.
    vi.stubEnv('TEST_SCRATCH_DIR', scratch);
    valid.clear();
    return () => rmSync(scratch, { recursive: true, force: true });
  });

  /** A login that takes a moment, as creating an account does, and counts its calls. */
  function slowLogin() {
    const calls = { count: 0 };
    const login = async () => {
      calls.count += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      const token = `token-${calls.count}`;
      valid.add(token);
      return token;
    };
    return { calls, login };
  }

  it('logs in once for callers that ask at the same time, and gives each the session', async () => {
    const { calls, login } = slowLogin();
    const tokens = await Promise.all(
      [1, 2, 3].map(() => sharedSession(cmsUrl, 'zm-role-test', login)),
    );
    expect(calls.count).toBe(1);
    expect(tokens).toEqual(['token-1', 'token-1', 'token-1']);
  });

  it('logs in again when the CMS no longer takes the saved session', async () => {
    const { calls, login } = slowLogin();
    writeFileSync(path.join(scratch, 'zm-role-test'), 'expired');
    expect(await sharedSession(cmsUrl, 'zm-role-test', login)).toBe('token-1');
    expect(calls.count).toBe(1);
  });

  it('lets the next caller try when the login of the first fails', async () => {
    let attempts = 0;
    const flaky = async () => {
      attempts += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (attempts === 1) throw new Error('the CMS refused');
      valid.add('second');
      return 'second';
    };
    const [first, second] = await Promise.allSettled([
      sharedSession(cmsUrl, 'zm-role-test', flaky),
      sharedSession(cmsUrl, 'zm-role-test', flaky),
    ]);
    expect(first).toMatchObject({ status: 'rejected' });
    expect(second).toEqual({ status: 'fulfilled', value: 'second' });
  });

  it('takes over a lock left by a file that died while logging in', async () => {
    const { calls, login } = slowLogin();
    const lock = path.join(scratch, 'zm-role-test.lock');
    writeFileSync(lock, '');
    const old = new Date(Date.now() - 5 * 60_000);
    utimesSync(lock, old, old);
    expect(await sharedSession(cmsUrl, 'zm-role-test', login)).toBe('token-1');
    expect(calls.count).toBe(1);
  });
});
