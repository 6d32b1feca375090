/**
 * Many documents into a new MiniSearch index at once (server start). Adding them one by one
 * walks the engine's radix tree once per word of every text; here the terms are counted in
 * hash maps and the engine is made from the result with MiniSearch.loadJS, which touches the
 * tree once per distinct term. The outcome is the index `add` would have made (same terms,
 * frequencies, field lengths and averages), so scores are the engine's own.
 */
import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import { keepsStopWords, words, type Analyzer } from './analyzer.server';
import type { Vocabulary, VocabularyEntry } from './vocabulary.server';

// MiniSearch's serialization format, as written by toJSON in 7.x.
const SERIALIZATION_VERSION = 2;

// Per field: document short ids and frequencies, alternating. Appending to arrays is much
// cheaper than growing objects with sparse number keys; those are made once, at the end.
export type Postings = number[][];

/** How often a term (by its postings) occurs in the field at hand. */
export type TermCount = { postings: Postings; count: number };

function serialized(postings: Postings): AsPlainObject['index'][number][1] {
  const fields: AsPlainObject['index'][number][1] = {};
  postings.forEach((pairs, fieldId) => {
    const entry: Record<number, number> = {};
    for (let i = 0; i < pairs.length; i += 2) entry[pairs[i]!] = pairs[i + 1]!;
    fields[fieldId] = entry;
  });
  return fields;
}

/**
 * The terms for loadJS, each serialized only when loadJS reaches it (it reads them once, in
 * order, with for…of): short-lived garbage instead of a second copy of the whole index.
 */
function lazily(index: Map<string, Postings>): AsPlainObject['index'] {
  const entries = {
    *[Symbol.iterator]() {
      for (const [term, postings] of index) yield [term, serialized(postings)] as const;
    },
  };
  return entries as unknown as AsPlainObject['index'];
}

export class BulkLoad<Doc> {
  private readonly index = new Map<string, Postings>();
  private readonly documentIds: Record<number, string> = {};
  private readonly fieldLength: Record<number, number[]> = {};
  private readonly totals: number[];
  private count = 0;

  constructor(private readonly fields: readonly string[]) {
    this.totals = fields.map(() => 0);
  }

  /** A term's postings, to count into (the same array every time for the same term). */
  postings(term: string): Postings {
    let postings = this.index.get(term);
    if (!postings) {
      postings = [];
      this.index.set(term, postings);
    }
    return postings;
  }

  /**
   * One document: its id, and `countField` giving for each field (by its position in `fields`)
   * its distinct terms with how often each occurs (by the term's postings, from `postings`).
   * Each field's counts are read before the next is asked for, so they may be reused.
   */
  add(id: string, countField: (fieldId: number) => readonly TermCount[]): void {
    const shortId = this.count;
    this.count += 1;
    this.documentIds[shortId] = id;
    const lengths: number[] = [];
    this.fields.forEach((_, fieldId) => {
      const terms = countField(fieldId);
      // MiniSearch counts a field's length in distinct terms.
      lengths[fieldId] = terms.length;
      this.totals[fieldId] = (this.totals[fieldId] ?? 0) + terms.length;
      for (const { postings, count } of terms) (postings[fieldId] ??= []).push(shortId, count);
    });
    this.fieldLength[shortId] = lengths;
  }

  /** The finished engine, configured with `options` (the same as for one-by-one adding). */
  engine(options: Options<Doc>): MiniSearch<Doc> {
    const count = this.count;
    const plain: AsPlainObject = {
      documentCount: count,
      nextId: count,
      documentIds: this.documentIds,
      fieldIds: Object.fromEntries(this.fields.map((field, i) => [field, i])),
      fieldLength: this.fieldLength,
      averageFieldLength: this.totals.map((total) => (count > 0 ? total / count : 0)),
      storedFields: {},
      dirtCount: 0,
      index: lazily(this.index),
      serializationVersion: SERIALIZATION_VERSION,
    };
    return MiniSearch.loadJS(plain, options);
  }
}

/**
 * Counts a field's terms for bulk loading. Each word is looked up once in one table that
 * holds all it leads to: its terms, each with its postings, vocabulary entry and a counter
 * for the field at hand. With millions of words, separate maps per step were most of the time.
 */
export function bulkCounter<Doc>(bulk: BulkLoad<Doc>, analyzer: Analyzer, vocabulary: Vocabulary) {
  // A term's counter and vocabulary entry are made when it is first counted, not when a word
  // leading to it is first seen: a stop word outside titles must leave no trace.
  type TermSlot = {
    term: string;
    word: string;
    counted: TermCount | null;
    entry: VocabularyEntry | null;
    field: number;
  };
  const termSlots = new Map<string, TermSlot>();
  const slotOf = (term: string, word: string) => {
    let slot = termSlots.get(term);
    if (!slot) {
      slot = { term, word, counted: null, entry: null, field: -1 };
      termSlots.set(term, slot);
    }
    return slot;
  };
  type WordSlot = { stop: boolean; terms: TermSlot[] } | null;
  const wordSlots = new Map<string, WordSlot>();
  const wordSlotOf = (word: string): WordSlot => {
    let found = wordSlots.get(word);
    if (found === undefined) {
      const { stop, terms } = analyzer.analyse(word);
      found = terms && { stop, terms: terms.map((term) => slotOf(term, word)) };
      wordSlots.set(word, found);
    }
    return found;
  };
  // Which field is being counted: a slot's count is reset when it meets a new one.
  let field = 0;
  return (text: string, name: string): TermCount[] => {
    field += 1;
    const touched: TermCount[] = [];
    const keepStops = keepsStopWords(name);
    for (const word of words(text)) {
      // Stop words as usually written are skipped before the large table (outside titles).
      if (!keepStops && analyzer.stopForms.has(word)) continue;
      const found = wordSlotOf(word);
      if (!found || (found.stop && !keepStops)) continue;
      for (const slot of found.terms) {
        let counted = slot.counted;
        if (slot.field !== field || !counted) {
          slot.field = field;
          counted = slot.counted ??= { postings: bulk.postings(slot.term), count: 0 };
          counted.count = 0;
          touched.push(counted);
          vocabulary.see((slot.entry ??= vocabulary.entry(slot.term, slot.word)));
        }
        counted.count += 1;
      }
    }
    return touched;
  };
}
