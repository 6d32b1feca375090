/**
 * A visitor's search text, made safe: cut to 200 characters, split into words and quoted
 * phrases. Nothing in it is syntax for the engine; operators and symbols are plain text.
 */
import { phraseText, words } from './analyzer.server';

export const MAX_QUERY_LENGTH = 200;

export interface ParsedQuery {
  /** The text searched for (cut, trimmed). */
  text: string;
  truncated: boolean;
  words: string[];
  /** Folded phrases of two or more words that the text must contain as written. */
  phrases: string[];
}

// German and typographic quotes count as quotes too.
const QUOTES = /[„“”«»‟″]/g;

export function parseQuery(input: unknown): ParsedQuery {
  const raw = typeof input === 'string' ? input : '';
  // Cut by code points so an emoji is never split in half; a code point is at most two
  // UTF-16 units, so looking at twice the limit (plus one) is enough however long the input.
  const points = Array.from(raw.slice(0, 2 * MAX_QUERY_LENGTH + 2));
  const truncated = points.length > MAX_QUERY_LENGTH;
  const text = points.slice(0, MAX_QUERY_LENGTH).join('').trim();
  const quoted = text.replace(QUOTES, '"');
  // Only closed pairs are phrases; a lone quote is just a character between words.
  const phrases = Array.from(quoted.matchAll(/"([^"]*)"/g), (m) => phraseText(m[1] ?? '')).filter(
    (phrase) => phrase.includes(' '),
  );
  return { text, truncated, words: words(text), phrases };
}
