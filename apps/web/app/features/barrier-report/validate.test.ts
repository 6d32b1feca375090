import { describe, expect, it } from 'vitest';
import { tableTranslator } from '~/i18n/translate';
import { barrierReportMessages } from './messages';
import { sitePath, validateBarrierReport, type BarrierReportContext } from './validate';

const origins = ['https://museum.example'];
const de: BarrierReportContext = { origins, t: tableTranslator(barrierReportMessages, 'de') };
const en: BarrierReportContext = { origins, t: tableTranslator(barrierReportMessages, 'en') };

const valid = {
  description: 'Der Knopf „Weiter“ ist mit der Tastatur nicht erreichbar.\nIm Quiz.',
  page: '/digitale-angebote/quiz',
  'assistive-technology': 'keyboard',
  name: 'Erika',
  email: 'erika@example.org',
  consent: 'on',
};

const errorsFor = (changes: Record<string, string>, context = de) => {
  const result = validateBarrierReport({ ...valid, ...changes }, context);
  return result.ok ? {} : result.errors;
};

describe('validateBarrierReport', () => {
  it('gives the typed report', () => {
    expect(validateBarrierReport(valid, de)).toEqual({
      ok: true,
      value: {
        description: valid.description,
        page: '/digitale-angebote/quiz',
        assistiveTechnology: 'keyboard',
        name: 'Erika',
        email: 'erika@example.org',
        consent: true,
      },
    });
  });

  it('needs only the description and the consent', () => {
    const result = validateBarrierReport({ description: 'Zu wenig Kontrast', consent: 'on' }, en);
    expect(result).toEqual({
      ok: true,
      value: {
        description: 'Zu wenig Kontrast',
        page: null,
        assistiveTechnology: null,
        name: null,
        email: null,
        consent: true,
      },
    });
  });

  it('says what is missing, in German and in English', () => {
    const missing = { description: '  ', consent: '' };
    expect(errorsFor(missing)).toEqual({
      description: 'Bitte beschreiben Sie die Barriere.',
      consent:
        'Bitte stimmen Sie der Speicherung Ihrer Angaben zu, damit wir Ihre Meldung bearbeiten können.',
    });
    expect(errorsFor(missing, en)).toEqual({
      description: 'Please describe the barrier.',
      consent: 'Please agree to us storing your details so that we can deal with your report.',
    });
  });

  it('bounds the description and the name, naming the maximum', () => {
    expect(errorsFor({ description: 'x'.repeat(3001) }).description).toBe(
      'Bitte verwenden Sie höchstens 3000 Zeichen.',
    );
    expect(errorsFor({ name: 'x'.repeat(101) }, en).name).toBe(
      'Please use at most 100 characters.',
    );
    expect(errorsFor({ description: 'x'.repeat(3000) })).toEqual({});
  });

  it('takes invisible characters out and keeps the description’s line breaks', () => {
    const result = validateBarrierReport(
      { ...valid, description: 'Text\u202E gedreht\r\nZeile 2\u0007', name: 'Eri\u200Bka\nM.' },
      de,
    );
    expect(result.ok && result.value.description).toBe('Text gedreht\nZeile 2');
    expect(result.ok && result.value.name).toBe('Erika M.');
    // Only invisible characters is no description.
    expect(errorsFor({ description: '\u200B\u202E' }).description).toBe(
      'Bitte beschreiben Sie die Barriere.',
    );
  });

  it('accepts one mailbox only, and no address at all', () => {
    expect(errorsFor({ email: '' })).toEqual({});
    for (const email of ['a@b.de,c@d.de', 'Ada <ada@example.org>', 'kein-at.example'])
      expect(errorsFor({ email }, en).email).toBe(
        'Please enter a valid email address, e.g. name@example.com.',
      );
  });

  it('accepts only assistive technologies of the list', () => {
    expect(errorsFor({ 'assistive-technology': 'magnifier' })).toEqual({});
    expect(errorsFor({ 'assistive-technology': 'telepathy' })['assistive-technology']).toBe(
      'Bitte wählen Sie ein Hilfsmittel aus der Liste.',
    );
  });

  it('accepts a page of this site only, keeping its path', () => {
    const page = (value: string) => validateBarrierReport({ ...valid, page: value }, en);
    expect(page('https://museum.example/en/visit?x=1#faq')).toMatchObject({
      ok: true,
      value: { page: '/en/visit?x=1#faq' },
    });
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'ausstellungen',
      `/${'x'.repeat(500)}`,
    ])
      expect(page(value)).toEqual({
        ok: false,
        errors: {
          page: 'Please enter an address of this website, e.g. /en/exhibitions, or leave the field empty.',
        },
      });
  });
});

describe('sitePath', () => {
  it('is the path of a URL of one of the origins, or of a path on the site', () => {
    const both = ['https://museum.example', 'http://127.0.0.1:3872'];
    expect(sitePath('http://127.0.0.1:3872/heute', both)).toBe('/heute');
    expect(sitePath('/heute', both)).toBe('/heute');
    expect(sitePath('http://127.0.0.1:9999/heute', both)).toBeNull();
    expect(sitePath('/heute', [])).toBeNull();
  });

  // Kept as "the page" and linked on the thank-you page before (issue 41, finding 2).
  it('refuses paths that a browser resolves to another host', () => {
    const origins = ['https://museum.example'];
    for (const hostile of [
      '/.//evil.example/x',
      '/x/..//evil.example/',
      '/x/../%5Cevil.example/',
      'https://museum.example/.//evil.example/',
    ])
      expect(sitePath(hostile, origins), hostile).toBeNull();
  });
});
