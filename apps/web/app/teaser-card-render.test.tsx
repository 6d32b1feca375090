// Here, beside messages.server.ts, because it renders with the real catalogue (i18n/ sits below it).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ContentTeaser, EventTeaser } from '~/domain/types';
import { catalogueHashes } from '~/messages.server';
import { MessagesProvider } from '~/i18n/react';
import { Teaser, teaserCard } from '~/ui/teaser/Teaser';
import { pageImages } from '~/ui/image/page-images';

const event = {
  contentType: 'event',
  title: 'Dampf am Abend',
  slug: 'dampf-am-abend',
  type: null,
  startDate: '2026-12-03T17:00:00.000Z',
  endDate: '2026-12-03T19:00:00.000Z',
  dateTimeOverride: null,
  allDay: false,
  status: 'cancelled',
  targetGroups: [{ title: 'Familien', slug: 'familien' }],
  categories: [{ title: 'Führung', slug: 'fuehrung' }],
  exhibition: {
    title: 'Schauhaus: Farbraum',
    slug: 'farbraum',
    type: 'schauhaus',
    seasonalColorRequired: true,
  },
  seasonalColorRequired: true,
  highlight: true,
  headline: 'Eine Nacht unter Dampf',
  teaserText: 'Die Maschinenhalle nach Feierabend.',
  image: {
    url: 'http://cms/uploads/hall_4f2a.jpg',
    alt: { de: 'Halle', en: 'Hall' },
    width: 2880,
    height: 2160,
    formats: { small: { url: 'http://cms/uploads/small_hall_4f2a.jpg', width: 480, height: 360 } },
    media: { file: 'hall_4f2a.jpg', version: 'v1' },
  },
  alternates: { de: 'dampf-am-abend', en: 'steam-at-night' },
} as unknown as EventTeaser;

const render = (teaser: Parameters<typeof Teaser>[0]['teaser']) =>
  renderToString(
    <MemoryRouter initialEntries={['/programm']}>
      <MessagesProvider hashes={catalogueHashes('de')} locale="de" page="default">
        <Teaser teaser={teaser} />
      </MessagesProvider>
    </MemoryRouter>,
  );

describe('a teaser card in the page data', () => {
  it('draws exactly what the whole teaser draws', () => {
    const whole = render(event);
    expect(whole).toContain('Dampf am Abend');
    expect(render(teaserCard(event))).toBe(whole);
    expect(render(pageImages(teaserCard(event)))).toBe(whole);
    const exhibition = {
      ...event,
      contentType: 'exhibition',
      type: 'temporary',
      status: undefined,
    };
    const asExhibition = exhibition as unknown as ContentTeaser;
    expect(render(teaserCard(asExhibition))).toBe(render(asExhibition));
  });

  it('leaves out what the card does not draw', () => {
    const card = JSON.stringify(pageImages(teaserCard(event)));
    for (const unused of ['Eine Nacht unter Dampf', 'steam-at-night', 'Schauhaus: Farbraum'])
      expect(card).not.toContain(unused);
    expect(card).not.toContain('http://cms/uploads');
    expect(card).toContain('"status":"cancelled"');
  });
});
