import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb';
import { fixedFrame, slugVersions, type PageFrame } from './page-frame';
import { overviewOf, screenIds } from './screens';
import { screenTitle } from './screen-title.server';

describe('breadcrumb (SPEC §2)', () => {
  it('is hidden on the home page', () => {
    expect(breadcrumbTrail(fixedFrame('home', 'de', 'Zentralmuseum'), screenTitle)).toEqual([]);
    expect(breadcrumbTrail(fixedFrame('home', 'en', 'Zentralmuseum'), screenTitle)).toEqual([]);
  });

  it('is hidden for titles starting with 404', () => {
    expect(
      breadcrumbTrail(fixedFrame('page', 'de', '404 – Seite nicht gefunden'), screenTitle),
    ).toEqual([]);
  });

  it('is start and current title for a screen without overview', () => {
    expect(breadcrumbTrail(fixedFrame('contact', 'en', 'Contact'), screenTitle)).toEqual([
      { label: 'Home', path: '/en', current: false },
      { label: 'Contact', path: '/en/contact', current: true },
    ]);
  });

  it('puts the overview between start and a detail page', () => {
    const frame: PageFrame = {
      screen: 'visitDetail',
      locale: 'de',
      title: 'Häufige Fragen',
      versions: slugVersions({ de: 'faq', en: 'faq-en' }),
    };
    expect(breadcrumbTrail(frame, screenTitle)).toEqual([
      { label: 'Start', path: '/', current: false },
      { label: 'Besuch', path: '/besuch', current: false },
      { label: 'Häufige Fragen', path: '/besuch/faq', current: true },
    ]);
  });

  it('adds the offer between the overview and its request page', () => {
    const frame: PageFrame = {
      screen: 'guidedTourRequest',
      locale: 'en',
      title: 'Request: Highlights for groups',
      versions: slugVersions({ de: 'highlights-fuer-gruppen', en: 'highlights-for-groups' }),
      parent: {
        screen: 'guidedTour',
        params: { slug: 'highlights-for-groups' },
        title: 'Highlights for groups',
      },
    };
    expect(breadcrumbTrail(frame, screenTitle).map(({ label, path }) => [label, path])).toEqual([
      ['Home', '/en'],
      ['Guided tours', '/en/guided-tours'],
      ['Highlights for groups', '/en/guided-tours/highlights-for-groups'],
      ['Request: Highlights for groups', '/en/guided-tours/highlights-for-groups/request'],
    ]);
  });

  it('names authors and categories under the digital offers', () => {
    const frame: PageFrame = {
      screen: 'digitalOfferAuthor',
      locale: 'de',
      title: 'Lea Sommer',
      versions: slugVersions({ de: 'lea-sommer', en: 'lea-sommer' }),
    };
    expect(breadcrumbTrail(frame, screenTitle)[1]).toEqual({
      label: 'Digitale Angebote',
      path: '/digitale-angebote',
      current: false,
    });
  });
});

describe('screen titles', () => {
  it('exist in both languages for the start page and every overview', () => {
    const overviews = screenIds.map(overviewOf).filter((overview) => overview !== null);
    expect(overviews).toContain('digitalOffers');
    for (const screen of new Set(['home' as const, ...overviews])) {
      for (const locale of ['de', 'en'] as const) {
        expect(screenTitle(screen, locale)).not.toMatch(/^screen\./);
      }
    }
  });
});
