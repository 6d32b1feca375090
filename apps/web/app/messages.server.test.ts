import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { loaded } from '~/i18n/react';
import { translator } from '~/i18n/translate';
import { catalogue, catalogueHref, catalogueScript, messageTables } from './messages.server';

describe('the catalogue', () => {
  it('has the same keys in both languages in every table', () => {
    for (const table of Object.values(messageTables)) {
      expect(Object.keys(table.en).sort()).toEqual(Object.keys(table.de).sort());
    }
  });

  it('compiles every message of both languages', () => {
    for (const table of Object.values(messageTables)) {
      for (const locale of ['de', 'en'] as const) {
        for (const source of Object.values(table[locale])) {
          expect(
            () => new IntlMessageFormat(source, locale, undefined, { ignoreTag: true }),
          ).not.toThrow();
        }
      }
    }
  });

  it('gives the page only its own language', () => {
    expect(catalogue('de').common['site.homeLink']).toBe('Zentralmuseum – zur Startseite');
    expect(catalogue('en').common['site.homeLink']).toBe('Zentralmuseum – home page');
    expect(JSON.stringify(catalogue('en'))).not.toContain('Stumm schalten');
  });

  it('is served as a script named by its content, and registered for server rendering', () => {
    const href = catalogueHref('de');
    expect(href).toMatch(/^\/i18n\/de\.[0-9a-f]{10}\.js$/);
    expect(loaded(href)?.audio['audio.mute']).toBe('Stumm schalten');
    const script = catalogueScript(href);
    expect(script?.current).toBe(true);
    expect(script?.body).toContain(`["${href}"]=`);
    expect(script?.body).toContain('Stumm schalten');
    expect(script?.body).not.toContain('Mute');
    // ICU messages arrive parsed (the browser has no parser) and format as on the server.
    const quiz = loaded(href)?.quiz;
    expect(Array.isArray(quiz?.['quiz.intro'])).toBe(true);
    expect(translator('de', quiz)('quiz.intro', { count: 1 })).toBe(
      '1 Frage – eine nach der anderen. Nach jeder Antwort sehen Sie, ob sie stimmt.',
    );
    const hours = loaded(catalogueHref('en'))?.hours;
    expect(translator('en', hours)('today.programme')).toBe("Today's programme");
    // An older page gets today's texts under the name it asked for, briefly cached.
    expect(catalogueScript('/i18n/en.0123456789.js')).toMatchObject({ current: false });
    expect(catalogueScript('/i18n/fr.0123456789.js')).toBeNull();
    expect(catalogueScript('/i18n/de.js')).toBeNull();
  });
});
