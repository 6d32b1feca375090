/**
 * Visitor words → an engine query over index terms. Each word becomes a bounded set of terms
 * (see vocabulary.server.ts); all content words must match. Weights live here too.
 */
import type { Query } from 'minisearch';
import type { Analyzer } from './analyzer.server';
import type { Vocabulary } from './vocabulary.server';

export const FIELDS = ['title', 'headline', 'teaser', 'body'] as const;
export type Field = (typeof FIELDS)[number];
// Title strongest; a title hit must outrank a hit in a long body.
export const BOOST: Record<Field, number> = { title: 6, headline: 3, teaser: 1.5, body: 1 };
// Other terms found for a query word count less than the word itself.
const scaled = (factor: number) =>
  Object.fromEntries(FIELDS.map((field) => [field, BOOST[field] * factor])) as Record<
    Field,
    number
  >;
const PREFIX_BOOST = scaled(0.4);
const FUZZY_BOOST = scaled(0.45);
const PART_BOOST = scaled(0.35);

/** Typo tolerance by word length: none up to 4 letters, one up to 8, two beyond. */
export function typoTolerance(term: string): number {
  if (term.length <= 4) return 0;
  return term.length <= 8 ? 1 : 2;
}

export function createQueryBuilder(analyzer: Analyzer, vocabulary: Vocabulary) {
  /**
   * One query word as index terms: the word itself; while it is typed, the most used terms it
   * begins; when the index does not know it, close spellings (more for longer words); and
   * compounds that begin or end with it. Each kind weighs less than the word itself.
   */
  function wordQuery(word: string, last: boolean): Query | null {
    const term = analyzer.queryTerm(word);
    if (!term) return null;
    const typed = last ? vocabulary.typedPrefix(term) : null;
    const parts = vocabulary.compoundsWith(term, !last);
    // A word found as itself, as the start of what is typed or as a compound part is no typo.
    const known = vocabulary.has(term) || typed !== null || parts.length > 0;
    const expansions: Array<[string[], Record<Field, number>]> = [
      [typed ? vocabulary.completions(typed) : [], PREFIX_BOOST],
      [known ? [] : vocabulary.similar(term, typoTolerance(term)), FUZZY_BOOST],
      [parts, PART_BOOST],
    ];
    // Nested queries inherit the outer AND: the alternatives of one word are combined with OR.
    const alternatives: Query[] = [{ combineWith: 'OR', queries: [term] }];
    for (const [terms, boost] of expansions) {
      const others = terms.filter((other) => other !== term);
      if (others.length > 0) alternatives.push({ combineWith: 'OR', queries: others, boost });
    }
    return alternatives.length === 1
      ? (alternatives[0] ?? null)
      : { combineWith: 'OR', queries: alternatives };
  }

  /** The engine query: content words must all match; stop words only when there is nothing else. */
  function buildQuery(wordList: string[]): { query: Query; fields: Field[] } | null {
    const content = wordList.filter((word) => !analyzer.isStopWord(word));
    if (content.length > 0) {
      const queries = content
        .map((word, i) => wordQuery(word, i === content.length - 1))
        .filter((query): query is Query => query !== null);
      if (queries.length === 0) return null;
      return { query: { combineWith: 'AND', queries }, fields: [...FIELDS] };
    }
    // Only stop words ("Was ist das"): they are indexed in titles only, so look there.
    const terms = wordList.map((word) => analyzer.queryTerm(word)).filter((t) => t !== null);
    if (terms.length === 0) return null;
    return { query: { combineWith: 'AND', queries: terms }, fields: ['title'] };
  }

  return buildQuery;
}
