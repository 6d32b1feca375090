// Here, beside messages.server.ts, because it renders with the real catalogue (i18n/ sits below it).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '~/domain/locale';
import { catalogueHashes } from '~/messages.server';
import { MessagesProvider } from '~/i18n/react';
import { EventHeadline, EventMarkers } from '~/ui/teaser/EventMarkers';

/** The headline and markers of an event page, as its text. */
function top(locale: Locale, headline: string | null, freeAdmission: boolean): string {
  const html = renderToString(
    <MessagesProvider hashes={catalogueHashes(locale)} locale={locale} page="default">
      <EventHeadline headline={headline} freeAdmission={freeAdmission} />
      <EventMarkers status="scheduled" freeAdmission={freeAdmission} />
    </MessagesProvider>,
  );
  return html.replace(/<[^>]*>/g, '|');
}

const count = (text: string, words: string) => text.split(words).length - 1;

// Issue 42, point 8: the seeded museum festival showed "Eintritt frei" twice.
describe('an event page’s headline and markers', () => {
  it.each([
    ['de', 'Eintritt frei', 'Eintritt frei'],
    ['de', 'Eintritt frei!', 'Eintritt frei'],
    ['en', 'free admission', 'Free admission'],
  ] as const)('say free admission once (%s, headline "%s")', (locale, headline, marker) => {
    const text = top(locale, headline, true);
    expect(count(text.toLowerCase(), marker.toLowerCase())).toBe(1);
    expect(text).toContain(marker);
  });

  it('keep a headline that says more than the marker', () => {
    const text = top('de', 'Eintritt frei für alle unter 18', true);
    expect(text).toContain('Eintritt frei für alle unter 18');
    expect(text).toContain('|Eintritt frei|');
  });

  it('keep the headline "Eintritt frei" of an event that is not marked free', () => {
    expect(top('de', 'Eintritt frei', false)).toContain('Eintritt frei');
  });
});
