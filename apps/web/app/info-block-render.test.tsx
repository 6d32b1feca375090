// Here, beside messages.server.ts, because it renders with the real catalogue (i18n/ sits below it).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '~/domain/locale';
import { noInfoTexts, noPracticalFacts } from '~/domain/practical-facts';
import type { PracticalFacts } from '~/domain/types';
import { catalogueHashes } from '~/messages.server';
import { MessagesProvider } from '~/i18n/react';
import { InfoBlock } from '~/ui/info-block/InfoBlock';
import type { InfoContent } from '~/ui/info-block/info-rows';

const texts = noInfoTexts;

const facts: PracticalFacts = {
  ...noPracticalFacts,
  price: 18,
  reducedPrice: 12,
  ticketUrl: 'https://tickets.zentralmuseum.example/jazz',
  registrationRequired: true,
  registrationPhone: '+49 123 456 78-20',
  room: 'E 01',
  stepFree: true,
  durationMinutes: 150,
  languages: ['de', 'en'],
};

function render(locale: Locale, content: InfoContent): string {
  return renderToString(
    <MemoryRouter initialEntries={[locale === 'de' ? '/veranstaltungen/x' : '/en/events/x']}>
      <MessagesProvider hashes={catalogueHashes(locale)} locale={locale} page="default">
        <InfoBlock {...content} />
      </MessagesProvider>
    </MemoryRouter>,
  );
}

/** The block's rows as "label: line | line" (each line is an element of the class "line"). */
function rows(html: string): string[] {
  return [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map(([, label, value]) => {
    const lines = (value ?? '')
      .replace(/<div class="[^"]*line[^"]*"/g, '\u0001<div')
      .replace(/<[^>]*>/g, '')
      .replace(/\u00a0/g, ' ')
      .split('\u0001')
      .filter((line) => line !== '');
    return `${label}: ${lines.join(' | ')}`;
  });
}

describe('the info block', () => {
  it('shows the facts as labelled rows in German', () => {
    const html = render('de', {
      info: { ...texts, costs: 'Karten auch im Museumsshop' },
      facts,
      place: 'Maschinenhalle, Erdgeschoss',
      accessibilityTags: [{ title: 'Barrierefrei', slug: 'barrierefrei', key: 'accessible' }],
    });
    expect(html).toContain('<h2');
    expect(html).toContain('Auf einen Blick');
    expect(rows(html)).toEqual([
      'Kosten: 18 €, ermäßigt 12 € | Karten auch im Museumsshop',
      'Tickets: Tickets online kaufen (öffnet eine andere Website)',
      'Anmeldung: Anmeldung erforderlich | Telefon +49 123 456 78-20',
      'Ort: Maschinenhalle, Erdgeschoss | Raum E 01',
      'Barrierefreiheit: Stufenlos erreichbar | Barrierefrei',
      'Dauer: 150 Minuten',
      'Sprache: Deutsch, Englisch',
    ]);
    expect(html).toContain('href="https://tickets.zentralmuseum.example/jazz"');
    expect(html).toContain('href="tel:+491234567820"');
  });

  it('shows the same rows in the same order in English', () => {
    const html = render('en', {
      info: { ...texts, title: 'At a glance' },
      facts,
      place: 'Machine Hall, ground floor',
    });
    expect(rows(html).map((row) => row.split(':')[0])).toEqual([
      'Costs',
      'Tickets',
      'Registration',
      'Place',
      'Accessibility',
      'Duration',
      'Language',
    ]);
    expect(rows(html)[0]).toBe('Costs: €18, reduced €12');
    expect(rows(html).at(-1)).toBe('Language: German, English');
  });

  it('links a ticket path of this site without the note that it leaves the site', () => {
    const html = render('de', { info: null, facts: { ...noPracticalFacts, ticketUrl: '/besuch' } });
    expect(html).toContain('href="/besuch"');
    expect(html).not.toContain('andere Website');
  });

  it('renders nothing without a filled row', () => {
    expect(
      render('de', { info: { ...texts, title: 'Auf einen Blick' }, facts: noPracticalFacts }),
    ).toBe('');
  });
});
