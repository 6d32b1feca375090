import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PREVIEW_LINK_LIFETIME_MS, previewUrl } from './preview';

const now = Date.UTC(2026, 10, 24, 12);

describe('the preview link of an entry', () => {
  it('names the entry and its expiry, signed, without the secret', () => {
    const href = previewUrl(
      'https://www.museum.example',
      'the-secret',
      'api::exhibition.exhibition',
      { documentId: 'abc', locale: 'en', status: 'draft' },
      now,
    );
    const url = new URL(href ?? '');
    expect(url.origin + url.pathname).toBe('https://www.museum.example/api/preview');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      type: 'api::exhibition.exhibition',
      documentId: 'abc',
      locale: 'en',
      expires: String(now + PREVIEW_LINK_LIFETIME_MS),
    });
    expect(href).not.toContain('the-secret');
    // The site checks it with the same HMAC (apps/web/app/features/preview/preview-link.server.ts).
    const expected = createHmac('sha256', 'the-secret')
      .update(
        ['api::exhibition.exhibition', 'abc', 'en', String(now + PREVIEW_LINK_LIFETIME_MS)].join(
          '\n',
        ),
      )
      .digest('hex');
    expect(url.searchParams.get('signature')).toBe(expected);
  });

  it('lives a quarter of an hour: it passes through address bars and proxy logs', () => {
    const href = previewUrl('https://m.example', 's', 'api::page.page', { documentId: 'p' }, now);
    expect(new URL(href ?? '').searchParams.get('expires')).toBe(String(now + 15 * 60 * 1000));
  });

  it('is German by default and missing for types without a page or drafts', () => {
    const home = new URL(previewUrl('https://m.example', 's', 'api::home.home', {}, now) ?? '');
    expect(home.searchParams.get('locale')).toBe('de');
    expect(previewUrl('https://m.example', 's', 'api::category.category', {}, now)).toBeNull();
    expect(
      previewUrl('https://m.example', 's', 'api::booking-request.booking-request', {}, now),
    ).toBeNull();
  });
});
