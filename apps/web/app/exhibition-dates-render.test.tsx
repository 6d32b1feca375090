// Here, beside messages.server.ts, because it renders with the real catalogue (i18n/ sits below it).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ContentTeaser, ExhibitionTeaser } from '~/domain/types';
import type { Locale } from '~/domain/locale';
import { catalogueHashes } from '~/messages.server';
import { MessagesProvider } from '~/i18n/react';
import { Teaser, teaserCard } from '~/ui/teaser/Teaser';

/** A permanent exhibition as the seed has three: opened in 2012, no end date. */
const permanent = {
  contentType: 'exhibition',
  title: 'Technik in Bewegung',
  slug: 'technik-in-bewegung',
  type: 'permanent',
  variant: 'tech',
  startDate: '2012-05-04',
  endDate: null,
  dateTimeOverride: null,
  allDay: false,
  targetGroups: [],
  categories: [],
  exhibition: null,
  seasonalColorRequired: false,
  highlight: false,
  headline: null,
  teaserText: null,
  image: null,
  alternates: { de: 'technik-in-bewegung', en: 'technology-in-motion' },
} as unknown as ExhibitionTeaser;

function card(teaser: ContentTeaser, locale: Locale): string {
  const html = renderToString(
    <MemoryRouter initialEntries={[locale === 'de' ? '/ausstellungen' : '/en/exhibitions']}>
      <MessagesProvider hashes={catalogueHashes(locale)} locale={locale} page="default">
        <Teaser teaser={teaserCard(teaser)} />
      </MessagesProvider>
    </MemoryRouter>,
  );
  return html.replace(/<!-- -->/g, '');
}

describe('exhibition dates on a teaser', () => {
  it('shows a permanent exhibition as running since its opening year, never its opening day', () => {
    const de = card(permanent, 'de');
    expect(de).toContain('Dauerausstellung');
    expect(de).toMatch(/<time dateTime="2012-05-04"[^>]*>seit 2012<\/time>/);
    expect(de).not.toContain('4. Mai 2012');
    const en = card(permanent, 'en');
    expect(en).toContain('Permanent exhibition');
    expect(en).toMatch(/>since 2012<\/time>/);
    expect(en).not.toContain('May 4, 2012');
  });

  it('shows another exhibition without an end date as open-ended, from its first day', () => {
    const openEnded = { ...permanent, type: 'temporary', startDate: '2026-10-11' };
    expect(card(openEnded, 'de')).toMatch(/>ab 11\. Oktober 2026<\/time>/);
    expect(card(openEnded, 'en')).toMatch(/>from October 11, 2026<\/time>/);
  });

  it('keeps the range of an exhibition with an end date, permanent or not', () => {
    const closing = { ...permanent, endDate: '2027-01-31' };
    expect(card(closing, 'de')).toContain('4. Mai 2012 – 31. Januar 2027');
    // An event keeps its single date: only exhibitions run on.
    const event = { ...permanent, contentType: 'event', type: null, startDate: '2026-12-03' };
    expect(card(event as unknown as ContentTeaser, 'de')).toMatch(/>3\. Dezember 2026<\/time>/);
  });
});
