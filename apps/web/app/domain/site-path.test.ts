import { describe, expect, it } from 'vitest';
import { sitePathOf, routableTarget } from './site-path';

describe('sitePathOf: redirect targets and page addresses from a request', () => {
  it('keeps paths of this site, with query and fragment, normalised', () => {
    expect(sitePathOf('/en/search?text=a#hits')).toBe('/en/search?text=a#hits');
    expect(sitePathOf('/ausstellungen/./farbe/../farbe')).toBe('/ausstellungen/farbe');
    expect(sitePathOf('/')).toBe('/');
  });

  // Found by the security review of issue 41 (finding 2): each was answered as Location.
  it.each([
    '/.//evil.example/x',
    '/x/..//evil.example/',
    '/x/../%5Cevil.example/',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/./\\evil.example',
    '/\\evil.example',
    '//evil.example',
    '///evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\tevil',
    '/x\n/y',
    ' /x',
    '',
    null,
  ])('refuses %j', (hostile) => {
    expect(sitePathOf(hostile)).toBeNull();
  });

  it('refuses what cannot be decoded', () => {
    expect(sitePathOf('/%E0%A4%A')).toBeNull();
  });
});

describe('routableTarget', () => {
  it('encodes once more the encoded tabs and line breaks that URL parsing would drop', () => {
    expect(routableTarget('/%09/%0d?q=%0A')).toBe('/%2509/%250d?q=%0A');
    expect(routableTarget('/ausstellungen/farbe?x=%20')).toBe('/ausstellungen/farbe?x=%20');
  });
});

describe('routableTarget and escapes that decode to nothing', () => {
  it('encodes the "%" of each part that does not decode, and only there', () => {
    expect(routableTarget('/assets/x%')).toBe('/assets/x%25');
    expect(routableTarget('/en/%E0%A4%A/ok%20part?q=%zz')).toBe(
      '/en/%25E0%25A4%25A/ok%20part?q=%zz',
    );
    expect(routableTarget('/fonts/%C0%AF')).toBe('/fonts/%25C0%25AF');
    expect(routableTarget('/suche/%C3%BC')).toBe('/suche/%C3%BC');
  });
});
