/**
 * CMS items → search documents: rich text, page blocks, FAQ entries, transcripts and quiz
 * questions flattened to plain text, and the detail page's path in the item's locale.
 */
import type { CollectionObject } from '~/domain/collection';
import { openRunOf } from '~/domain/exhibition';
import type { Locale } from '~/domain/locale';
import type {
  Author,
  Category,
  DigitalOffer,
  Event,
  Exhibition,
  InfoBlock,
  Offer,
  Page,
  PageBlock,
  PressRelease,
  RichText,
  RichTextInline,
  RichTextList,
} from '~/domain/types';
import { href } from '~/site/paths';
import { berlinDate } from '~/time/berlin-time';
import { detailScreenOf, sectionScreensOf } from '~/site/screens';
import type { SearchDocument, SearchKind } from './document';

type Text = string | null | undefined;

/** Non-empty texts as paragraphs of one plain text. */
const joined = (...texts: Text[]) => texts.filter((text) => text && text.trim()).join('\n');

function inlineText(children: RichTextInline[]): string {
  return children
    .map((child) => (child.type === 'link' ? inlineText(child.children) : child.text))
    .join('');
}

function listText(list: RichTextList): string {
  return joined(
    ...list.children.map((child) =>
      child.type === 'list' ? listText(child) : inlineText(child.children),
    ),
  );
}

/** A rich text's words, block by block (images give their alternative text). */
export function richTextToPlain(blocks: RichText, locale: Locale): string {
  return joined(
    ...blocks.map((block) => {
      switch (block.type) {
        case 'list':
          return listText(block);
        case 'code':
          return block.text;
        case 'image':
          return block.image.alt[locale];
        default:
          return inlineText(block.children);
      }
    }),
  );
}

const infoText = (info: InfoBlock | null) => (info ? joined(...Object.values(info)) : '');

function blockText(block: PageBlock, locale: Locale): string {
  switch (block.kind) {
    case 'rich-text':
      return richTextToPlain(block.body, locale);
    case 'info-block':
      return infoText(block.info);
    case 'material-block':
      return joined(block.title, ...block.items.map((item) => item.title));
    case 'teaser':
      return joined(block.title, block.text);
    case 'contact-list':
      return joined(
        block.title,
        ...block.contacts.map((contact) => joined(contact.title, contact.name, contact.text)),
      );
    case 'partner-list':
      return joined(block.title, ...block.partners.map((partner) => partner.name));
    case 'slider':
      return block.title ?? '';
    case 'faq':
      return joined(
        block.title,
        ...block.items.map((item) => joined(item.question, richTextToPlain(item.answer, locale))),
      );
    case 'embed':
      return joined(block.embed.title, block.embed.caption);
  }
}

type Base = Pick<
  SearchDocument,
  'title' | 'headline' | 'teaser' | 'body' | 'date' | 'type' | 'past'
>;

function document(
  kind: SearchKind,
  documentId: string,
  locale: Locale,
  path: string,
  fields: Base,
): SearchDocument {
  return { id: `${kind}:${documentId}`, kind, locale, path, ...fields };
}

/** The three fields every page-like item has, under the document's names. */
const lead = (item: { title: string; headline: string | null; teaserText: string | null }) => ({
  title: item.title,
  headline: item.headline,
  teaser: item.teaserText,
});

const range = (start: string | null, end: string | null) =>
  start ? { start, end: end ?? null } : null;

/** An all-day event's days (Berlin), not the instants that bound them. */
function eventDates(event: Event) {
  if (!event.allDay) return range(event.startDate, event.endDate);
  const day = (instant: string | null) => (instant ? berlinDate(new Date(instant)) : null);
  const start = day(event.startDate);
  const end = day(event.endDate);
  return range(start, end === start ? null : end);
}

/** Search documents for each kind of CMS item; their ids are kind and CMS document id. */
export const toSearchDocument = {
  exhibition: (documentId: string, item: Exhibition, locale: Locale) =>
    document('exhibition', documentId, locale, detailPath('exhibition', item.slug, locale), {
      ...lead(item),
      body: joined(richTextToPlain(item.body, locale), item.place),
      date: range(item.startDate, item.endDate),
      type: item.type,
      // Without an end date it runs on (permanent ones for good): never past by its opening day.
      ...(openRunOf(item) ? { past: false } : {}),
    }),
  event: (documentId: string, item: Event, locale: Locale) =>
    document('event', documentId, locale, detailPath('event', item.slug, locale), {
      ...lead(item),
      body: joined(richTextToPlain(item.body, locale), item.place, item.dateTimeOverride),
      date: eventDates(item),
      // A series, or an editor's date text ("every Sunday"), recurs: never past by its first date.
      ...(item.series || item.dateTimeOverride ? { past: false } : {}),
    }),
  offer: (documentId: string, item: Offer, locale: Locale) =>
    document('offer', documentId, locale, detailPath('offer', item.slug, locale), {
      ...lead(item),
      body: joined(richTextToPlain(item.body, locale), infoText(item.info)),
      date: range(item.startDate, item.endDate),
    }),
  discover: (documentId: string, item: DigitalOffer, locale: Locale) =>
    document('discover', documentId, locale, detailPath('discover', item.slug, locale), {
      ...lead(item),
      body: joined(
        richTextToPlain(item.body, locale),
        richTextToPlain(item.transcript, locale),
        ...item.quiz.map((question) =>
          joined(question.question, ...question.answers.map((answer) => answer.text)),
        ),
        item.author?.name,
      ),
      date: item.publishedDate,
      // A publication date says when, not until when: a blog post does not expire.
      past: false,
    }),
  press: (documentId: string, item: PressRelease, locale: Locale) =>
    document('press', documentId, locale, detailPath('press', item.slug, locale), {
      ...lead(item),
      body: joined(
        richTextToPlain(item.body, locale),
        ...item.downloads.map((download) => download.title),
      ),
      date: item.date,
      past: false,
    }),
  page: (documentId: string, item: Page, locale: Locale) =>
    document(
      'page',
      documentId,
      locale,
      href(sectionScreensOf(item.section).detail, { slug: item.slug }, locale),
      {
        ...lead(item),
        body: joined(...item.blocks.map((block) => blockText(block, locale))),
      },
    ),
  author: (documentId: string, item: Pick<Author, 'name' | 'slug' | 'bio'>, locale: Locale) =>
    document(
      'author',
      documentId,
      locale,
      href('digitalOfferAuthor', { slug: item.slug }, locale),
      {
        title: item.name,
        body: item.bio,
      },
    ),
  category: (documentId: string, item: Category, locale: Locale) =>
    document(
      'category',
      documentId,
      locale,
      href('digitalOfferCategory', { slug: item.slug }, locale),
      { title: item.title },
    ),
  /**
   * An object of the collection, found by its title, makers and inventory number (the
   * collection's own search, /sammlung, finds it by everything else); withdrawn objects are not.
   */
  object: (documentId: string, item: CollectionObject, locale: Locale) =>
    item.withdrawn
      ? null
      : document(
          'object',
          documentId,
          locale,
          href('collectionObject', { slug: item.slug }, locale),
          {
            title: item.title,
            headline: joined(...item.makers.map((maker) => maker.name)) || null,
            teaser: joined(
              item.inventoryNumber,
              ...item.objectTypes.map((term) => term.title),
              item.dating?.text,
            ),
            body: richTextToPlain(item.description, locale),
            // Objects have no dates that pass.
            past: false,
          },
        ),
};

function detailPath(
  kind: 'exhibition' | 'event' | 'offer' | 'discover' | 'press',
  slug: string,
  locale: Locale,
) {
  return href(detailScreenOf(kind), { slug }, locale);
}
