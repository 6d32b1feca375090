import { describe, expect, it } from 'vitest';
import { href, localeFromPath, matchPath, screenPath, screenRouteId } from './paths';
import { routeForms, screenIds, screens, type ScreenId } from './screens';

/** A sample value for every parameter of a pattern, so that every screen can be linked. */
function sampleParams(id: ScreenId): Record<string, string> {
  const names = screens[id].path.de.split('/').filter((part) => part.startsWith(':'));
  return Object.fromEntries(names.map((name) => [name.slice(1), `beispiel-${name.slice(1)}`]));
}

describe('screen table', () => {
  it('has all 26 screens of SPEC §2, the accessibility statement, the barrier report form of BITV 2.0 and the collection’s two', () => {
    expect(screenIds).toHaveLength(30);
  });

  it('gives every screen three URL forms with unique route ids', () => {
    const ids = new Set<string>();
    const paths = new Set<string>();
    for (const id of screenIds) {
      const forms = routeForms.map((form) => screenPath(id, form));
      expect(forms).toHaveLength(3);
      expect(forms[1]?.startsWith('/de')).toBe(true);
      expect(forms[2]?.startsWith('/en')).toBe(true);
      for (const form of routeForms) ids.add(screenRouteId(id, form));
      for (const path of forms) paths.add(path);
    }
    expect(ids.size).toBe(30 * 3);
    expect(paths.size).toBe(30 * 3);
  });

  it('writes the home forms as /, /de and /en', () => {
    expect(routeForms.map((form) => screenPath('home', form))).toEqual(['/', '/de', '/en']);
  });

  it('keeps the same parameters in German and English patterns', () => {
    for (const id of screenIds) {
      const names = (pattern: string) => pattern.split('/').filter((p) => p.startsWith(':'));
      expect(names(screens[id].path.en)).toEqual(names(screens[id].path.de));
    }
  });
});

describe('href', () => {
  it('links every screen in both locales, and the link matches back to the screen', () => {
    for (const id of screenIds) {
      const params = sampleParams(id);
      for (const locale of ['de', 'en'] as const) {
        const url = href(id, params as never, locale);
        expect(url.startsWith('/')).toBe(true);
        expect(url.startsWith('/en')).toBe(locale === 'en');
        expect(matchPath(url)).toEqual({
          id,
          form: locale === 'en' ? 'en' : 'de',
          locale,
          params,
        });
      }
    }
  });

  it('builds the paths of SPEC §2', () => {
    expect(href('home', {}, 'de')).toBe('/');
    expect(href('home', {}, 'en')).toBe('/en');
    expect(href('exhibition', { slug: 'kunst' }, 'de')).toBe('/ausstellungen/kunst');
    expect(href('digitalOfferAuthor', { slug: 'a' }, 'de')).toBe('/digitale-angebote/autor-in/a');
    expect(href('guidedTourRequest', { slug: 't' }, 'en')).toBe('/en/guided-tours/t/request');
    expect(href('privacyPolicy', {}, 'en')).toBe('/en/privacy-policy');
    expect(href('page', { slug: 'impressum' }, 'de')).toBe('/impressum');
    expect(href('collection', {}, 'de')).toBe('/sammlung');
    expect(href('collection', {}, 'en')).toBe('/en/collection');
    expect(href('collectionObject', { slug: 'zm-t-1912-004' }, 'de')).toBe(
      '/sammlung/objekt/zm-t-1912-004',
    );
    expect(href('collectionObject', { slug: 'zm-t-1912-004' }, 'en')).toBe(
      '/en/collection/object/zm-t-1912-004',
    );
  });

  it('URL-encodes parameters and the search text', () => {
    expect(href('search', {}, 'de', { text: 'Kunst & Technik' })).toBe(
      '/suche?text=Kunst+%26+Technik',
    );
    expect(href('event', { slug: 'a b' }, 'en')).toBe('/en/events/a%20b');
  });

  it('refuses a missing parameter', () => {
    expect(() => href('event', {} as never, 'de')).toThrow(/slug/);
  });
});

describe('matchPath and localeFromPath', () => {
  it('prefers path words over the generic page', () => {
    expect(matchPath('/ausstellungen')?.id).toBe('exhibitions');
    // A static path word wins over :slug, as in the router (routes.test.ts).
    expect(matchPath('/barrierefreiheit/barriere-melden')?.id).toBe('accessibilityReport');
    expect(matchPath('/en/accessibility/report-a-barrier')?.id).toBe('accessibilityReport');
    expect(matchPath('/barrierefreiheit/gebaerdensprache')?.id).toBe('accessibilityDetail');
    expect(matchPath('/impressum')).toMatchObject({ id: 'page', params: { slug: 'impressum' } });
    expect(matchPath('/de')).toMatchObject({ id: 'home', form: 'dePrefixed', locale: 'de' });
    expect(matchPath('/en')).toMatchObject({ id: 'home', form: 'en', locale: 'en' });
    expect(matchPath('/de/besuch/faq')).toMatchObject({ id: 'visitDetail', form: 'dePrefixed' });
  });

  it('returns null for paths no screen has', () => {
    expect(matchPath('/a/b/c/d/e')).toBeNull();
  });

  it('reads the locale from the prefix', () => {
    expect(localeFromPath('/')).toBe('de');
    expect(localeFromPath('/de/kontakt')).toBe('de');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/contact')).toBe('en');
    expect(localeFromPath('/entdecken')).toBe('de');
  });
});
