import { describe, expect, it } from 'vitest';
import { defaultProgrammeFilter, toSearchParams, updateFilter } from './filter';
import { parseProgrammeQuery, type ProgrammeQueryOptions } from './parse-query';

const options: ProgrammeQueryOptions = {
  now: new Date('2026-03-26T12:00:00Z'),
  knownTargets: ['familien', 'schulen', 'erwachsene'],
  knownTypes: ['workshop', 'fuehrung', 'guidedTour'],
};
const parse = (query: string) => parseProgrammeQuery(new URLSearchParams(query), options);
const canonical = (query: string) => toSearchParams(parse(query).filter).toString();

describe('parseProgrammeQuery', () => {
  it('gives the default filter for an empty query', () => {
    expect(parse('')).toEqual({ filter: defaultProgrammeFilter, corrections: [] });
  });

  it('reads every parameter', () => {
    const { filter, corrections } = parse(
      'when=range&from=2026-04-01&to=2026-04-30&type=workshop&target=familien&special=1&view=preview&page=3',
    );
    expect(corrections).toEqual([]);
    expect(filter).toEqual({
      when: 'range',
      from: '2026-04-01',
      to: '2026-04-30',
      type: 'workshop',
      target: 'familien',
      special: true,
      view: 'preview',
      page: 3,
    });
  });

  it.each(['today', 'weekend', 'week', 'month'])('reads when=%s', (when) => {
    expect(parse(`when=${when}`).filter.when).toBe(when);
  });

  it("lets a quick button's period replace the form's period and dates, keeping the rest", () => {
    // What the form sends when "Heute" is tapped after "Familien" was chosen but not applied.
    const tapped = 'quick=today&when=range&from=2026-04-01&to=&type=&target=familien&view=';
    expect(parse(tapped)).toEqual({
      filter: { ...defaultProgrammeFilter, when: 'today', target: 'familien' },
      corrections: [],
    });
    expect(canonical(tapped)).toBe('when=today&target=familien');
    expect(canonical('quick=all&when=week&type=workshop')).toBe('type=workshop');
  });

  it("reports a quick value that is no period and keeps the form's period", () => {
    expect(parse('quick=yesterday&when=week')).toEqual({
      filter: { ...defaultProgrammeFilter, when: 'week' },
      corrections: [{ parameter: 'quick', reason: 'invalid-value' }],
    });
  });

  it('reports an invalid date and drops it', () => {
    const result = parse('from=2026-02-30&to=2026-04-01');
    expect(result.corrections).toEqual([{ parameter: 'from', reason: 'invalid-date' }]);
    expect(result.filter).toMatchObject({ when: 'range', from: null, to: '2026-04-01' });
  });

  it('swaps a range that ends before it starts', () => {
    const result = parse('when=range&from=2026-05-10&to=2026-05-01');
    expect(result.filter).toMatchObject({ from: '2026-05-01', to: '2026-05-10' });
    expect(result.corrections).toEqual([{ parameter: 'to', reason: 'swapped-range' }]);
  });

  it('infers a range from dates alone and drops when=range without dates', () => {
    expect(parse('from=2026-05-01').filter).toMatchObject({
      when: 'range',
      from: '2026-05-01',
      to: null,
    });
    expect(parse('when=range')).toEqual({
      filter: defaultProgrammeFilter,
      corrections: [{ parameter: 'when', reason: 'missing-range' }],
    });
  });

  it('ignores dates next to today, week or month', () => {
    const result = parse('when=week&from=2026-05-01');
    expect(result.filter).toMatchObject({ when: 'week', from: null, to: null });
    expect(result.corrections).toEqual([{ parameter: 'from', reason: 'ignored-without-range' }]);
  });

  it('refuses dates more than ten years away', () => {
    expect(parse('from=1900-01-01').corrections).toEqual([
      { parameter: 'from', reason: 'date-out-of-range' },
    ]);
    expect(parse('to=2099-01-01').filter.when).toBe('all');
  });

  it('drops an unknown target group or type', () => {
    const result = parse('target=aliens&type=party');
    expect(result.filter).toEqual(defaultProgrammeFilter);
    expect(result.corrections).toEqual([
      { parameter: 'type', reason: 'unknown-type' },
      { parameter: 'target', reason: 'unknown-target' },
    ]);
  });

  it('matches slugs case-insensitively and keeps the known spelling', () => {
    expect(parse('target=Familien&type=GUIDEDTOUR').filter).toMatchObject({
      target: 'familien',
      type: 'guidedTour',
    });
  });

  it('reports unknown and repeated parameters', () => {
    const result = parse('utm_source=x&target=familien&target=schulen');
    expect(result.filter.target).toBe('familien');
    expect(result.corrections).toEqual([
      { parameter: 'utm_source', reason: 'unknown-parameter' },
      { parameter: 'target', reason: 'repeated-parameter' },
    ]);
  });

  it.each([
    ['when=yesterday', 'when'],
    ['view=future', 'view'],
    ['special=maybe', 'special'],
    ['page=0', 'page'],
    ['page=-2', 'page'],
    ['page=1.5', 'page'],
    ['page=99999999', 'page'],
    [`type=${'a'.repeat(101)}`, 'type'],
  ])('reports %s as an invalid value', (query, parameter) => {
    expect(parse(query).corrections).toEqual([{ parameter, reason: 'invalid-value' }]);
  });

  it('accepts usual spellings of yes and no for special', () => {
    expect(parse('special=true').filter.special).toBe(true);
    expect(parse('special=0').filter.special).toBe(false);
    expect(parse('special=0').corrections).toEqual([]);
  });

  it('never throws on random input and always yields a valid filter', () => {
    // A small deterministic generator, so a failure is reproducible.
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789-=&%+?#.:/ äöü\u0000\uffff\ud800';
    const names = ['when', 'from', 'to', 'type', 'target', 'special', 'view', 'page', 'x'];
    const randomString = (max: number) =>
      Array.from(
        { length: Math.floor(random() * max) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
    for (let run = 0; run < 2000; run += 1) {
      const params = new URLSearchParams();
      const pairs = Math.floor(random() * 6);
      for (let index = 0; index < pairs; index += 1) {
        const name =
          random() < 0.8 ? (names[Math.floor(random() * names.length)] ?? 'x') : randomString(12);
        params.append(name, random() < 0.3 ? '2026-0' + randomString(6) : randomString(150));
      }
      // Every third run parses a raw query string, malformed percent escapes included.
      if (run % 3 === 0)
        for (const [name, value] of new URLSearchParams(randomString(200)))
          params.append(name, value);
      const { filter } = parseProgrammeQuery(params, options);
      expect(['all', 'today', 'week', 'month', 'range']).toContain(filter.when);
      expect(filter.page).toBeGreaterThanOrEqual(1);
      if (filter.from && filter.to) expect(filter.from <= filter.to).toBe(true);
      // Parsing the canonical form again changes nothing: canonicalisation is stable.
      const again = parseProgrammeQuery(toSearchParams(filter), options);
      expect(again).toEqual({ filter, corrections: [] });
    }
  });
});

describe('toSearchParams', () => {
  it('writes parameters in a stable order, whatever order they came in', () => {
    expect(
      canonical('page=2&special=1&target=familien&to=2026-04-30&when=range&from=2026-04-01'),
    ).toBe('when=range&from=2026-04-01&to=2026-04-30&target=familien&special=1&page=2');
  });

  it('leaves out defaults and everything unknown', () => {
    expect(canonical('when=all&page=1&special=0&foo=bar')).toBe('');
  });

  it('writes no dates outside a range', () => {
    expect(
      toSearchParams({ ...defaultProgrammeFilter, when: 'today', from: '2026-04-01' }).toString(),
    ).toBe('when=today');
  });

  it('keeps an open-ended range', () => {
    expect(canonical('to=2026-04-30')).toBe('when=range&to=2026-04-30');
  });
});

describe('updateFilter', () => {
  it('goes back to page 1 when the filter changes', () => {
    const filter = { ...defaultProgrammeFilter, page: 4 };
    expect(updateFilter(filter, { target: 'familien' })).toMatchObject({
      target: 'familien',
      page: 1,
    });
    expect(updateFilter(filter, { page: 5 }).page).toBe(5);
  });
});
