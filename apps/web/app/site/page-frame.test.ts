import { describe, expect, it } from 'vitest';
import {
  alternatePaths,
  canonicalPath,
  fixedFrame,
  languageSwitchTarget,
  slugVersions,
  stateInLocale,
  type PageFrame,
} from './page-frame';

const exhibitionDe: PageFrame = {
  screen: 'exhibition',
  locale: 'de',
  title: 'Maschinenhalle',
  versions: slugVersions({ de: 'maschinenhalle', en: 'machine-hall' }),
};
const germanOnlyEvent: PageFrame = {
  screen: 'event',
  locale: 'de',
  title: 'Kita-Vormittag',
  versions: slugVersions({ de: 'kita-vormittag' }),
};

describe('canonical URL', () => {
  it('names the unprefixed German URL for German pages (also when shown at /de/…)', () => {
    expect(canonicalPath(exhibitionDe)).toBe('/ausstellungen/maschinenhalle');
    expect(canonicalPath(fixedFrame('home', 'de', 'Start'))).toBe('/');
  });

  it('names the /en URL for English pages', () => {
    expect(canonicalPath({ ...exhibitionDe, locale: 'en' })).toBe('/en/exhibitions/machine-hall');
    expect(canonicalPath(fixedFrame('privacyPolicy', 'en', 'Privacy'))).toBe('/en/privacy-policy');
  });

  it('keeps the search text', () => {
    const search = { ...fixedFrame('search', 'de', 'Suche'), query: { text: 'Dampf maschine' } };
    expect(canonicalPath(search)).toBe('/suche?text=Dampf+maschine');
  });
});

describe('hreflang alternates', () => {
  it('lists both languages where both exist', () => {
    expect(alternatePaths(exhibitionDe)).toEqual([
      { hrefLang: 'de', path: '/ausstellungen/maschinenhalle' },
      { hrefLang: 'en', path: '/en/exhibitions/machine-hall' },
      { hrefLang: 'x-default', path: '/ausstellungen/maschinenhalle' },
    ]);
    expect(alternatePaths(fixedFrame('contact', 'en', 'Contact'))).toEqual([
      { hrefLang: 'de', path: '/kontakt' },
      { hrefLang: 'en', path: '/en/contact' },
      { hrefLang: 'x-default', path: '/kontakt' },
    ]);
  });

  it('names only the existing version and x-default for content in one language', () => {
    expect(alternatePaths(germanOnlyEvent)).toEqual([
      { hrefLang: 'de', path: '/veranstaltungen/kita-vormittag' },
      { hrefLang: 'x-default', path: '/veranstaltungen/kita-vormittag' },
    ]);
    const englishOnly = {
      ...germanOnlyEvent,
      locale: 'en' as const,
      versions: { en: { slug: 'only' } },
    };
    expect(alternatePaths(englishOnly)).toEqual([
      { hrefLang: 'en', path: '/en/events/only' },
      { hrefLang: 'x-default', path: '/en/events/only' },
    ]);
  });
});

describe('language switch target', () => {
  it('leads fixed screens to the other language by the screen table', () => {
    expect(languageSwitchTarget(fixedFrame('exhibitions', 'de', 'Ausstellungen'))).toEqual({
      locale: 'en',
      path: '/en/exhibitions',
    });
    expect(languageSwitchTarget(fixedFrame('home', 'en', 'Home'))).toEqual({
      locale: 'de',
      path: '/',
    });
    expect(languageSwitchTarget(fixedFrame('privacyPolicy', 'de', 'Datenschutz')).path).toBe(
      '/en/privacy-policy',
    );
  });

  it('leads content to the other language slug from its alternates', () => {
    expect(languageSwitchTarget(exhibitionDe)).toEqual({
      locale: 'en',
      path: '/en/exhibitions/machine-hall',
    });
    const request: PageFrame = {
      screen: 'guidedTourRequest',
      locale: 'en',
      title: 'Request',
      versions: slugVersions({ de: 'highlights-fuer-gruppen', en: 'highlights-for-groups' }),
    };
    expect(languageSwitchTarget(request).path).toBe('/fuehrungen/highlights-fuer-gruppen/anfrage');
  });

  it('has no path for German-only content (the switch is disabled)', () => {
    expect(languageSwitchTarget(germanOnlyEvent)).toEqual({ locale: 'en', path: null });
  });

  it('keeps the search text when switching', () => {
    const search = { ...fixedFrame('search', 'de', 'Suche'), query: { text: 'Radio' } };
    expect(languageSwitchTarget(search).path).toBe('/en/search?text=Radio');
  });
});

describe('the state of a list in the other language', () => {
  const targets = [
    { slug: 'familien', alternates: { de: 'familien', en: 'families' } },
    { slug: 'kita', alternates: { de: 'kita' } },
  ];
  const query = (text: string) => new URLSearchParams(text);

  it('names each term by its slug there and carries the rest as it is', () => {
    expect(
      stateInLocale(query('target=familien&when=range&from=2026-12-01&page=3'), 'en', {
        target: targets,
      }),
    ).toEqual({ target: 'families', when: 'range', from: '2026-12-01', page: '3' });
  });

  it('leaves out a term without a version there, and nothing else', () => {
    expect(stateInLocale(query('target=kita&type=podcast'), 'en', { target: targets })).toEqual({
      type: 'podcast',
    });
  });

  it('is where the language switch leads, in place of the page’s own query', () => {
    const programme: PageFrame = {
      ...fixedFrame('programme', 'de', 'Programm'),
      switchQuery: stateInLocale(query('target=familien'), 'en', { target: targets }),
    };
    expect(languageSwitchTarget(programme)).toEqual({
      locale: 'en',
      path: '/en/programme?target=families',
    });
    expect(canonicalPath(programme)).toBe('/programm');
  });
});
