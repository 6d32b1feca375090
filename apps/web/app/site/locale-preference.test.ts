import { describe, expect, it } from 'vitest';
import { browserLocale, cookieLocale, localeCookie, preferredLocale } from './locale-preference';

describe('locale detection for the site root (SPEC §4)', () => {
  it('takes the locale cookie first, over the browser languages', () => {
    expect(preferredLocale({ cookie: 'locale=de', acceptLanguage: 'en-US,en;q=0.9' })).toBe('de');
    expect(preferredLocale({ cookie: 'a=1; locale=en; b=2', acceptLanguage: 'de-DE' })).toBe('en');
  });

  it('then the browser languages, by quality and order', () => {
    expect(preferredLocale({ cookie: null, acceptLanguage: 'en-US,en;q=0.9,de;q=0.8' })).toBe('en');
    expect(preferredLocale({ cookie: null, acceptLanguage: 'fr-FR, de;q=0.5, en;q=0.7' })).toBe(
      'en',
    );
    expect(preferredLocale({ cookie: null, acceptLanguage: 'de-AT, en' })).toBe('de');
    expect(preferredLocale({ cookie: null, acceptLanguage: 'en;q=0, de;q=0.1' })).toBe('de');
  });

  it('else German', () => {
    expect(preferredLocale({ cookie: null, acceptLanguage: null })).toBe('de');
    expect(preferredLocale({ cookie: null, acceptLanguage: 'fr, it;q=0.8' })).toBe('de');
    expect(preferredLocale({ cookie: 'locale=fr', acceptLanguage: '' })).toBe('de');
  });

  it('ignores unknown cookie values and falls through to the browser', () => {
    expect(cookieLocale('locale=xx')).toBeNull();
    expect(cookieLocale('mylocale=en')).toBeNull();
    expect(preferredLocale({ cookie: 'locale=xx', acceptLanguage: 'en' })).toBe('en');
  });

  it('reads region tags and ignores broken quality values', () => {
    expect(browserLocale('EN-gb')).toBe('en');
    expect(browserLocale('en;q=abc, de')).toBe('de');
  });
});

describe('locale cookie', () => {
  it('lives 365 days on the whole site with SameSite=Lax (SPEC §9)', () => {
    expect(localeCookie('en')).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
