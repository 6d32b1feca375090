import { describe, expect, it } from 'vitest';
import { lacksAltText, parseAltText, serializeAltText } from './alt-text';

describe('the alternative text of a media file as fields', () => {
  it('reads both languages and the decorative mark from the JSON', () => {
    expect(parseAltText('{"de":"Dampfmaschine","en":"Steam engine"}')).toEqual({
      de: 'Dampfmaschine',
      en: 'Steam engine',
      decorative: false,
      other: {},
    });
    expect(parseAltText('{"de":"","en":"","decorative":true}')).toMatchObject({
      decorative: true,
    });
  });

  it('reads plain text as the German text, and nothing as empty fields', () => {
    expect(parseAltText('Foyer')).toMatchObject({ de: 'Foyer', en: '' });
    expect(parseAltText('{kein JSON')).toMatchObject({ de: '{kein JSON', en: '' });
    expect(parseAltText(null)).toMatchObject({ de: '', en: '', decorative: false });
    expect(parseAltText('["de"]')).toMatchObject({ de: '["de"]', en: '' });
  });

  it('writes the fields as the JSON the site reads, and nothing as the empty string', () => {
    const alt = { de: 'Halle', en: 'Hall', decorative: false, other: {} };
    expect(JSON.parse(serializeAltText(alt))).toEqual({ de: 'Halle', en: 'Hall' });
    expect(JSON.parse(serializeAltText({ ...alt, decorative: true }))).toEqual({
      de: 'Halle',
      en: 'Hall',
      decorative: true,
    });
    expect(serializeAltText({ de: ' ', en: '', decorative: false, other: {} })).toBe('');
  });

  it('gives back what it read, keys it does not know included', () => {
    const stored = '{"note":"Foto: Archiv","de":"Halle","en":"","decorative":true}';
    expect(JSON.parse(serializeAltText(parseAltText(stored)))).toEqual(JSON.parse(stored));
    const typed = { de: 'Halle mit ', en: 'Hall', decorative: false, other: {} };
    expect(parseAltText(serializeAltText(typed))).toEqual(typed);
  });

  it('asks for a language only where it is empty and the image is not decorative', () => {
    const alt = parseAltText('{"de":"Halle","en":"  "}');
    expect(lacksAltText(alt, 'de')).toBe(false);
    expect(lacksAltText(alt, 'en')).toBe(true);
    expect(lacksAltText({ ...alt, decorative: true }, 'en')).toBe(false);
  });
});
