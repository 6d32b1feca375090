import { describe, expect, it } from 'vitest';
import {
  checkPreviewLink,
  PREVIEW_LINK_LIFE_MS,
  previewCookieKey,
  previewSignature,
} from './preview-link.server';

const secret = 'preview-s3cret';
const now = Date.UTC(2026, 10, 29, 12);
const link = {
  type: 'api::exhibition.exhibition',
  documentId: 'abc123',
  locale: 'de' as const,
  expires: now + 10 * 60_000,
};

/** The query of a link as the CMS signs it (apps/cms/src/preview.ts). */
const query = (fields: Partial<typeof link> = {}, key = secret) => {
  const signed = { ...link, ...fields };
  return {
    ...signed,
    expires: String(signed.expires),
    status: 'draft',
    signature: previewSignature(key, signed),
  };
};

describe('the check of a preview link', () => {
  it('takes a link the CMS signed, within its time', () => {
    expect(checkPreviewLink(secret, query(), now)).toEqual({ ok: true, link });
  });

  it('refuses one signed with another key, or with any part changed', () => {
    const invalid = { ok: false, reason: 'invalid' };
    expect(checkPreviewLink(secret, query({}, 'another'), now)).toEqual(invalid);
    for (const [field, value] of [
      ['type', 'api::page.page'],
      ['documentId', 'abc124'],
      ['locale', 'en'],
      ['expires', String(link.expires + 1)],
    ] as const)
      expect(checkPreviewLink(secret, { ...query(), [field]: value }, now), field).toEqual(invalid);
    expect(checkPreviewLink(secret, { ...query(), signature: undefined }, now)).toEqual(invalid);
    expect(checkPreviewLink(secret, { ...query(), locale: 'fr' }, now)).toEqual(invalid);
  });

  it('says when a link ran out, and refuses one that would last longer than a link lives', () => {
    expect(checkPreviewLink(secret, query({ expires: now }), now)).toEqual({
      ok: false,
      reason: 'expired',
    });
    const tooLong = now + PREVIEW_LINK_LIFE_MS + 2 * 60_000;
    expect(checkPreviewLink(secret, query({ expires: tooLong }), now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it("signs the cookie with a key derived from the links' secret, never the secret itself", () => {
    expect(previewCookieKey(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(previewCookieKey(secret)).not.toBe(secret);
    expect(previewCookieKey(secret)).not.toBe(previewCookieKey('another'));
  });
});
