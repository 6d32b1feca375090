import { describe, expect, it } from 'vitest';
import { noInfoTexts, noPracticalFacts } from '~/domain/practical-facts';
import type { InfoBlock, PracticalFacts } from '~/domain/types';
import { tableTranslator } from '~/i18n/translate';
import { screenMessages } from '../content-screens/messages';
import { infoRows, type InfoLine, type InfoRow } from './info-rows';

const empty = noInfoTexts;

const de = tableTranslator(screenMessages, 'de');
const en = tableTranslator(screenMessages, 'en');

const facts = (changes: Partial<PracticalFacts>): PracticalFacts => ({
  ...noPracticalFacts,
  ...changes,
});

/** A row's lines as text; links as "text -> href", tags as their titles in brackets. */
const show = (line: InfoLine) =>
  line.kind === 'text'
    ? line.text
    : line.kind === 'link'
      ? `${line.text} -> ${line.href}`
      : `[${line.tags.map((tag) => tag.title).join(', ')}]`;
const table = (rows: InfoRow[]) =>
  Object.fromEntries(rows.map((row) => [row.field, row.lines.map(show)]));
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('infoRows', () => {
  it('gives only the filled rows, in the order of the specification', () => {
    const rows = infoRows(
      {
        info: {
          ...empty,
          duration: '60 Minuten',
          costs: '80 €',
          notes: '  ',
          meetingPoint: 'Foyer',
        },
      },
      de,
      'de',
    );
    expect(rows.map((row) => row.field)).toEqual(['costs', 'meetingPoint', 'duration']);
    expect(rows[0]?.lines).toEqual([{ kind: 'text', text: '80 €' }]);
  });

  it('gives nothing for a block without values, even with a title', () => {
    expect(infoRows({ info: { ...empty, title: 'Auf einen Blick' } }, de, 'de')).toEqual([]);
    expect(
      infoRows({ info: null, facts: noPracticalFacts, accessibilityTags: [] }, de, 'de'),
    ).toEqual([]);
  });

  it('shows the shared facts in the page language, beside the texts of that language', () => {
    const shared = facts({
      price: 8,
      reducedPrice: 5.5,
      ticketUrl: 'https://tickets.zentralmuseum.example/lesung',
      registrationRequired: true,
      registrationPhone: '+49 123 456 78-20',
      registrationMail: 'fuehrungen@zentralmuseum.example',
      registrationUrl: '/fuehrungen/anmeldung',
      room: '2.01',
      stepFree: true,
      durationMinutes: 90,
      languages: ['de', 'gsg'],
    });
    const tags = [{ title: 'Gebärdensprache', slug: 'dgs', key: 'signLanguage' as const }];
    const german = table(
      infoRows(
        {
          info: {
            ...empty,
            costs: 'Karten auch im Museumsshop',
            accessibility: 'Hocker am Eingang',
          },
          facts: shared,
          place: 'Vortragssaal, Untergeschoss',
          accessibilityTags: tags,
        },
        de,
        'de',
      ),
    );
    expect(Object.keys(german)).toEqual([
      'costs',
      'tickets',
      'registration',
      'place',
      'accessibility',
      'duration',
      'languages',
    ]);
    expect(german.costs?.map(nbsp)).toEqual(['8 €, ermäßigt 5,50 €', 'Karten auch im Museumsshop']);
    expect(german.tickets).toEqual([
      'Tickets online kaufen -> https://tickets.zentralmuseum.example/lesung',
    ]);
    expect(german.registration).toEqual([
      'Anmeldung erforderlich',
      'Online anmelden -> /fuehrungen/anmeldung',
      'Telefon +49 123 456 78-20 -> tel:+491234567820',
      'E-Mail fuehrungen@zentralmuseum.example -> mailto:fuehrungen@zentralmuseum.example',
    ]);
    expect(german.place).toEqual(['Vortragssaal, Untergeschoss', 'Raum 2.01']);
    expect(german.accessibility).toEqual([
      'Stufenlos erreichbar',
      '[Gebärdensprache]',
      'Hocker am Eingang',
    ]);
    expect(german.duration).toEqual(['90 Minuten']);
    expect(german.languages).toEqual(['Deutsch, Deutsche Gebärdensprache']);

    const english = table(infoRows({ info: null, facts: shared, place: 'Auditorium' }, en, 'en'));
    expect(english.costs).toEqual(['€8, reduced €5.50']);
    expect(english.registration?.[0]).toBe('Registration required');
    expect(english.place).toEqual(['Auditorium', 'Room 2.01']);
    expect(english.accessibility).toEqual(['Step-free access']);
    expect(english.duration).toEqual(['90 minutes']);
    expect(english.languages).toEqual(['German, German Sign Language']);
  });

  it('says free admission instead of a price, and says a text that repeats it once', () => {
    const rows = table(
      infoRows(
        {
          info: { ...empty, costs: 'Eintritt frei.' },
          facts: facts({ freeAdmission: true, price: 5 }),
        },
        de,
        'de',
      ),
    );
    expect(rows.costs).toEqual(['Eintritt frei']);
  });

  it('says "no registration" and "not step-free" when the editor said so, nothing when unknown', () => {
    const said = table(
      infoRows(
        { info: null, facts: facts({ registrationRequired: false, stepFree: false }) },
        de,
        'de',
      ),
    );
    expect(said.registration).toEqual(['Ohne Anmeldung']);
    expect(said.accessibility).toEqual(['Nicht stufenlos erreichbar']);
    expect(infoRows({ info: null, facts: facts({}) }, de, 'de')).toEqual([]);
  });

  it('takes the shared minutes for the duration, the text only where there are none', () => {
    const info = { ...empty, duration: 'etwa eine Stunde' };
    expect(
      table(infoRows({ info, facts: facts({ durationMinutes: 120 }) }, de, 'de')).duration,
    ).toEqual(['2 Stunden']);
    expect(table(infoRows({ info, facts: null }, de, 'de')).duration).toEqual(['etwa eine Stunde']);
  });

  it('prefers the info block’s place to the item’s own', () => {
    const rows = table(
      infoRows(
        { info: { ...empty, place: 'Maschinenhalle und Galerie' }, place: 'Foyer' },
        de,
        'de',
      ),
    );
    expect(rows.place).toEqual(['Maschinenhalle und Galerie']);
  });

  it('labels every row in both languages', () => {
    const all: InfoBlock = Object.fromEntries(
      Object.keys(empty).map((key) => [key, `x ${key}`]),
    ) as unknown as InfoBlock;
    const rows = infoRows(
      {
        info: all,
        facts: facts({ price: 1, ticketUrl: 'https://t.example/', languages: ['en'] }),
        accessibilityTags: [{ title: 'Barrierefrei', slug: 'b', key: 'accessible' }],
      },
      de,
      'de',
    );
    expect(rows).toHaveLength(13);
    expect(rows.map((row) => de(row.label))).toEqual([
      'Material',
      'Kosten',
      'Tickets',
      'Zielgruppe',
      'Anmeldung',
      'Kontakt',
      'Ort',
      'Treffpunkt',
      'Barrierefreiheit',
      'Hinweise',
      'Teilnehmendenzahl',
      'Dauer',
      'Sprache',
    ]);
    expect(rows.map((row) => en(row.label))).toEqual([
      'Material',
      'Costs',
      'Tickets',
      'Target group',
      'Registration',
      'Contact',
      'Place',
      'Meeting point',
      'Accessibility',
      'Notes',
      'Number of participants',
      'Duration',
      'Language',
    ]);
  });
});
