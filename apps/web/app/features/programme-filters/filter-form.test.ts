import { describe, expect, it } from 'vitest';
import { defaultProgrammeFilter } from './filter';
import {
  appliedFilterParts,
  correctionMessages,
  filterFormState,
  quickButtons,
} from './filter-form';
import { tableTranslator } from '~/i18n/translate';
import { filterMessages } from './messages';
import { parseProgrammeQuery } from './parse-query';

const now = new Date('2026-11-22T09:00:00Z');
const parse = (query: string) =>
  parseProgrammeQuery(new URLSearchParams(query), {
    now,
    knownTargets: ['familien', 'schulen'],
    knownTypes: ['workshop', 'vortrag'],
  });
const options = {
  types: [{ value: 'workshop', label: 'Workshop' }],
  targets: [{ value: 'familien', label: 'Familien' }],
  formatDay: (day: string) => day.split('-').reverse().join('.'),
};

describe('filterFormState', () => {
  it('fills the controls from a parsed filter', () => {
    const { filter } = parse(
      'from=2026-12-01&to=2026-12-24&type=Workshop&target=familien&special=1&view=preview',
    );
    expect(filterFormState(filter)).toEqual({
      when: 'range',
      from: '2026-12-01',
      to: '2026-12-24',
      type: 'workshop',
      target: 'familien',
      special: true,
      view: 'preview',
    });
  });

  it('leaves dropped values empty', () => {
    const { filter } = parse('when=week&from=2026-99-99&target=nobody');
    expect(filterFormState(filter)).toEqual({
      when: 'week',
      from: '',
      to: '',
      type: '',
      target: '',
      special: false,
      view: '',
    });
  });
});

describe('appliedFilterParts and corrections', () => {
  const t = tableTranslator(filterMessages, 'de');

  it('names each filter that applies', () => {
    const { filter } = parse('when=range&from=2026-12-01&type=workshop&target=familien&special=1');
    expect(appliedFilterParts(filter, t, options)).toEqual([
      'ab 01.12.2026',
      'Workshop',
      'Familien',
      'Nur Highlights',
    ]);
    expect(appliedFilterParts(defaultProgrammeFilter, t, options)).toEqual([]);
  });

  it('says what a malformed URL lost', () => {
    const query = new URLSearchParams('from=2026-99-99&target=nobody');
    const { corrections } = parse(query.toString());
    const messages = correctionMessages(corrections, query, tableTranslator(filterMessages, 'en'));
    expect(messages).toContain('“2026-99-99” (from) is not a valid date and was ignored.');
    expect(messages).toContain(
      'There is no target group “nobody”; the filter “target” was ignored.',
    );
  });
});

describe('quickButtons', () => {
  it('offer the periods of a tap, the weekend among them, and mark the one that applies', () => {
    const buttons = quickButtons(parse('when=weekend&type=workshop').filter);
    expect(buttons.map((button) => button.when)).toEqual([
      'all',
      'today',
      'weekend',
      'week',
      'month',
    ]);
    expect(buttons.filter((button) => button.current).map((button) => button.when)).toEqual([
      'weekend',
    ]);
  });

  it('mark none for a date range', () => {
    const buttons = quickButtons(parse('from=2026-12-01&to=2026-12-24').filter);
    expect(buttons.some((button) => button.current)).toBe(false);
  });
});
