import { describe, expect, it } from 'vitest';
import type { InfoBlock } from '~/domain/types';
import { tableTranslator } from '~/i18n/translate';
import { screenMessages } from '../content-screens/messages';
import { infoRows } from './info-rows';

const empty: InfoBlock = {
  title: null,
  material: null,
  costs: null,
  targetGroup: null,
  registration: null,
  contact: null,
  place: null,
  meetingPoint: null,
  notes: null,
  participants: null,
  duration: null,
};

describe('infoRows', () => {
  it('gives only the filled rows, in the order of the specification', () => {
    const rows = infoRows({
      ...empty,
      duration: '60 Minuten',
      costs: '80 €',
      notes: '  ',
      meetingPoint: 'Foyer',
    });
    expect(rows.map((row) => row.field)).toEqual(['costs', 'meetingPoint', 'duration']);
    expect(rows[0]?.value).toBe('80 €');
  });

  it('gives nothing for a block without values, even with a title', () => {
    expect(infoRows({ ...empty, title: 'Auf einen Blick' })).toEqual([]);
  });

  it('labels every row in both languages', () => {
    const all: InfoBlock = Object.fromEntries(
      Object.keys(empty).map((key) => [key, 'x']),
    ) as unknown as InfoBlock;
    const rows = infoRows(all);
    expect(rows).toHaveLength(10);
    const de = tableTranslator(screenMessages, 'de');
    const en = tableTranslator(screenMessages, 'en');
    expect(rows.map((row) => de(row.label))).toEqual([
      'Material',
      'Kosten',
      'Zielgruppe',
      'Anmeldung',
      'Kontakt',
      'Ort',
      'Treffpunkt',
      'Hinweise',
      'Teilnehmendenzahl',
      'Dauer',
    ]);
    expect(rows.map((row) => en(row.label))).toEqual([
      'Material',
      'Costs',
      'Target group',
      'Registration',
      'Contact',
      'Place',
      'Meeting point',
      'Notes',
      'Number of participants',
      'Duration',
    ]);
  });
});
