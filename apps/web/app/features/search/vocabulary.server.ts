import { BoundedCache } from './bounded-cache';
import SearchableMap from 'minisearch/SearchableMap';

/**
 * The terms in the index, counted per document, with one written form each. It turns one query
 * word into a bounded set of index terms: completions of a word being typed, close spellings
 * of an unknown word, compounds that begin or end with the word ("Halle" → "Luftschiffhalle").
 * Bounding these keeps a query's cost independent of how common a prefix is.
 */

// Compounds: a part of at least MIN_PART letters, the rest of the compound at least MIN_REST
// (a real second part, not an inflection), only in terms of MIN_COMPOUND letters or more.
const MIN_PART = 4;
const MIN_REST = 3;
const MIN_COMPOUND = 7;
// How many terms one expansion may add, and how many candidates are looked at to choose them.
const MAX_TERMS = 12;
const MAX_SCAN = 2000;
// Query words are the visitors' choice: the cache of expansions keeps at most this many.
const MAX_CACHED = 5000;
// Prefix search starts at three letters; shorter ones would match half the index.
export const MIN_TYPED = 3;

// `seenIn` marks the document being added, so a term counts once per document.
export type VocabularyEntry = { count: number; surface: string; seenIn: number };
type Entry = VocabularyEntry;

const reverse = (term: string) => Array.from(term).reverse().join('');

export class Vocabulary {
  private readonly terms = new Map<string, Entry>();
  // The same terms in radix trees (MiniSearch's own): forwards for prefixes and spellings,
  // the long ones backwards for compounds that end with a word.
  private readonly tree = new SearchableMap<Entry>();
  private readonly backwards = new SearchableMap<Entry>();
  private readonly expansions = new BoundedCache<string[]>(MAX_CACHED);
  private documents = 0;

  /** Starts counting the terms of the next document added. */
  nextDocument(): void {
    this.documents += 1;
    this.expansions.clear();
  }

  /** A term of the current document, with the word it was written as. */
  add(term: string, surface: string): void {
    this.see(this.entry(term, surface));
  }

  /** A term's entry, made (with `surface` as its written form) when the term is new. */
  entry(term: string, surface: string): VocabularyEntry {
    let entry = this.terms.get(term);
    if (!entry) {
      entry = { count: 0, surface, seenIn: 0 };
      this.terms.set(term, entry);
      this.tree.set(term, entry);
      if (term.length >= MIN_COMPOUND) this.backwards.set(reverse(term), entry);
    }
    return entry;
  }

  /**
   * Counts an entry for the current document (once however often it occurs). Entries held
   * across documents (bulk loading) must not outlive a removal from the vocabulary.
   */
  see(entry: VocabularyEntry): void {
    if (entry.seenIn !== this.documents) {
      entry.count += 1;
      entry.seenIn = this.documents;
    }
  }

  /** The terms of a document that left the index. */
  remove(terms: Iterable<string>): void {
    for (const term of terms) {
      const entry = this.terms.get(term);
      if (!entry) continue;
      entry.count -= 1;
      if (entry.count <= 0) {
        this.terms.delete(term);
        this.tree.delete(term);
        this.backwards.delete(reverse(term));
      }
    }
    this.expansions.clear();
  }

  has(term: string): boolean {
    return this.terms.has(term);
  }

  /** The word as it was written in a document ("Dampfmaschine" for "dampfmaschin"). */
  surface(term: string): string | undefined {
    return this.terms.get(term)?.surface;
  }

  /**
   * The longest start of a typed word, at most `maxCut` letters shorter, that begins a term:
   * "ausstellu" has the stem "ausstellu", but "Ausstellung" was indexed as "ausstell".
   */
  typedPrefix(term: string, maxCut = 3): string | null {
    for (let cut = 0; cut <= maxCut && term.length - cut >= MIN_TYPED; cut++) {
      const prefix = term.slice(0, term.length - cut);
      if (!this.tree.atPrefix(prefix).keys().next().done) return prefix;
    }
    return null;
  }

  /** The most used terms that begin with a typed prefix. */
  completions(prefix: string): string[] {
    return this.cached(`>${prefix}`, () =>
      this.mostUsed(this.tree.atPrefix(prefix).entries(), () => true),
    );
  }

  /** Known terms within `distance` edits of an unknown one, nearest and most used first. */
  similar(term: string, distance: number): string[] {
    if (distance <= 0) return [];
    return this.cached(`~${distance}${term}`, () => {
      const found = [...this.tree.fuzzyGet(term, distance)];
      found.sort(([, [a, da]], [, [b, db]]) => da - db || b.count - a.count);
      return found.slice(0, MAX_TERMS).map(([candidate]) => candidate);
    });
  }

  /**
   * Longer terms that begin (if `atStart`) or end with the term as a compound part. Parts in
   * the middle of a compound are not found.
   */
  compoundsWith(term: string, atStart: boolean): string[] {
    if (term.length < MIN_PART) return [];
    return this.cached(`${atStart ? '^' : '$'}${term}`, () => {
      const longEnough = (candidate: string) =>
        candidate.length >= Math.max(MIN_COMPOUND, term.length + MIN_REST);
      const ending = this.mostUsed(this.backwards.atPrefix(reverse(term)).entries(), longEnough);
      const result = ending.map(reverse);
      if (atStart) {
        const starting = this.mostUsed(this.tree.atPrefix(term).entries(), longEnough);
        result.push(...starting);
      }
      return result;
    });
  }

  private mostUsed(entries: Iterable<[string, Entry]>, keep: (term: string) => boolean): string[] {
    const found: Array<[string, number]> = [];
    for (const [term, entry] of entries) {
      if (keep(term)) found.push([term, entry.count]);
      if (found.length >= MAX_SCAN) break;
    }
    found.sort((a, b) => b[1] - a[1]);
    return found.slice(0, MAX_TERMS).map(([term]) => term);
  }

  private cached(key: string, compute: () => string[]): string[] {
    return this.expansions.get(key, compute);
  }
}
