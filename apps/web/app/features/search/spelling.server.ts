/**
 * "Did you mean": words of the query that the index does not know, replaced by the closest
 * word it does know (found by the engine's own fuzzy term search, then the nearest and most
 * used of those), shown as the index wrote it ("Dampfmashine" → "Dampfmaschine").
 */
import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import { foldWord, type Analyzer } from './analyzer.server';
import type { SearchDocument } from './document';
import { editDistance, type Vocabulary } from './vocabulary.server';

type Context = {
  engine: MiniSearch<SearchDocument>;
  analyzer: Analyzer;
  vocabulary: Vocabulary;
  words: string[];
  /** What the query found; a known prefix of the last word is not a misspelling. */
  found: SearchResult[];
};

function known(context: Context, word: string, last: boolean): boolean {
  const term = context.analyzer.queryTerm(word);
  const folded = foldWord(word);
  if (!term || context.vocabulary.has(term) || context.vocabulary.has(folded)) return true;
  return (
    last &&
    context.found
      .slice(0, 20)
      .some((hit) => hit.terms.some((t) => t.startsWith(term) || t.startsWith(folded)))
  );
}

function closest(context: Context, word: string): string | null {
  const term = context.analyzer.queryTerm(word);
  if (!term) return null;
  const fuzzy = term.length <= 4 ? 1 : term.length <= 8 ? 2 : 3;
  const candidates = new Set<string>();
  for (const hit of context.engine.search(term, { fuzzy, prefix: false }).slice(0, 50)) {
    for (const t of hit.terms) candidates.add(t);
  }
  let best: { term: string; distance: number; count: number } | null = null;
  for (const candidate of candidates) {
    const distance = editDistance(term, candidate);
    const count = context.vocabulary.count(candidate);
    if (!best || distance < best.distance || (distance === best.distance && count > best.count)) {
      best = { term: candidate, distance, count };
    }
  }
  return best ? (context.vocabulary.surface(best.term) ?? null) : null;
}

export function suggestSpelling(context: Context): string | undefined {
  const { analyzer, words } = context;
  const lastContent = words.findLastIndex((word) => !analyzer.isStopWord(word));
  let changed = false;
  const suggested = words.map((word, i) => {
    if (analyzer.isStopWord(word) || known(context, word, i === lastContent)) return word;
    const replacement = closest(context, word);
    if (!replacement || foldWord(replacement) === foldWord(word)) return word;
    changed = true;
    return replacement;
  });
  return changed ? suggested.join(' ') : undefined;
}
