/**
 * One full-text index per locale over the site's public items (MiniSearch underneath: BM25
 * ranking, field boosts, prefix and fuzzy matching, incremental updates). Server-only: the
 * index never goes to the browser. See docs/decisions/0016-search-engine.md.
 */
import MiniSearch, { type Options, type SearchOptions, type SearchResult } from 'minisearch';
import { berlinInstant } from '~/time/berlin-time';
import { addDays, isIsoDate } from '~/time/calendar-date';
import { createAnalyzer, foldWord, phraseText, words, type SearchLocale } from './analyzer.server';
import {
  isSearchKind,
  searchKinds,
  type KindCounts,
  type SearchDocument,
  type SearchHit,
  type SearchResult as Result,
  type SearchSuggestion,
} from './document';
import { parseQuery } from './query.server';
import { makeSnippet } from './snippet.server';
import { suggestSpelling } from './spelling.server';
import { MIN_TYPED, Vocabulary } from './vocabulary.server';
import { BOOST, createQueryBuilder, FIELDS, type Field } from './engine-query.server';
import { BoundedCache } from './bounded-cache';
import { BulkLoad, bulkCounter } from './bulk-load.server';

const PAST_FACTOR = 0.4;

const MAX_PAGE_SIZE = 100;

type Stored = {
  doc: SearchDocument;
  /** Folded text for phrase queries; null until made (bulk loading makes them afterwards). */
  phrase: string | null;
  /** When it stops being current (ms); null when it has no date. */
  until: number | null;
};

export interface SearchRequest {
  kind?: string | null;
  page?: number;
  pageSize?: number;
  now?: Date;
}

export interface SearchIndex {
  readonly locale: SearchLocale;
  readonly size: number;
  has(id: string): boolean;
  /** Adds a new item; an id already present is an error (use replace). */
  add(doc: SearchDocument): void;
  /** Adds or updates an item (publish and update webhooks). */
  replace(doc: SearchDocument): void;
  /** Removes an item (unpublish); false when it was not there. */
  remove(id: string): boolean;
  /**
   * Many items, added or updated, in slices with a turn of the event loop between them so that
   * the server keeps answering. Into an empty index (start-up) they are loaded in bulk, several
   * times faster; add, replace and remove are refused until that has finished.
   */
  addAll(docs: Iterable<SearchDocument>, sliceSize?: number): Promise<void>;
  /**
   * Settles when the work a bulk load leaves for afterwards is done: the phrase texts, made in
   * slices while the index already answers (a phrase query makes those it needs at once).
   */
  settled(): Promise<void>;
  search(text: unknown, request?: SearchRequest): Result;
  /** Titles for live suggestions while typing. */
  suggest(text: unknown, limit?: number): SearchSuggestion[];
}

const emptyCounts = (): KindCounts =>
  Object.fromEntries(searchKinds.map((kind) => [kind, 0])) as KindCounts;

function until(doc: SearchDocument): number | null {
  const date = doc.date;
  if (!date) return null;
  const end = typeof date === 'string' ? date : (date.end ?? date.start);
  // A date without a time lasts the whole museum day.
  if (isIsoDate(end)) return berlinInstant(addDays(end, 1)).getTime();
  const instant = Date.parse(end);
  return Number.isNaN(instant) ? null : instant;
}

const fieldText = (doc: SearchDocument, field: Field) => String(doc[field] ?? '');

function isPast(stored: Stored, now: number): boolean {
  if (stored.doc.past !== undefined) return stored.doc.past;
  return stored.until !== null && stored.until <= now;
}

function clampInt(value: number | undefined, fallback: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(1, Math.floor(value)));
}

export function createSearchIndex(locale: SearchLocale): SearchIndex {
  const analyzer = createAnalyzer(locale);
  const docs = new Map<string, Stored>();
  const vocabulary = new Vocabulary();
  const options: Options<SearchDocument> = {
    idField: 'id',
    fields: [...FIELDS],
    // Documents are analysed in one pass here; the engine gets finished terms.
    tokenize: (text, field) => indexTerms(text, field ?? ''),
    processTerm: (term) => term,
    extractField: (doc, field) => fieldText(doc, field as Field),
    // Queries arrive as index terms, expanded here rather than by the engine's prefix and fuzzy
    // search, which would take every matching term however many there are.
    searchOptions: {
      tokenize: (term) => [term],
      processTerm: (term) => term,
      prefix: false,
      fuzzy: false,
    },
  };
  let engine = new MiniSearch<SearchDocument>(options);
  // Everyone types the same beginnings ("Fü", "Führ"): their suggestions are kept until the
  // next change of the index.
  const suggestions = new BoundedCache<SearchSuggestion[]>(2000);
  let loading = false;
  let phrasesMade: Promise<void> = Promise.resolve();

  /** A word's index terms in a field, noted in the vocabulary. */
  function wordTerms(word: string, field: string): readonly string[] {
    const terms = analyzer.indexTerms(word, field) ?? [];
    for (const term of terms) vocabulary.add(term, word);
    return terms;
  }

  /** A field's terms in order, as the engine's tokenizer (one item at a time). */
  function indexTerms(text: string, field: string): string[] {
    return words(text).flatMap((word) => wordTerms(word, field));
  }

  /** Recomputed on removal rather than kept per document: removals are rare, memory is not. */
  function termsOf(doc: SearchDocument): Set<string> {
    const terms = new Set<string>();
    for (const field of FIELDS) {
      for (const word of words(doc[field] ?? '')) {
        for (const term of analyzer.indexTerms(word, field) ?? []) terms.add(term);
      }
    }
    return terms;
  }

  function checkLocale(doc: SearchDocument) {
    if (doc.locale !== locale) {
      throw new Error(`search index ${locale}: ${doc.id} is in locale ${doc.locale}`);
    }
  }

  function checkIdle() {
    if (loading) throw new Error(`search index ${locale}: still loading`);
  }

  function entryOf(doc: SearchDocument, phrase: string | null = phraseOf(doc)): Stored {
    return { doc, phrase, until: until(doc) };
  }

  function phraseOf(doc: SearchDocument): string {
    // '|' keeps phrases from running from one field into the next.
    return ` ${FIELDS.map((field) => phraseText(fieldText(doc, field))).join(' | ')} `;
  }

  function phraseOfStored(stored: Stored): string {
    stored.phrase ??= phraseOf(stored.doc);
    return stored.phrase;
  }

  /**
   * After a bulk load: the phrase texts, in slices. The index answers meanwhile; a phrase query
   * that reaches an item without one makes it on the spot.
   */
  async function makePhraseTexts(sliceSize: number) {
    let count = 0;
    for (const stored of docs.values()) {
      phraseOfStored(stored);
      count += 1;
      if (count % sliceSize === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }

  function add(doc: SearchDocument) {
    checkIdle();
    checkLocale(doc);
    if (docs.has(doc.id)) throw new Error(`search index ${locale}: ${doc.id} is already in`);
    vocabulary.nextDocument();
    engine.add(doc);
    suggestions.clear();
    docs.set(doc.id, entryOf(doc));
  }

  /** Start-up: analyse every item in slices, then make the engine from the counted terms. */
  async function load(items: Iterable<SearchDocument>, sliceSize: number) {
    const latest = new Map<string, SearchDocument>();
    for (const doc of items) {
      checkLocale(doc);
      latest.set(doc.id, doc);
    }
    loading = true;
    try {
      const bulk = new BulkLoad<SearchDocument>(FIELDS);
      const counter = bulkCounter(bulk, analyzer, vocabulary);
      let count = 0;
      for (const doc of latest.values()) {
        vocabulary.nextDocument();
        bulk.add(doc.id, (fieldId) => {
          const field = FIELDS[fieldId] ?? 'body';
          return counter(fieldText(doc, field), field);
        });
        docs.set(doc.id, entryOf(doc, null));
        count += 1;
        if (count % sliceSize === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      engine = bulk.engine(options);
      suggestions.clear();
    } finally {
      loading = false;
    }
    phrasesMade = makePhraseTexts(sliceSize);
  }

  /** Checks first, so that a refused update leaves the old version in place. */
  function replace(doc: SearchDocument) {
    checkLocale(doc);
    remove(doc.id);
    add(doc);
  }

  function remove(id: string): boolean {
    checkIdle();
    const stored = docs.get(id);
    if (!stored) return false;
    // discard needs only the id; MiniSearch cleans up in batches (vacuuming).
    engine.discard(id);
    suggestions.clear();
    docs.delete(id);
    vocabulary.remove(termsOf(stored.doc));
    return true;
  }

  const buildQuery = createQueryBuilder(analyzer, vocabulary);

  function run(wordList: string[], options: SearchOptions): SearchResult[] {
    const built = buildQuery(wordList);
    const found = built
      ? engine.search(built.query, { boost: BOOST, fields: built.fields, ...options })
      : [];
    return withShortBeginnings(wordList, found, options.boostDocument);
  }

  /**
   * A query of nothing but words shorter than prefix search starts (one or two letters or
   * digits: SPEC §5 sets no minimum length) also finds the titles with a word that begins with
   * each, after what its words match as themselves.
   */
  function withShortBeginnings(
    wordList: string[],
    found: SearchResult[],
    boostDocument: SearchOptions['boostDocument'],
  ): SearchResult[] {
    const beginnings = wordList.map(foldWord);
    if (beginnings.length === 0 || beginnings.some((word) => word.length >= MIN_TYPED))
      return found;
    const seen = new Set(found.map((hit) => hit.id));
    const more: SearchResult[] = [];
    for (const [id, { doc }] of docs) {
      if (seen.has(id)) continue;
      const titleWords = words(foldWord(doc.title));
      if (!beginnings.every((start) => titleWords.some((word) => word.startsWith(start)))) continue;
      // Below any match of a word as itself: a short word begins too many titles to rank them.
      const score = 0.1 * (boostDocument?.(id, '', {}) ?? 1);
      more.push({ id, score, terms: [], queryTerms: [], match: {} });
    }
    more.sort((a, b) => b.score - a.score || titleOf(a).localeCompare(titleOf(b), locale));
    return [...found, ...more];
  }

  const titleOf = (hit: SearchResult) => docs.get(hit.id)?.doc.title ?? '';

  function snippetFor(stored: Stored, matched: Set<string>) {
    const isMatch = (word: string) =>
      (analyzer.indexTerms(word, 'body') ?? []).some((term) => matched.has(term));
    const { teaser, body } = stored.doc;
    const source =
      [body, teaser].find((text) => text && words(text).some(isMatch)) ?? teaser ?? body ?? '';
    return makeSnippet(source, isMatch);
  }

  return {
    locale,
    get size() {
      return docs.size;
    },
    has: (id) => docs.has(id),
    add,
    replace,
    remove,
    settled: () => phrasesMade,
    async addAll(items, sliceSize = 500) {
      checkIdle();
      if (docs.size === 0) return load(items, sliceSize);
      let count = 0;
      for (const doc of items) {
        replace(doc);
        count += 1;
        if (count % sliceSize === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    },

    search(text, request = {}) {
      const nowMs = (request.now ?? new Date()).getTime();
      const query = parseQuery(text);
      const kind = isSearchKind(request.kind) ? request.kind : null;
      const page = clampInt(request.page, 1, Number.MAX_SAFE_INTEGER);
      const pageSize = clampInt(request.pageSize, 10, MAX_PAGE_SIZE);
      const result: Result = {
        text: query.text,
        truncated: query.truncated,
        total: 0,
        countsByKind: emptyCounts(),
        kind,
        page,
        pageSize,
        hits: [],
      };
      if (query.words.length === 0) return result;

      // Called for every matching document and term: a lookup and a comparison.
      const boostDocument = (id: string) => {
        const stored = docs.get(id);
        return stored && isPast(stored, nowMs) ? PAST_FACTOR : 1;
      };
      let found = run(query.words, { boostDocument });
      if (query.phrases.length > 0) {
        found = found.filter((hit) => {
          const stored = docs.get(hit.id);
          const phrase = stored ? phraseOfStored(stored) : '';
          return query.phrases.every((p) => phrase.includes(` ${p} `));
        });
      }

      const counts = result.countsByKind;
      for (const hit of found) {
        const stored = docs.get(hit.id);
        if (stored) counts[stored.doc.kind] += 1;
      }
      const filtered = kind ? found.filter((hit) => docs.get(hit.id)?.doc.kind === kind) : found;
      result.total = found.length;
      result.hits = filtered.slice((page - 1) * pageSize, page * pageSize).flatMap((hit) => {
        const stored = docs.get(hit.id);
        if (!stored) return [];
        const { doc } = stored;
        const entry: SearchHit = {
          id: doc.id,
          kind: doc.kind,
          title: doc.title,
          path: doc.path,
          date: doc.date ?? null,
          ...(doc.type ? { type: doc.type } : {}),
          past: isPast(stored, nowMs),
          score: hit.score,
          snippet: snippetFor(stored, new Set(hit.terms)),
        };
        return [entry];
      });

      const suggestion = suggestSpelling(analyzer, vocabulary, query.words);
      if (suggestion) result.suggestion = suggestion;
      return result;
    },

    suggest(text, limit = 8) {
      const query = parseQuery(text);
      if (query.words.length === 0) return [];
      const count = clampInt(limit, 8, 50);
      return suggestions.get(`${count}:${query.text}`, () => {
        const found = run(query.words, { fields: ['title'] });
        return found.slice(0, count).flatMap((hit) => {
          const doc = docs.get(hit.id)?.doc;
          return doc ? [{ id: doc.id, kind: doc.kind, title: doc.title, path: doc.path }] : [];
        });
      });
    },
  };
}
