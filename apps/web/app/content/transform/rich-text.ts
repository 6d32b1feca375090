/**
 * Strapi "blocks" rich text into the typed nodes of types.ts. Every node is checked here, so
 * the renderer reads domain nodes only: links pass the scheme check or become their text,
 * unknown nodes are reported and become their text, and a broken node never breaks the page.
 */
import type {
  RichText,
  RichTextBlock,
  RichTextInline,
  RichTextList,
  RichTextListItem,
  RichTextText,
} from '~/domain/types';
import { anyObject, parseList, textOf, type TransformContext } from '../strapi';
import { toImage } from './image';
import { checkedUri, isSitePath } from './links';

type Raw = Record<string, unknown>;

/** The text of a raw node and everything below it. */
function plainText(node: unknown): string {
  if (typeof node !== 'object' || node === null) return '';
  const { text, children } = node as Raw;
  return (
    (typeof text === 'string' ? text : '') +
    (Array.isArray(children) ? children.map(plainText).join('') : '')
  );
}

const text = (value: string, marks: Raw = {}): RichTextText => ({
  type: 'text',
  text: value,
  bold: marks.bold === true,
  italic: marks.italic === true,
  underline: marks.underline === true,
  strikethrough: marks.strikethrough === true,
  code: marks.code === true,
});

function children(node: Raw, ctx: TransformContext, where: string): Raw[] {
  return parseList(anyObject, node.children, ctx, `${where}.children`);
}

function toTexts(node: Raw, ctx: TransformContext, where: string): RichTextText[] {
  return toInlines(node, ctx, where).flatMap((inline) =>
    inline.type === 'text' ? [inline] : inline.children,
  );
}

function toInline(node: Raw, ctx: TransformContext, where: string): RichTextInline[] {
  if (node.type === 'text') return [text(typeof node.text === 'string' ? node.text : '', node)];
  if (node.type === 'link') {
    const texts = toTexts(node, ctx, where);
    const url = typeof node.url === 'string' ? checkedUri(node.url) : null;
    if (url === null) {
      ctx.report({
        where,
        message: `link refused, shown as text: ${JSON.stringify(String(node.url ?? '').slice(0, 100))}`,
      });
      return texts;
    }
    return [{ type: 'link', url, isExternal: !isSitePath(url), children: texts }];
  }
  ctx.report({ where, message: `unknown inline node "${String(node.type)}", shown as text` });
  const value = plainText(node);
  return value ? [text(value)] : [];
}

function toInlines(node: Raw, ctx: TransformContext, where: string): RichTextInline[] {
  return children(node, ctx, where).flatMap((child, index) =>
    toInline(child, ctx, `${where}.children[${index}]`),
  );
}

function headingLevel(value: unknown): 1 | 2 | 3 | 4 | 5 | 6 {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 2;
  return Math.min(6, Math.max(1, Math.round(value))) as 1 | 2 | 3 | 4 | 5 | 6;
}

function toList(node: Raw, ctx: TransformContext, where: string): RichTextList {
  return {
    type: 'list',
    format: node.format === 'ordered' ? 'ordered' : 'unordered',
    children: children(node, ctx, where).map((item, index): RichTextListItem | RichTextList => {
      const at = `${where}.children[${index}]`;
      if (item.type === 'list') return toList(item, ctx, at);
      if (item.type !== 'list-item') {
        ctx.report({
          where: at,
          message: `unknown list entry "${String(item.type)}", shown as text`,
        });
        return { type: 'list-item', children: [text(plainText(item))] };
      }
      return { type: 'list-item', children: toInlines(item, ctx, at) };
    }),
  };
}

function toBlock(node: Raw, ctx: TransformContext, where: string): RichTextBlock | null {
  switch (node.type) {
    case 'paragraph':
    case 'quote':
      return { type: node.type, children: toInlines(node, ctx, where) };
    case 'heading':
      return {
        type: 'heading',
        level: headingLevel(node.level),
        children: toInlines(node, ctx, where),
      };
    case 'list':
      return toList(node, ctx, where);
    case 'code':
      return { type: 'code', text: plainText(node) };
    case 'image': {
      const image = toImage(node.image, ctx, `${where}.image`);
      return image ? { type: 'image', image } : null;
    }
    default: {
      ctx.report({ where, message: `unknown block "${String(node.type)}", shown as text` });
      const value = plainText(node);
      return value ? { type: 'paragraph', children: [text(value)] } : null;
    }
  }
}

/** Strapi blocks; older (v4) markdown strings become plain paragraphs. */
export function toRichText(value: unknown, ctx: TransformContext, where: string): RichText {
  if (typeof value === 'string') {
    return value
      .split(/\n{2,}/)
      .map((paragraph) => textOf(paragraph.trim()))
      .flatMap((paragraph) =>
        paragraph ? [{ type: 'paragraph' as const, children: [text(paragraph)] }] : [],
      );
  }
  return parseList(anyObject, value, ctx, where).flatMap((node, index) => {
    const block = toBlock(node, ctx, `${where}[${index}]`);
    return block ? [block] : [];
  });
}
