import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { loaded } from '~/i18n/react';
import { translator } from '~/i18n/translate';
import {
  catalogueParts,
  isCataloguePart,
  namespacesOf,
  partHref,
  partOf,
} from '~/i18n/catalogue-parts';
import { catalogue, catalogueHashes, catalogueScript, messageTables } from './messages.server';

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
          expect(() => parse(source, { ignoreTag: true })).not.toThrow();
        }
      }
    }
  });

  it('gives the page only its own language', () => {
    expect(catalogue('de').common['skipLink.label']).toBe('Zum Inhalt springen');
    expect(catalogue('en').common['skipLink.label']).toBe('Skip to content');
    expect(JSON.stringify(catalogue('en'))).not.toContain('Stumm schalten');
  });

  it('serves each part as a script named by its content, registered for server rendering', () => {
    const hashes = catalogueHashes('de');
    const href = partHref('de', 'offers', hashes.offers);
    expect(href).toMatch(/^\/i18n\/de\.offers\.[0-9a-f]{10}\.js$/);
    expect(loaded(href)?.audio?.['audio.mute']).toBe('Stumm schalten');
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
    const hours = loaded(partHref('en', 'frame', catalogueHashes('en').frame))?.hours;
    expect(translator('en', hours)('today.programme')).toBe("Today's programme");
  });

  it('puts only its namespaces in a part, and each part has its own hash', () => {
    const hashes = catalogueHashes('de');
    expect(new Set(Object.values(hashes)).size).toBe(catalogueParts.length);
    const frame = catalogueScript(partHref('de', 'frame', hashes.frame))!.body;
    expect(frame).toContain('"common":');
    expect(frame).not.toContain('"filters":');
    expect(frame).not.toContain('Stumm schalten');
    const filters = loaded(partHref('de', 'filters', hashes.filters));
    expect(Object.keys(filters ?? {})).toEqual(['filters']);
    // The frame part is much smaller than the whole catalogue was.
    expect(frame.length).toBeLessThan(JSON.stringify(catalogue('de')).length * 0.7);
  });

  it('sends the browser no texts that only the server uses (feed and calendar files)', () => {
    for (const locale of ['de', 'en'] as const) {
      const hashes = catalogueHashes(locale);
      const sent = catalogueParts
        .map((part) => catalogueScript(partHref(locale, part, hashes[part]))!.body)
        .join('');
      // The subscribe and calendar links the pages show are there…
      expect(sent).toContain(locale === 'de' ? 'Podcast abonnieren (RSS)' : 'Add to calendar');
      // …the feeds' own titles, descriptions and entry texts are not.
      for (const text of [
        'Zentralmuseum – Der Podcast',
        'Zentralmuseum – The Podcast',
        'Neue Blogbeiträge und Pressemitteilungen',
        'Blog and press releases',
        'Abgesagt:',
        'Cancelled:',
        '"feed.',
        '"entry.',
        '"podcast.title"',
        '"news.linkTitle"',
      ])
        expect(sent).not.toContain(text);
    }
  });

  it("gives an older hash today's texts, briefly cached, and knows no other part or language", () => {
    expect(catalogueScript('/i18n/en.filters.0123456789.js')).toMatchObject({ current: false });
    expect(catalogueScript('/i18n/en.filters.0123456789.js')?.body).toContain('"filters":');
    // A page from before the split asks for the whole catalogue: it gets all of it.
    const whole = catalogueScript('/i18n/en.0123456789.js');
    expect(whole).toMatchObject({ current: false });
    expect(whole?.body).toContain('"filters":');
    expect(whole?.body).toContain('"common":');
    expect(catalogueScript('/i18n/fr.frame.0123456789.js')).toBeNull();
    expect(catalogueScript('/i18n/de.nope.0123456789.js')).toBeNull();
    expect(catalogueScript('/i18n/de.frame.js')).toBeNull();
    expect(catalogueScript('/i18n/de.js')).toBeNull();
  });
});

describe('the catalogue parts', () => {
  it('put every namespace in exactly one part', () => {
    const namespaces = Object.keys(messageTables).sort();
    const inParts = catalogueParts.flatMap((part) => namespacesOf(part));
    expect([...inParts].sort()).toEqual(namespaces);
    expect(new Set(inParts).size).toBe(inParts.length);
    expect(Object.keys(partOf).sort()).toEqual(namespaces);
  });

  it('keep the page frame in the first part and no part empty', () => {
    expect(catalogueParts[0]).toBe('frame');
    expect(namespacesOf('frame')).toEqual(
      expect.arrayContaining(['common', 'menu', 'footer', 'consent', 'hours']),
    );
    for (const part of catalogueParts) expect(namespacesOf(part).length).toBeGreaterThan(0);
    expect(isCataloguePart('filters')).toBe(true);
    expect(isCataloguePart('constructor')).toBe(false);
  });
});
