import { describe, expect, it } from 'vitest';
import { languageChoiceHref, safeTarget } from './service-paths';

describe('language choice link', () => {
  it('carries the target page', () => {
    expect(languageChoiceHref('en', '/en/exhibitions/machine-hall')).toBe(
      '/language/en?to=%2Fen%2Fexhibitions%2Fmachine-hall',
    );
  });

  it('follows only same-site paths', () => {
    expect(safeTarget('/en/search?text=a', '/en')).toBe('/en/search?text=a');
    for (const hostile of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/.//evil.example/x',
      '/x/..//evil.example/',
      '/x/../%5Cevil.example/',
      'javascript:alert(1)',
      null,
      '',
    ]) {
      expect(safeTarget(hostile, '/en')).toBe('/en');
    }
  });
});
