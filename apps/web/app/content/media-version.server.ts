import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The version in a /media address (site/media-paths.ts) is a stamp of the upload's metadata and a
 * signature of stamp and file name: the site accepts only versions it wrote itself, so a made-up
 * one is refused before the CMS is asked and nothing is fetched or stored for it.
 * MEDIA_SECRET is shared by every site process; without it (development, tests) a fixed key
 * still keeps the addresses consistent.
 */
const STAMP_LENGTH = 7;
const SIGNATURE_LENGTH = 8;

const key = () => process.env.MEDIA_SECRET || 'zm-media-development';

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
