/** A piece of text in parts; `mark` parts are the words a search matched. */
export type MarkedSegment = { text: string; mark: boolean };

/**
 * A search hit's snippet: every part rendered as text (React escapes it), matched words in
 * <mark>. Never HTML from the index, whatever an editor wrote.
 */
export function MarkedSnippet({
  segments,
  className,
}: {
  segments: readonly MarkedSegment[];
  className?: string;
}) {
  if (segments.length === 0) return null;
  return (
    <p className={className}>
      {segments.map((segment, index) =>
        segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </p>
  );
}
