/**
 * The piece of text shown under a hit: about 160 characters around the first matched word, cut
 * at word boundaries, matched words marked. Returned as segments so it is rendered as text.
 */
import type { SnippetSegment } from './document';
import { wordSpans } from './analyzer.server';

export const SNIPPET_LENGTH = 160;
// How much text before the first match stays visible, for context.
const LEAD = 40;

export function makeSnippet(
  text: string,
  isMatch: (word: string) => boolean,
  length = SNIPPET_LENGTH,
): SnippetSegment[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  const spans = wordSpans(clean);
  const first = spans.find((span) => isMatch(span.word));
  let start = 0;
  if (first && first.end > length - LEAD) {
    // Start at the first word beginning at most LEAD characters before the match.
    start = spans.find((span) => span.start >= first.start - LEAD)?.start ?? first.start;
  }
  let end = Math.min(clean.length, start + length);
  if (end < clean.length) {
    const lastWhole = spans.filter((span) => span.start >= start && span.end <= end).pop();
    end = lastWhole ? lastWhole.end : end;
  }
  const segments: SnippetSegment[] = [];
  const push = (piece: string, mark: boolean) => {
    if (!piece) return;
    const previous = segments[segments.length - 1];
    if (previous && previous.mark === mark) previous.text += piece;
    else segments.push({ text: piece, mark });
  };
  if (start > 0) push('… ', false);
  let at = start;
  for (const span of spans) {
    if (span.start < start || span.end > end || !isMatch(span.word)) continue;
    push(clean.slice(at, span.start), false);
    push(span.word, true);
    at = span.end;
  }
  push(clean.slice(at, end), false);
  if (end < clean.length) push(' …', false);
  return segments;
}
