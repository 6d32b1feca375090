import { describe, expect, it } from 'vitest';
import {
  endPreviewCookies,
  PREVIEW_MAX_AGE_SECONDS,
  previewCookie,
  readPreviewCookie,
} from './preview-cookie.server';

const entry = { type: 'api::exhibition.exhibition', documentId: 'abc123' };
const info = { path: '/ausstellungen/neu', state: 'draft' as const };
const now = Date.UTC(2026, 10, 29, 12);
const secret = 'cookie-key';

/** The `name=value` part of a Set-Cookie header, as the browser sends it back. */
const sent = (header: string) => header.split(';')[0] ?? '';

describe('the preview cookie', () => {
  it("is partitioned in the framing admin's partition: Secure, SameSite=None, HttpOnly", async () => {
    const header = await previewCookie(entry, info, { secret, mode: 'partitioned', now });
    expect(header).toMatch(
      /^zm_preview=[^;]+; Max-Age=1800; Path=\/; HttpOnly; Secure; Partitioned; SameSite=None$/,
    );
  });

  it('is SameSite=Lax, not Secure, on a plain-http host that is not this machine', async () => {
    const header = await previewCookie(entry, info, { secret, mode: 'lax', now });
    expect(header).toMatch(/^zm_preview=[^;]+; Max-Age=1800; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('names the entry and its page, signed, until its fixed end', async () => {
    for (const mode of ['partitioned', 'lax'] as const) {
      const cookie = sent(await previewCookie(entry, info, { secret, mode, now }));
      expect(await readPreviewCookie(cookie, { secret, now: now + 60_000 })).toEqual({
        ...entry,
        info,
      });
      const end = now + PREVIEW_MAX_AGE_SECONDS * 1000;
      expect(await readPreviewCookie(cookie, { secret, now: end - 1 })).not.toBeNull();
      expect(await readPreviewCookie(cookie, { secret, now: end })).toBeNull();
    }
  });

  it('is worthless when changed, signed with another key or absent', async () => {
    const cookie = sent(await previewCookie(entry, info, { secret, mode: 'partitioned', now }));
    const [name, value = ''] = cookie.split('=');
    const changed = `${name}=${value.replace(/^./, (first) => (first === 'e' ? 'f' : 'e'))}`;
    expect(await readPreviewCookie(changed, { secret, now })).toBeNull();
    expect(await readPreviewCookie(cookie, { secret: 'another key', now })).toBeNull();
    expect(await readPreviewCookie('zm_consent=1', { secret, now })).toBeNull();
    expect(await readPreviewCookie(undefined, { secret, now })).toBeNull();
  });

  it('ends with the same attributes, and ends an unpartitioned one from before', async () => {
    expect(await endPreviewCookies({ secret, mode: 'partitioned' })).toEqual([
      'zm_preview=; Max-Age=0; Path=/; HttpOnly; Secure; Partitioned; SameSite=None',
      'zm_preview=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    ]);
    expect(await endPreviewCookies({ secret, mode: 'lax' })).toEqual([
      'zm_preview=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });
});
