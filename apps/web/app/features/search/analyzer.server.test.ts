import { describe, expect, it } from 'vitest';
import { createAnalyzer, digraphWord, foldWord, phraseText, words } from './analyzer.server';
import { parseQuery } from './query.server';

describe('folding', () => {
  it('folds case, accents, umlauts and ß', () => {
    expect(foldWord('Straße')).toBe('strasse');
    expect(foldWord('FÜHRUNG')).toBe('fuhrung');
    expect(foldWord('Café')).toBe('cafe');
    expect(digraphWord('Führung')).toBe('fuehrung');
    expect(digraphWord('Technik')).toBeNull();
    expect(phraseText('Führung, durch die  Straße!')).toBe(
      phraseText('fuehrung durch die strasse'),
    );
  });

  it('folds every letter as Unicode decomposition would, Latin-1 by its quick table too', () => {
    const reference = (text: string) =>
      text.toLocaleLowerCase('de').replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
    const letters = Array.from({ length: 0x250 - 0x41 }, (_, i) => String.fromCharCode(0x41 + i));
    for (const letter of letters) expect(foldWord(letter), letter).toBe(reference(letter));
    // Marks written separately, and Latin-1 mixed with other scripts.
    for (const text of ['Cafe\u0301', 'A\u0308rger', 'Šťastný Müller', 'Ελλάδα Öl']) {
      expect(foldWord(text)).toBe(reference(text));
    }
  });

  it('splits words at everything that is not a letter or digit', () => {
    expect(words('Dampf-Maschine (1850) AND *x* 🚂 title:y')).toEqual([
      'Dampf',
      'Maschine',
      '1850',
      'AND',
      'x',
      'title',
      'y',
    ]);
  });
});

describe('analyzer', () => {
  const de = createAnalyzer('de');
  const en = createAnalyzer('en');

  it('stems both languages', () => {
    expect(de.queryTerm('Führungen')).toBe(de.queryTerm('Führung'));
    expect(de.queryTerm('Ausstellungen')).toBe(de.queryTerm('Ausstellung'));
    expect(en.queryTerm('exhibitions')).toBe(en.queryTerm('exhibition'));
    expect(en.queryTerm('galleries')).toBe(en.queryTerm('gallery'));
  });

  it('knows the usual written forms of stop words, and only stop words', () => {
    for (const analyzer of [de, en]) {
      for (const form of analyzer.stopForms) expect(analyzer.isStopWord(form), form).toBe(true);
    }
    expect(de.stopForms.has('Für')).toBe(true);
    expect(de.stopForms.has('Führung')).toBe(false);
    expect(en.stopForms.has('The')).toBe(true);
  });

  it('indexes both umlaut spellings and keeps stop words in titles only', () => {
    expect(de.indexTerms('Führungen', 'body')).toEqual(['fuhrung', 'fuehrung']);
    expect(de.indexTerms('und', 'body')).toBeNull();
    expect(de.indexTerms('und', 'title')).toEqual(['und']);
    expect(en.isStopWord('The')).toBe(true);
    expect(de.isStopWord('für')).toBe(true);
  });
});

describe('parseQuery', () => {
  it('finds closed quoted phrases only', () => {
    expect(parseQuery('"Dampfmaschine von 1850" Halle').phrases).toEqual([
      'dampfmaschine von 1850',
    ]);
    expect(parseQuery('"Dampfmaschine von 1850').phrases).toEqual([]);
    expect(parseQuery('"Halle"').phrases).toEqual([]);
  });

  it('cuts long text without splitting an emoji', () => {
    const query = parseQuery('🚂'.repeat(250));
    expect(query.truncated).toBe(true);
    expect(query.text).toBe('🚂'.repeat(200));
    expect(query.words).toEqual([]);
  });

  it('cuts a very long text cheaply and says so', () => {
    const query = parseQuery('Halle '.repeat(200_000));
    expect(query.truncated).toBe(true);
    expect(query.text.length).toBeLessThanOrEqual(200);
    expect(parseQuery('x'.repeat(200)).truncated).toBe(false);
    expect(parseQuery('x'.repeat(201)).truncated).toBe(true);
  });
});
