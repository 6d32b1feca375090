import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The version in a /media address (site/media-paths.ts) is a stamp of the upload's metadata and a
 * signature of stamp and file name: the site accepts only versions it wrote itself, so a made-up
 * one is refused before the CMS is asked and nothing is fetched or stored for it.
 * MEDIA_SECRET is shared by every site process. Production refuses to start without it
 * (requireMediaSecret): the fixed key that keeps development and unit tests' addresses
 * consistent is public, and with it anyone could sign versions the site then fetches and stores.
 */
const STAMP_LENGTH = 7;
const SIGNATURE_LENGTH = 8;
const DEVELOPMENT_KEY = 'zm-media-development';

const key = () => process.env.MEDIA_SECRET || DEVELOPMENT_KEY;

/**
 * Throws, naming the variable, when a production process has no MEDIA_SECRET. The server calls it
 * once as it starts (server/app.ts), so a missing secret stops the start, not a request.
 */
export function requireMediaSecret(env: Record<string, string | undefined> = process.env): void {
  if (env.NODE_ENV === 'production' && !env.MEDIA_SECRET) {
    throw new Error(
      'MEDIA_SECRET is not set: the production site needs it to sign its /media addresses, ' +
        'the same value in every site process (npm start generates one into .secrets/)',
    );
  }
}

const signature = (stamp: string, file: string) =>
  createHmac('sha256', key()).update(`${stamp}/${file}`).digest('hex').slice(0, SIGNATURE_LENGTH);

export function signedMediaVersion(stamp: string, file: string): string {
  const fixed = stamp.padStart(STAMP_LENGTH, '0').slice(-STAMP_LENGTH);
  return fixed + signature(fixed, file);
}

export function isSignedMediaVersion(version: string, file: string): boolean {
  if (version.length !== STAMP_LENGTH + SIGNATURE_LENGTH) return false;
  const given = Buffer.from(version.slice(STAMP_LENGTH));
  const expected = Buffer.from(signature(version.slice(0, STAMP_LENGTH), file));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
