/** The `blocks` dynamic zone of a page, one typed block per Strapi component. */
import { z } from 'zod';
import { partnerGroups, type FaqItem, type PageBlock } from '~/domain/types';
import {
  anyObject,
  optionalText,
  parseBlock,
  parseList,
  requiredText,
  textOf,
  type TransformContext,
} from '../strapi';
import { toEmbedBlock } from './embed';
import { toContacts, toDownloads, toInfoBlock, toLink } from './fields';
import { toRichText } from './rich-text';
import { toImage, toImages } from './image';

type Raw = Record<string, unknown>;
type BlockReader = (raw: Raw, ctx: TransformContext, where: string) => PageBlock | null;

const faqItemSchema = z.looseObject({ question: requiredText });

const partnerGroupSchema = z
  .enum(partnerGroups)
  .nullish()
  .transform((value) => value ?? null);

const readers: Record<string, BlockReader> = {
  'blocks.rich-text': (raw, ctx, where) => {
    const body = toRichText(raw.body, ctx, `${where}.body`);
    return body.length > 0 ? { kind: 'rich-text', body } : null;
  },
  'blocks.info-block': (raw, ctx, where) => {
    const info = toInfoBlock(raw.info, ctx, `${where}.info`);
    return info ? { kind: 'info-block', info } : null;
  },
  'blocks.material-block': (raw, ctx, where) => ({
    kind: 'material-block',
    title: textOf(raw.title),
    items: toDownloads(raw.items, ctx, `${where}.items`),
  }),
  'blocks.teaser': (raw, ctx, where) => ({
    kind: 'teaser',
    title: textOf(raw.title),
    text: textOf(raw.text),
    link: toLink(raw.link, ctx, `${where}.link`),
    image: toImage(raw.image, ctx, `${where}.image`),
  }),
  'blocks.contact-list': (raw, ctx, where) => ({
    kind: 'contact-list',
    title: textOf(raw.title),
    contacts: toContacts(raw.contacts, ctx, `${where}.contacts`),
  }),
  'blocks.partner-list': (raw, ctx, where) => {
    const group = parseBlock(z.object({ group: partnerGroupSchema }), raw, ctx, where);
    // The partners themselves are another collection; the content service fills them in.
    return group
      ? { kind: 'partner-list', title: textOf(raw.title), group: group.group, partners: [] }
      : null;
  },
  'blocks.slider': (raw, ctx, where) => ({
    kind: 'slider',
    title: textOf(raw.title),
    images: toImages(raw.images, ctx, `${where}.images`),
  }),
  'blocks.faq': (raw, ctx, where) => ({
    kind: 'faq',
    title: textOf(raw.title),
    items: parseList(faqItemSchema, raw.items, ctx, `${where}.items`).map(
      (item, index): FaqItem => ({
        question: item.question,
        answer: toRichText(item.answer, ctx, `${where}.items[${index}].answer`),
      }),
    ),
  }),
  'blocks.embed': (raw, ctx, where) => {
    // Only with https addresses and a frame address (given or derived); else left out.
    const embed = toEmbedBlock(raw, ctx, where);
    return embed ? { kind: 'embed', embed } : null;
  },
};

const componentSchema = z.looseObject({ __component: z.string(), title: optionalText });

/** The page's blocks in order; unknown and broken blocks are reported and left out. */
export function toPageBlocks(value: unknown, ctx: TransformContext, where: string): PageBlock[] {
  return parseList(anyObject, value, ctx, where).flatMap((item, index) => {
    const at = `${where}[${index}]`;
    const component = parseBlock(componentSchema, item, ctx, at);
    if (!component) return [];
    const read = readers[component.__component];
    if (!read) {
      ctx.report({ where: at, message: `unknown block "${component.__component}"` });
      return [];
    }
    const block = read(item, ctx, `${at}(${component.__component})`);
    return block ? [block] : [];
  });
}
