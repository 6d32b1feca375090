import { describe, expect, it } from 'vitest';
import { easyLanguagePath, signLanguagePath } from './accessible-language-pages';

describe('the header links to sign language and Leichte Sprache', () => {
  it('leads to the sign-language page of each language', () => {
    expect(signLanguagePath('de')).toEqual({
      path: '/barrierefreiheit/gebaerdensprache',
      hrefLang: undefined,
    });
    expect(signLanguagePath('en')).toEqual({
      path: '/en/accessibility/sign-language',
      hrefLang: undefined,
    });
  });

  it('leads both languages to the German Leichte Sprache page, saying so on English pages', () => {
    expect(easyLanguagePath('de')).toEqual({
      path: '/barrierefreiheit/leichte-sprache',
      hrefLang: undefined,
    });
    expect(easyLanguagePath('en')).toEqual({
      path: '/barrierefreiheit/leichte-sprache',
      hrefLang: 'de',
    });
  });
});
