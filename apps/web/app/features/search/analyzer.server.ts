/**
 * How text becomes index terms, per language: words, case and accent folding, umlaut spellings,
 * stop words, stemming. Indexing and querying share these functions so both sides meet.
 */
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as germanStemmer } from '@orama/stemmers/german';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { stopwords as germanStopwords } from '@orama/stopwords/german';

export type SearchLocale = 'de' | 'en';

/** Stop words are indexed in titles only, so a query of nothing but stop words finds a title. */
export const keepsStopWords = (field: string | undefined) => field === 'title';

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text; everything else (operators, quotes, emojis) only separates them. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Every word with where it starts, for snippets. */
export function wordSpans(text: string): Array<{ word: string; start: number; end: number }> {
  return Array.from(text.matchAll(WORD), (m) => ({
    word: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

const stripMarks = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

// Latin-1 letters folded through a table made the same way as the general rule below: text
// that has nothing beyond Latin-1 (German, English) then stays a one-byte string, on which
// V8's regular expressions run many times faster than after a Unicode normalization.
const LATIN_1 = Object.fromEntries(
  Array.from({ length: 0x100 - 0xc0 }, (_, i) => String.fromCharCode(0xc0 + i).toLowerCase())
    .filter((char) => char.length === 1)
    .map((char) => [char, char === 'ß' ? 'ss' : stripMarks(char)]),
) as Record<string, string>;

// Any character above U+00FF (written as a range from the first one after Latin-1).
const BEYOND_LATIN_1 = /[\u0100-\uffff]/;

/** Lower case, ß as ss, accents and umlaut dots dropped: "Straße" → "strasse", "Führung" → "fuhrung". */
export function foldWord(word: string): string {
  const folded = word.toLowerCase().replace(/[ß\u00e0-\u00ff]/g, (char) => LATIN_1[char] ?? char);
  return BEYOND_LATIN_1.test(folded) ? stripMarks(folded) : folded;
}

/** The other German spelling of umlauts ("Führung" → "fuehrung"), or null when there are none. */
export function digraphWord(word: string): string | null {
  const lower = word.toLowerCase();
  if (!/[äöü]/.test(lower)) return null;
  return foldWord(lower.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'));
}

/**
 * Text for phrase comparison: folded words separated by single spaces. "ae/oe/ue" are merged into
 * plain vowels on both sides here, so "Fuehrung durch" and "Führung durch" compare equal.
 */
export function phraseText(text: string): string {
  // Folded as one string, not word by word: several times faster for whole documents.
  return phraseFold(words(foldWord(text)).join(' '));
}

const phraseFold = (folded: string) => folded.replace(/([aou])e/g, '$1');

export interface Analyzer {
  locale: SearchLocale;
  isStopWord(word: string): boolean;
  /** Stop words as they are usually written (lower case, capitalized, upper case): a quick test. */
  stopForms: ReadonlySet<string>;
  /** The stem of a word as the query side uses it; null for words too short to search. */
  queryTerm(word: string): string | null;
  /**
   * What a word of a document is indexed as: its stem, for umlauts in both spellings. Stop words
   * are kept in titles only, so a query of nothing but stop words can still find a title.
   */
  indexTerms(word: string, field?: string): string[] | null;
  /** Everything about one word of a document at once, cached: for indexing in one pass. */
  analyse(word: string): AnalysedWord;
}

export type AnalysedWord = {
  stop: boolean;
  /** Index terms; null when the word is too short to search. */
  terms: string[] | null;
};

const languages = {
  de: { stem: germanStemmer, stopwords: germanStopwords },
  en: { stem: englishStemmer, stopwords: englishStopwords },
} satisfies Record<SearchLocale, unknown>;

// Documents repeat their words: analysing each distinct word once makes indexing several
// times faster. Only document words are cached (not visitors' queries), and the cache is
// emptied when it grows past this, so updates over months cannot grow it without end.
const MAX_CACHED_WORDS = 200_000;

export function createAnalyzer(locale: SearchLocale): Analyzer {
  const { stem } = languages[locale];
  const stop = new Set(languages[locale].stopwords.map(foldWord));
  const isStopWord = (word: string) => stop.has(foldWord(word));
  const stopForms = new Set(
    languages[locale].stopwords.flatMap((word) => [
      word,
      word.charAt(0).toUpperCase() + word.slice(1),
      word.toUpperCase(),
    ]),
  );
  const usable = (folded: string) => folded.length >= 2 || /\d/.test(folded);
  const cache = new Map<string, AnalysedWord>();

  function analyse(word: string): AnalysedWord {
    const folded = foldWord(word);
    if (!usable(folded)) return { stop: false, terms: null };
    const terms = [stem(folded)];
    const digraph = digraphWord(word);
    const other = digraph && stem(digraph);
    if (other && other !== terms[0]) terms.push(other);
    return { stop: stop.has(folded), terms };
  }

  function cached(word: string): AnalysedWord {
    let analysed = cache.get(word);
    if (!analysed) {
      if (cache.size >= MAX_CACHED_WORDS) cache.clear();
      analysed = analyse(word);
      cache.set(word, analysed);
    }
    return analysed;
  }

  return {
    locale,
    isStopWord,
    stopForms,
    queryTerm(word) {
      const folded = foldWord(word);
      return usable(folded) ? stem(folded) : null;
    },
    indexTerms(word, field) {
      const analysed = cached(word);
      return analysed.stop && !keepsStopWords(field) ? null : analysed.terms;
    },
    analyse: cached,
  };
}
