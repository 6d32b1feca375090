/** Content items and a page context for the mapper tests (the museum at https://zm.example). */
import { noPracticalFacts } from '~/domain/practical-facts';
import type { DigitalOffer, Event, Exhibition, Image, PressRelease } from '~/domain/types';
import { museumId, postalAddress } from './museum-ld.server';
import type { LdPage } from './page-ld.server';

export const origin = 'https://zm.example';

export function samplePage(path: string, locale: LdPage['locale'] = 'de'): LdPage {
  return {
    origin,
    locale,
    url: `${origin}${path}`,
    museum: {
      id: museumId(origin),
      name: 'Zentralmuseum',
      url: locale === 'de' ? `${origin}/` : `${origin}/en`,
      address: postalAddress(['Am Zentralplatz 1', '50999 Mittelstadt', 'Deutschland']),
    },
  };
}

export const sampleImage: Image = {
  url: 'https://cms.zm.example/uploads/original.jpg',
  alt: { de: 'Ein Bild', en: 'A picture' },
  width: 2560,
  height: 1440,
  formats: {
    large: { url: 'https://cms.zm.example/uploads/large.jpg', width: 1000, height: 563 },
    xlarge: { url: 'https://cms.zm.example/uploads/xlarge.jpg', width: 1920, height: 1080 },
  },
  media: { file: 'original.jpg', version: 'v1' },
};

export function sampleEvent(overrides: Partial<Event> = {}): Event {
  return {
    contentType: 'event',
    title: 'Nikolausführung',
    slug: 'nikolausfuehrung',
    startDate: '2026-12-06T10:00:00.000Z',
    endDate: '2026-12-06T11:30:00.000Z',
    allDay: false,
    dateTimeOverride: null,
    highlight: false,
    headline: null,
    teaserText: 'Eine Führung für Familien.',
    body: [],
    image: sampleImage,
    place: null,
    targetGroups: [
      { title: 'Familien', slug: 'familien' },
      { title: 'Kinder', slug: 'kinder' },
    ],
    categories: [],
    accessibilityTags: [],
    exhibitions: [],
    offer: null,
    status: 'scheduled',
    freeAdmission: false,
    facts: noPracticalFacts,
    info: null,
    series: null,
    seo: null,
    alternates: { de: 'nikolausfuehrung', en: 'st-nicholas-tour' },
    revision: { id: '17', updatedAt: '2026-11-20T08:15:00.000Z' },
    ...overrides,
  };
}

export function sampleExhibition(overrides: Partial<Exhibition> = {}): Exhibition {
  return {
    contentType: 'exhibition',
    title: 'Maschinen der Zukunft',
    slug: 'maschinen-der-zukunft',
    type: 'temporary',
    seasonalColorRequired: false,
    variant: 'tech',
    headline: null,
    startDate: '2026-03-01',
    endDate: '2026-10-31',
    teaserText: 'Roboter von gestern und morgen.',
    body: [],
    image: sampleImage,
    gallery: [],
    place: 'Schauhaus',
    facts: noPracticalFacts,
    info: null,
    accessibilityTags: [],
    events: [],
    offers: [],
    seo: null,
    alternates: { de: 'maschinen-der-zukunft' },
    ...overrides,
  };
}

export function samplePressRelease(overrides: Partial<PressRelease> = {}): PressRelease {
  return {
    contentType: 'press',
    title: 'Neue Sammlung eröffnet',
    slug: 'neue-sammlung',
    kind: 'release',
    date: '2026-11-02',
    headline: null,
    teaserText: 'Das Museum zeigt seine neue Sammlung.',
    body: [],
    image: sampleImage,
    downloads: [],
    contact: null,
    seo: null,
    alternates: { de: 'neue-sammlung', en: 'new-collection' },
    revision: { id: '4', updatedAt: '2026-11-03T16:45:00.000Z' },
    ...overrides,
  };
}

export function sampleDigitalOffer(overrides: Partial<DigitalOffer> = {}): DigitalOffer {
  return {
    contentType: 'discover',
    title: 'Hinter den Kulissen',
    slug: 'hinter-den-kulissen',
    type: 'Blog',
    publishedDate: '2026-07-15',
    headline: null,
    teaserText: 'Ein Blick in die Werkstatt.',
    body: [],
    image: sampleImage,
    audio: null,
    video: null,
    transcript: [],
    quiz: [],
    author: { name: 'Mara Beispiel', slug: 'mara-beispiel' },
    categories: [],
    seo: null,
    alternates: { de: 'hinter-den-kulissen', en: 'behind-the-scenes' },
    revision: { id: '9', updatedAt: '2026-07-16T09:00:00.000Z' },
    ...overrides,
  };
}
