// Secrets are generated on first start into .secrets/ (git-ignored) and never committed.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { secretsFile } from './paths.mjs';

const base64 = (bytes = 16) => randomBytes(bytes).toString('base64');
const hex = (bytes = 32) => randomBytes(bytes).toString('hex');

const generators = {
  APP_KEYS: () => [base64(), base64(), base64(), base64()].join(','),
  API_TOKEN_SALT: () => base64(),
  ADMIN_JWT_SECRET: () => base64(),
  TRANSFER_TOKEN_SALT: () => base64(),
  JWT_SECRET: () => base64(),
  ENCRYPTION_KEY: () => base64(),
  // Shared by the CMS (which registers it as the `web` API token) and the web server.
  WEB_API_TOKEN: () => hex(32),
  REVALIDATE_SECRET: () => hex(24),
  // The key (through HKDF) of the encrypted thank-you cookies; shared so every site instance
  // can read them.
  BOOKING_COOKIE_SECRET: () => hex(32),
  // The CMS puts it in its preview links; the site lets only those links show drafts.
  PREVIEW_SECRET: () => hex(32),
  // Signs the versions in the site's /media addresses; shared so every site instance accepts them.
  MEDIA_SECRET: () => hex(32),
  // The password of the PostgreSQL server `npm run start:cluster` creates for the CMS.
  POSTGRES_PASSWORD: () => hex(24),
};

/** Reads the secrets, generating any that are missing, and returns them. */
export function ensureSecrets(file = secretsFile) {
  let secrets = {};
  if (existsSync(file)) {
    try {
      secrets = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      console.warn(`${file} was unreadable; generating new secrets`);
    }
  }
  let changed = false;
  for (const [name, generate] of Object.entries(generators)) {
    if (typeof secrets[name] !== 'string' || secrets[name] === '') {
      secrets[name] = generate();
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
  }
  return secrets;
}
