// Here, beside messages.server.ts, because it renders with the real catalogue (i18n/ sits below it).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '~/domain/locale';
import { catalogueHashes } from '~/messages.server';
import { MessagesProvider } from '~/i18n/react';
import { FooterOpeningHours } from '~/features/opening-hours/FooterOpeningHours';
import { HoursChanges } from '~/features/opening-hours/HoursChanges';
import { museumHours } from '~/features/opening-hours/museum-hours.fixture';
import { openingHoursSummary } from '~/features/opening-hours';

const hours = {
  ...museumHours,
  exceptions: [
    ...museumHours.exceptions,
    {
      date: '2026-12-02',
      opens: null,
      closes: null,
      closed: true,
      label: { de: 'Betriebsversammlung', en: 'Staff meeting' },
    },
  ],
};

function footer(locale: Locale, now: Date): string {
  return renderToString(
    <MemoryRouter initialEntries={[locale === 'de' ? '/' : '/en']}>
      <MessagesProvider hashes={catalogueHashes(locale)} locale={locale} page="default">
        <FooterOpeningHours summary={openingHoursSummary(hours, now)} />
      </MessagesProvider>
    </MemoryRouter>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the footer announces closures and changed hours of the coming days', () => {
  // Sunday 29 November 2026 in Berlin.
  const sunday = new Date('2026-11-29T11:00:00Z');

  it('names the closed day and its occasion, in German and English, under a heading', () => {
    const de = footer('de', sunday);
    expect(de).toMatch(
      /<h3 id="([^"]+)"[^>]*>Abweichende Öffnungszeiten<\/h3><ul[^>]*><li>Geschlossen am Mittwoch, 2\. Dezember \(Betriebsversammlung\)<\/li><\/ul>/,
    );
    // Part of the footer's one opening-hours region (no second one), before the regular week.
    expect(de.match(/<section/g)).toHaveLength(1);
    expect(text(de).indexOf('Geschlossen am')).toBeLessThan(text(de).indexOf('Dienstag'));

    expect(text(footer('en', sunday))).toContain(
      'Changes to the opening hours Closed on Wednesday, December 2 (Staff meeting)',
    );
  });

  it('writes other hours like the regular ones, and shows nothing when nothing changes', () => {
    const newYearsEve = new Date('2026-12-29T11:00:00Z');
    expect(text(footer('de', newYearsEve))).toContain(
      'Geöffnet am Donnerstag, 31. Dezember, 10–14:30 Uhr',
    );
    expect(text(footer('en', newYearsEve))).toContain(
      'Open on Thursday, December 31, 10 am–2:30 pm',
    );
    const quiet = footer('de', new Date('2026-12-03T11:00:00Z'));
    expect(quiet).not.toContain('Abweichende Öffnungszeiten');
    expect(quiet).toContain('Heute geöffnet');
  });
});

describe("the notice in a page's content", () => {
  it('is a region named by its heading', () => {
    const changes = openingHoursSummary(hours, new Date('2026-11-29T11:00:00Z')).changes;
    const html = renderToString(
      <MemoryRouter initialEntries={['/besuch']}>
        <MessagesProvider hashes={catalogueHashes('de')} locale="de" page="default">
          <HoursChanges changes={changes} heading="h2" notice />
        </MessagesProvider>
      </MemoryRouter>,
    );
    const headingId = /<h2 id="([^"]+)"[^>]*>Abweichende Öffnungszeiten<\/h2>/.exec(html)?.[1];
    expect(headingId).toBeDefined();
    expect(html).toMatch(new RegExp(`^<section [^>]*aria-labelledby="${headingId}"`));
    expect(text(html)).toContain('Geschlossen am Mittwoch, 2. Dezember (Betriebsversammlung)');
  });
});
