import type { RichText, RichTextInline } from '~/domain/types';

/** Letters and digits only, in lower case: two texts that read the same compare equal. */
export const sameWords = (a: string, b: string) => words(a) !== '' && words(a) === words(b);

const words = (text: string) => text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const plain = (children: RichTextInline[]): string =>
  children.map((child) => (child.type === 'text' ? child.text : plain(child.children))).join('');

/**
 * A detail page's text without what the page already shows: a paragraph that repeats the
 * teaser shown above it (an old habit of copying the teaser into the text) or a paragraph
 * before it. The teaser is then read once.
 */
export function withoutRepeats(body: RichText, shownAbove: (string | null)[]): RichText {
  const seen = shownAbove.filter((text): text is string => Boolean(text?.trim()));
  return body.filter((block) => {
    if (block.type !== 'paragraph') return true;
    const text = plain(block.children);
    if (seen.some((shown) => sameWords(shown, text))) return false;
    seen.push(text);
    return true;
  });
}
