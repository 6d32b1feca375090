// Builders for the page dynamic zone (components under src/components/blocks).
import { paragraphs, type BlockNode } from '../lib/blocks';

type Link = { label: string; uri: string; isExternalLink?: boolean };
type Contact = { title?: string; name?: string; phone?: string; mail?: string; text?: string };
type Download = {
  title: string;
  file?: number;
  url?: string;
  kind: 'booklet' | 'video' | 'pressCommentary' | 'download';
  description?: string;
};

export const richText = (...body: BlockNode[]) => ({ __component: 'blocks.rich-text', body });

export const infoBlock = (info: Record<string, string>) => ({
  __component: 'blocks.info-block',
  info,
});

export const materialBlock = (title: string, items: Download[]) => ({
  __component: 'blocks.material-block',
  title,
  items,
});

export const teaser = (title: string, text: string, link: Link, image?: number) => ({
  __component: 'blocks.teaser',
  title,
  text,
  link: { isExternalLink: false, ...link },
  image: image ?? null,
});

export const contactList = (title: string, contacts: Contact[]) => ({
  __component: 'blocks.contact-list',
  title,
  contacts,
});

/** group omitted = all partners */
export const partnerList = (
  title: string,
  group?: 'media' | 'mobility' | 'memberships' | 'awards',
) => ({
  __component: 'blocks.partner-list',
  title,
  group: group ?? null,
});

export const slider = (title: string, images: number[]) => ({
  __component: 'blocks.slider',
  title,
  images,
});

/** Content of another provider, loaded only with consent; embedUrl only where url cannot give it. */
export const embed = (fields: {
  title: string;
  url: string;
  embedUrl?: string;
  caption?: string;
  poster?: number;
  aspectRatio?: '16:9' | '4:3' | '1:1';
}) => ({
  __component: 'blocks.embed',
  title: fields.title,
  url: fields.url,
  embedUrl: fields.embedUrl ?? null,
  caption: fields.caption ?? null,
  poster: fields.poster ?? null,
  aspectRatio: fields.aspectRatio ?? '16:9',
});

/** FAQ answers are short plain paragraphs; several strings become several paragraphs. */
export const faq = (title: string, items: [question: string, ...answer: string[]][]) => ({
  __component: 'blocks.faq',
  title,
  items: items.map(([question, ...answer]) => ({ question, answer: paragraphs(...answer) })),
});

export interface PageTexts {
  slug: string;
  title: string;
  headline?: string;
  teaser: string;
  blocks: unknown[];
}

export interface PageShared {
  section: 'visit' | 'museum' | 'accessibility' | 'none';
  order: number;
  image?: number;
  accessibilityTags?: string[]; // documentIds
}

/** A page in German and, unless `en` is left out (a German-only page), in English. */
export const pageItem = (shared: PageShared, de: PageTexts, en?: PageTexts) => {
  const localized = (texts: PageTexts) => ({
    section: shared.section,
    order: shared.order,
    image: shared.image ?? null,
    accessibilityTags: shared.accessibilityTags ?? [],
    title: texts.title,
    slug: texts.slug,
    headline: texts.headline ?? null,
    teaserText: texts.teaser,
    blocks: texts.blocks,
    seo: { metaTitle: `${texts.title} | Zentralmuseum`, metaDescription: texts.teaser },
  });
  return { key: de.slug, de: localized(de), ...(en ? { en: localized(en) } : {}) };
};
