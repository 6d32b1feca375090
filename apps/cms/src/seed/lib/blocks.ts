// Tiny builders for Strapi's rich-text "blocks" format, so texts in data/ stay readable.
type TextNode = { type: 'text'; text: string; bold?: boolean; italic?: boolean };
type LinkNode = { type: 'link'; url: string; children: TextNode[] };
type Inline = TextNode | LinkNode;
export type BlockNode =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: 2 | 3; children: TextNode[] }
  | {
      type: 'list';
      format: 'unordered' | 'ordered';
      children: { type: 'list-item'; children: Inline[] }[];
    };

type InlineInput = string | Inline;

const toInline = (part: InlineInput): Inline =>
  typeof part === 'string' ? { type: 'text', text: part } : part;

export const bold = (text: string): TextNode => ({ type: 'text', text, bold: true });
export const link = (url: string, text: string): LinkNode => ({
  type: 'link',
  url,
  children: [{ type: 'text', text }],
});

export const p = (...parts: InlineInput[]): BlockNode => ({
  type: 'paragraph',
  children: parts.map(toInline),
});
export const h2 = (text: string): BlockNode => ({
  type: 'heading',
  level: 2,
  children: [{ type: 'text', text }],
});
export const h3 = (text: string): BlockNode => ({
  type: 'heading',
  level: 3,
  children: [{ type: 'text', text }],
});
export const ul = (...items: (InlineInput | InlineInput[])[]): BlockNode => ({
  type: 'list',
  format: 'unordered',
  children: items.map((item) => ({
    type: 'list-item',
    children: (Array.isArray(item) ? item : [item]).map(toInline),
  })),
});

/** Paragraphs from plain strings: the common case for body texts. */
export const paragraphs = (...texts: string[]): BlockNode[] => texts.map((text) => p(text));
