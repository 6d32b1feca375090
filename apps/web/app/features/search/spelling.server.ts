/**
 * "Did you mean": words of the query that the index does not know, replaced by the closest
 * term it does know, shown as a document wrote it ("Dampfmashine" → "Dampfmaschine").
 */
import type { Analyzer } from './analyzer.server';
import { foldWord } from './analyzer.server';
import type { Vocabulary } from './vocabulary.server';
import { typoTolerance } from './engine-query.server';

/** The text with unknown words replaced; undefined when every word is known. */
export function suggestSpelling(
  analyzer: Analyzer,
  vocabulary: Vocabulary,
  words: string[],
): string | undefined {
  const lastContent = words.findLastIndex((word) => !analyzer.isStopWord(word));
  let changed = false;
  const suggested = words.map((word, i) => {
    const term = analyzer.queryTerm(word);
    if (!term || analyzer.isStopWord(word) || vocabulary.has(term)) return word;
    // The word being typed is fine while it is the start of a known term.
    if (i === lastContent && vocabulary.typedPrefix(term, 0)) return word;
    // So is a part of compounds the index knows ("Presse" in "Pressemappe").
    if (vocabulary.compoundsWith(term, i !== lastContent).length > 0) return word;
    // One edit more than matching allows: a suggestion may reach further than a match.
    const [closest] = vocabulary.similar(term, typoTolerance(term) + 1);
    const replacement = closest ? vocabulary.surface(closest) : undefined;
    if (!replacement || foldWord(replacement) === foldWord(word)) return word;
    changed = true;
    return replacement;
  });
  return changed ? suggested.join(' ') : undefined;
}
