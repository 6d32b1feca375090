import { describe, expect, it } from 'vitest';
import { addText, languageOf, licenceOf, yearOf, type Localized } from './record';

describe('yearOf', () => {
  it.each([
    ['1890', 1890],
    ['1921-03-02', 1921],
    ['-0450', -450],
    ['1890?', 1890],
    ['0', 0],
    ['18xx', undefined],
    ['um 1890', undefined],
    ['', undefined],
  ])('reads %j as %j', (text, year) => {
    expect(yearOf(text)).toBe(year);
  });
});

describe('languageOf', () => {
  it('knows German and English as sources tag them, and nothing else', () => {
    expect(
      ['de', 'de-DE', 'ger', 'deu', 'en', 'en-GB', 'eng', 'fr'].map((t) => languageOf(t, null)),
    ).toEqual(['de', 'de', 'de', 'de', 'en', 'en', 'en', null]);
    expect(languageOf(undefined, 'de')).toBe('de');
  });
});

describe('licenceOf', () => {
  it.each([
    ['https://creativecommons.org/publicdomain/zero/1.0/', 'CC0-1.0'],
    ['CC0', 'CC0-1.0'],
    ['https://creativecommons.org/licenses/by/4.0/', 'CC-BY-4.0'],
    ['CC BY 4.0', 'CC-BY-4.0'],
    ['CC BY-SA 4.0', 'CC-BY-SA-4.0'],
    ['http://rightsstatements.org/vocab/InC/1.0/', 'InC'],
    ['CC BY-NC 4.0', null],
    ['Alle Rechte vorbehalten', null],
  ])('reads %j as %j', (statement, licence) => {
    expect(licenceOf(statement)).toBe(licence);
  });
});

describe('addText', () => {
  it('joins paragraphs, folds spaces inside one and ignores empty text', () => {
    const text: Localized = {};
    addText(text, 'de', '  Erste   Zeile\n  geht weiter.\n\n\n Zweiter ');
    addText(text, 'de', '   ');
    addText(text, 'de', 'Dritter');
    expect(text).toEqual({ de: 'Erste Zeile geht weiter.\n\nZweiter\n\nDritter' });
  });
});
