// The CMS as `npm start` starts it (scripts/lib/start-options.mjs, with the first admin of
// scripts/lib/first-admin.mjs) has an admin before anyone can reach it, so Strapi's "create the
// first admin" form is closed (issue #41, finding 4; decision 0044). Its own CMS, on an empty
// SQLite database without the demo content: the shared test CMS has no admin on purpose, since
// the tests register theirs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfNeeded } from '../../scripts/lib/build.mjs';
import { ensureFirstAdminCredentials } from '../../scripts/lib/first-admin.mjs';
import { freePort, stop } from '../../scripts/lib/processes.mjs';
import { ensureSecrets } from '../../scripts/lib/secrets.mjs';
import { startCms } from '../../scripts/lib/services.mjs';
import { npmStartCmsOptions } from '../../scripts/lib/start-options.mjs';

const scratch = mkdtempSync(path.join(tmpdir(), 'zm-first-admin-'));
let cms;
let admin;

beforeAll(async () => {
  await buildIfNeeded('cms');
  // A checkout's first `npm start`, without CMS_ADMIN_EMAIL/CMS_ADMIN_PASSWORD.
  admin = ensureFirstAdminCredentials({ env: {}, file: path.join(scratch, 'cms-admin.json') });
  const options = npmStartCmsOptions({
    secrets: ensureSecrets(path.join(scratch, 'secrets.json')),
    admin,
    cmsPort: await freePort(),
    webPort: await freePort(),
    env: {},
  });
  cms = await startCms({
    ...options,
    // Only where it keeps its data differs from `npm start`, and no demo content (faster).
    database: {
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(scratch, 'data.db'),
      PUBLIC_DIR: path.join(scratch, 'public'),
      SEED: 'false',
    },
    quiet: true,
  });
}, 600_000);

afterAll(async () => {
  await stop(cms?.child);
  rmSync(scratch, { recursive: true, force: true });
});

const post = (route, body) =>
  fetch(`${cms.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the CMS of `npm start` on an empty database', () => {
  it('has an admin before its first visitor, so /admin/init offers no registration', async () => {
    const init = await fetch(`${cms.url}/admin/init`);
    expect(init.status).toBe(200);
    expect((await init.json()).data.hasAdmin).toBe(true);
  });

  it('refuses to register another first admin', async () => {
    const answer = await post('/admin/register-admin', {
      firstname: 'Eve',
      email: 'eve@attacker.example',
      password: 'Attacker-2026-x',
    });
    expect(answer.ok).toBe(false);
  });

  it('lets the generated admin log in', async () => {
    const answer = await post('/admin/login', {
      email: admin.env.CMS_ADMIN_EMAIL,
      password: admin.env.CMS_ADMIN_PASSWORD,
    });
    expect(answer.status).toBe(200);
    expect((await answer.json()).data.user.email).toBe(admin.email);
  });
});
