import { describe, expect, it } from 'vitest';
import { currentSeason, isHexColor, seasonClassName, seasonCss, type Season } from './season';

const spring: Season = {
  name: 'Frühjahr',
  startDate: '2026-03-01',
  endDate: '2026-06-30',
  exhibitionColor: '#E4007C',
  schauhausColor: '#00a19a',
  corporateColor: '#123',
};
const summer: Season = {
  name: 'Sommer',
  startDate: '2026-07-01',
  endDate: '2026-09-30',
  exhibitionColor: '#ffcc00',
  schauhausColor: '#0066cc',
  corporateColor: '#222222',
};

describe('currentSeason', () => {
  it('finds the season containing the Berlin date, ends inclusive', () => {
    expect(currentSeason([spring, summer], new Date('2026-03-01T00:00:00+01:00'))).toBe(spring);
    expect(currentSeason([spring, summer], new Date('2026-06-30T23:59:00+02:00'))).toBe(spring);
    expect(currentSeason([spring, summer], new Date('2026-07-01T00:00:00+02:00'))).toBe(summer);
  });

  it('uses Berlin midnight, not UTC midnight', () => {
    // 30 June 22:30 UTC is 1 July 00:30 in Berlin.
    expect(currentSeason([spring, summer], new Date('2026-06-30T22:30:00Z'))).toBe(summer);
    expect(currentSeason([spring, summer], new Date('2026-02-28T23:30:00Z'))).toBe(spring);
  });

  it('is null outside every season', () => {
    expect(currentSeason([spring, summer], new Date('2026-12-01T12:00:00Z'))).toBeNull();
    expect(currentSeason([], new Date('2026-05-01T12:00:00Z'))).toBeNull();
  });

  it('prefers the season that started last when ranges overlap', () => {
    const easter: Season = {
      startDate: '2026-04-01',
      endDate: '2026-04-12',
      exhibitionColor: '#000',
    };
    expect(currentSeason([easter, spring], new Date('2026-04-05T12:00:00Z'))).toBe(easter);
    expect(currentSeason([spring, easter], new Date('2026-04-05T12:00:00Z'))).toBe(easter);
  });

  it('skips seasons with broken dates', () => {
    const broken: Season = { startDate: '2026-02-30', endDate: '2026-12-31' };
    const reversed: Season = { startDate: '2026-12-31', endDate: '2026-01-01' };
    expect(currentSeason([broken, reversed], new Date('2026-05-01T12:00:00Z'))).toBeNull();
  });
});

describe('seasonClassName', () => {
  it('is keyed by the date range', () => {
    expect(seasonClassName(spring)).toBe('season-2026-03-01-2026-06-30');
  });

  it('is null for unusable dates, which could otherwise inject selectors', () => {
    expect(seasonClassName({ startDate: '2026-01-01} body{x', endDate: '2026-02-01' })).toBeNull();
  });
});

describe('isHexColor', () => {
  it.each(['#fff', '#FFFF', '#e4007c', '#E4007C80'])('accepts %s', (value) => {
    expect(isHexColor(value)).toBe(true);
  });

  it.each([
    'fff',
    '#ggg',
    '#12345',
    'red',
    'rgb(0,0,0)',
    '#fff; background: url(x)',
    '#fff}',
    '',
    null,
  ])('rejects %j', (value) => {
    expect(isHexColor(value)).toBe(false);
  });
});

describe('seasonCss', () => {
  it('sets :root for the current season and classes for the others', () => {
    expect(seasonCss([spring, summer], new Date('2026-05-01T12:00:00Z'))).toBe(
      [
        ':root {',
        '  --color-exhibition: #e4007c;',
        '  --color-schauhaus: #00a19a;',
        '  --color-corporate: #123;',
        '}',
        '',
        '.season-2026-07-01-2026-09-30 {',
        '  --color-exhibition: #ffcc00;',
        '  --color-schauhaus: #0066cc;',
        '  --color-corporate: #222222;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('switches at Berlin midnight', () => {
    const css = seasonCss([spring, summer], new Date('2026-06-30T22:30:00Z'));
    expect(css.startsWith(':root {\n  --color-exhibition: #ffcc00;')).toBe(true);
    expect(css).toContain('.season-2026-03-01-2026-06-30 {');
  });

  it('drops invalid colours, so no CSS can be injected', () => {
    const hostile: Season = {
      startDate: '2026-03-01',
      endDate: '2026-06-30',
      exhibitionColor: 'red; } body { display: none',
      schauhausColor: '#00a19a</style><script>',
      corporateColor: '#abc',
    };
    const css = seasonCss([hostile], new Date('2026-05-01T12:00:00Z'));
    expect(css).toBe(':root {\n  --color-corporate: #abc;\n}\n');
  });

  it('gives only classes when no season is current, and nothing for nothing', () => {
    expect(seasonCss([spring], new Date('2026-12-01T12:00:00Z'))).toBe(
      '.season-2026-03-01-2026-06-30 {\n  --color-exhibition: #e4007c;\n  --color-schauhaus: #00a19a;\n  --color-corporate: #123;\n}\n',
    );
    expect(seasonCss([], new Date('2026-12-01T12:00:00Z'))).toBe('');
    expect(
      seasonCss(
        [{ startDate: '2026-01-01', endDate: '2026-01-31' }],
        new Date('2026-01-15T12:00:00Z'),
      ),
    ).toBe('');
  });

  it('writes a class once when two seasons share a range', () => {
    const css = seasonCss(
      [summer, { ...summer, exhibitionColor: '#000000' }],
      new Date('2026-01-15T12:00:00Z'),
    );
    expect(css.match(/\.season-2026-07-01-2026-09-30/g)).toHaveLength(1);
    expect(css).toContain('#ffcc00');
  });
});
