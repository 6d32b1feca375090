import SearchableMap from 'minisearch/SearchableMap';

/**
 * The terms in the index, counted per document, with one written form each. Used for
 * compound parts ("Halle" → "Luftschiffhalle") and for spelling suggestions.
 */

// Compound parts: a query term of at least MIN_PART characters is looked up inside longer terms,
// either at the start or after at least MIN_HEAD characters (a real first part, not "ma|schall").
const MIN_PART = 4;
const MIN_HEAD = 3;
const MIN_COMPOUND = 7;
const MAX_EXPANSIONS = 12;
// Prefix search starts at three letters; shorter ones would match half the index.
export const MIN_TYPED = 3;

type Entry = { count: number; surface: string };

export class Vocabulary {
  // A radix tree (MiniSearch's own) answers prefix and fuzzy lookups without a scan.
  private readonly terms = new SearchableMap<Entry>();
  private readonly long = new Set<string>();
  private readonly expansions = new Map<string, string[]>();

  /** Counts each term once per document. */
  add(terms: Iterable<[term: string, surface: string]>): void {
    for (const [term, surface] of terms) {
      const entry = this.terms.get(term);
      if (entry) entry.count += 1;
      else {
        this.terms.set(term, { count: 1, surface });
        if (term.length >= MIN_COMPOUND) this.long.add(term);
      }
    }
    this.expansions.clear();
  }

  remove(terms: Iterable<string>): void {
    for (const term of terms) {
      const entry = this.terms.get(term);
      if (!entry) continue;
      entry.count -= 1;
      if (entry.count <= 0) {
        this.terms.delete(term);
        this.long.delete(term);
      }
    }
    this.expansions.clear();
  }

  has(term: string): boolean {
    return this.terms.has(term);
  }

  /** Whether some term begins with this. */
  hasPrefix(prefix: string): boolean {
    return !this.terms.atPrefix(prefix).keys().next().done;
  }

  /**
   * The longest start of a typed word, at most `maxCut` letters shorter, that begins a term:
   * "ausstellu" has the stem "ausstellu", but "Ausstellung" was indexed as "ausstell".
   */
  typedPrefix(term: string, maxCut = 3): string | null {
    for (let cut = 0; cut <= maxCut && term.length - cut >= MIN_TYPED; cut++) {
      const prefix = term.slice(0, term.length - cut);
      if (this.hasPrefix(prefix)) return prefix;
    }
    return null;
  }

  /** The word as it was written in a document ("Dampfmaschine" for "dampfmaschin"). */
  surface(term: string): string | undefined {
    return this.terms.get(term)?.surface;
  }

  count(term: string): number {
    return this.terms.get(term)?.count ?? 0;
  }

  /** The known term nearest to an unknown one (fewest edits, then most used). */
  closest(term: string, maxDistance: number): string | null {
    let best: { term: string; distance: number; count: number } | null = null;
    for (const [candidate, [entry, distance]] of this.terms.fuzzyGet(term, maxDistance)) {
      const better =
        !best ||
        distance < best.distance ||
        (distance === best.distance && entry.count > best.count);
      if (better) best = { term: candidate, distance, count: entry.count };
    }
    return best?.term ?? null;
  }

  /**
   * Longer terms that contain the term as a compound part. A linear scan over the long terms,
   * cached until the index changes; with `atStart` false, terms that merely begin with it are
   * left to prefix search.
   */
  compoundsWith(term: string, atStart: boolean): string[] {
    if (term.length < MIN_PART) return [];
    const key = `${atStart ? '^' : ''}${term}`;
    const cached = this.expansions.get(key);
    if (cached) return cached;
    const found: string[] = [];
    for (const candidate of this.long) {
      if (candidate.length < term.length + MIN_HEAD) continue;
      const at = candidate.indexOf(term, atStart ? 0 : MIN_HEAD);
      if (at === 0 ? atStart : at >= MIN_HEAD) found.push(candidate);
    }
    // Most used first, so the cap drops rare ones.
    found.sort((a, b) => this.count(b) - this.count(a));
    const result = found.slice(0, MAX_EXPANSIONS);
    this.expansions.set(key, result);
    return result;
  }
}
