/** Transformers for the components every content type shares (links, SEO, contacts, terms). */
import { z } from 'zod';
import type {
  AccessibilityTag,
  AuthorRef,
  Contact,
  Download,
  InfoBlock,
  Link,
  PracticalFacts,
  Seo,
  Term,
} from '~/domain/types';
import {
  anyObject,
  flag,
  optionalText,
  parseBlock,
  parseList,
  requiredText,
  textOf,
  type TransformContext,
} from '../strapi';
import { toImage, toMediaFile } from './image';
import { checkedMailbox, checkedUri, checkedWebUri, toCheckedUri } from './links';

const linkSchema = z
  .object({
    label: requiredText,
    uri: requiredText.transform((uri, check) => {
      const checked = checkedUri(uri);
      if (checked === null) {
        check.addIssue({
          code: 'custom',
          message: `address refused: ${JSON.stringify(uri.slice(0, 100))}`,
        });
        return z.NEVER;
      }
      return checked;
    }),
    isExternalLink: flag,
  })
  .transform(({ label, uri, isExternalLink }): Link => ({
    label,
    uri,
    // A link to another host is external even if the editor forgot the flag.
    isExternal: isExternalLink || /^https?:\/\//i.test(uri),
  }));

export function toLink(value: unknown, ctx: TransformContext, where: string): Link | null {
  return parseBlock(linkSchema, value, ctx, where);
}

export function toLinks(value: unknown, ctx: TransformContext, where: string): Link[] {
  return parseList(linkSchema, value, ctx, where);
}

export function toSeo(value: unknown, ctx: TransformContext, where: string): Seo | null {
  const seo = parseBlock(anyObject, value, ctx, where);
  if (!seo) return null;
  return {
    metaTitle: textOf(seo.metaTitle),
    metaDescription: textOf(seo.metaDescription),
    shareImage: toImage(seo.shareImage, ctx, `${where}.shareImage`),
  };
}

const contactSchema = z
  .object({
    title: optionalText,
    name: optionalText,
    phone: optionalText,
    mail: optionalText,
    text: optionalText,
  })
  .transform((contact): Contact => contact);

/** A contact whose mail address (shown as a mailto link) passed the mailbox check. */
function withCheckedMail(contact: Contact, ctx: TransformContext, where: string): Contact {
  return { ...contact, mail: toCheckedUri(contact.mail, ctx, `${where}.mail`, checkedMailbox) };
}

export function toContact(value: unknown, ctx: TransformContext, where: string): Contact | null {
  const contact = parseBlock(contactSchema, value, ctx, where);
  return contact && withCheckedMail(contact, ctx, where);
}

export function toContacts(value: unknown, ctx: TransformContext, where: string): Contact[] {
  return parseList(contactSchema, value, ctx, where).map((contact, index) =>
    withCheckedMail(contact, ctx, `${where}[${index}]`),
  );
}

const downloadSchema = z.looseObject({
  title: requiredText,
  kind: z
    .enum(['booklet', 'video', 'pressCommentary', 'download'])
    .nullish()
    .transform((value) => value ?? 'download'),
  url: optionalText,
  description: optionalText,
});

/** Material block items and press downloads; an item with neither file nor address is left out. */
export function toDownloads(value: unknown, ctx: TransformContext, where: string): Download[] {
  return parseList(downloadSchema, value, ctx, where).flatMap((item, index): Download[] => {
    const file = toMediaFile(item.file, ctx, `${where}[${index}].file`);
    const url = toCheckedUri(item.url, ctx, `${where}[${index}].url`);
    if (!file && !url) {
      ctx.report({ where: `${where}[${index}]`, message: 'download without file or url' });
      return [];
    }
    return [{ title: item.title, kind: item.kind, description: item.description, file, url }];
  });
}

const authorRefSchema = z
  .object({ name: requiredText, slug: requiredText })
  .transform(({ name, slug }): AuthorRef => ({ name, slug }));

export function toAuthorRef(
  value: unknown,
  ctx: TransformContext,
  where: string,
): AuthorRef | null {
  return parseBlock(authorRefSchema, value, ctx, where);
}

const infoBlockSchema = z
  .object({
    title: optionalText,
    material: optionalText,
    costs: optionalText,
    targetGroup: optionalText,
    registration: optionalText,
    contact: optionalText,
    place: optionalText,
    meetingPoint: optionalText,
    accessibility: optionalText,
    notes: optionalText,
    participants: optionalText,
    duration: optionalText,
  })
  .transform((info): InfoBlock => info);

export function toInfoBlock(
  value: unknown,
  ctx: TransformContext,
  where: string,
): InfoBlock | null {
  return parseBlock(infoBlockSchema, value, ctx, where);
}

/** A decimal: Strapi sends a number, some databases a numeric string; negative is no price. */
const amount = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(?:\.\d+)?$/)
      .transform(Number),
  ])
  .nullish()
  .catch(null)
  .transform((value) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null,
  );

/** A yes/no/unknown answer: only a boolean counts, anything else is "not stated". */
const answer = z
  .boolean()
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);

const minutes = z
  .number()
  .int()
  .positive()
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);

const factsSchema = z.object({
  price: amount,
  reducedPrice: amount,
  freeAdmission: flag.catch(false),
  ticketUrl: optionalText.catch(null),
  registrationRequired: answer,
  registrationUrl: optionalText.catch(null),
  registrationPhone: optionalText.catch(null),
  registrationMail: optionalText.catch(null),
  room: optionalText.catch(null),
  stepFree: answer,
  durationMinutes: minutes,
  languages: optionalText.catch(null),
});

/** An ISO 639 code, two or three letters ("de", "gsg"). */
const LANGUAGE_CODE = /^[a-z]{2,3}$/;

/** A phone number a tel: link can carry: digits, one leading "+", at least three digits. */
export function telHref(phone: string): string | null {
  const compact = phone.replace(/[\s()./-]/g, '');
  return /^\+?\d{3,}$/.test(compact) ? `tel:${compact}` : null;
}

/**
 * The practical facts of an event, offer or exhibition (decision 0055) from the item's own
 * fields. Every address is scheme-checked like any link an editor enters: a ticket or
 * registration address must be http(s) or a site path, the mail one mailbox, the phone a
 * number; a refused one is reported and left out, the other facts still show.
 */
export function toPracticalFacts(
  raw: Record<string, unknown>,
  ctx: TransformContext,
  where: string,
): PracticalFacts {
  const fields = factsSchema.parse(raw);
  const languages = (fields.languages ?? '')
    .split(/[\s,;]+/)
    .map((code) => code.trim().toLowerCase())
    .filter((code) => code !== '');
  const refusedLanguages = languages.filter((code) => !LANGUAGE_CODE.test(code));
  if (refusedLanguages.length > 0)
    ctx.report({
      where: `${where}.languages`,
      message: `not a language code: ${JSON.stringify(refusedLanguages.join(', ').slice(0, 100))}`,
    });
  const phone = fields.registrationPhone;
  if (phone !== null && telHref(phone) === null)
    ctx.report({ where: `${where}.registrationPhone`, message: 'not a phone number' });
  return {
    price: fields.price,
    reducedPrice: fields.reducedPrice,
    freeAdmission: fields.freeAdmission,
    ticketUrl: toCheckedUri(fields.ticketUrl, ctx, `${where}.ticketUrl`, checkedWebUri),
    registrationRequired: fields.registrationRequired,
    registrationUrl: toCheckedUri(
      fields.registrationUrl,
      ctx,
      `${where}.registrationUrl`,
      checkedWebUri,
    ),
    registrationPhone: phone !== null && telHref(phone) !== null ? phone.trim() : null,
    registrationMail: toCheckedUri(
      fields.registrationMail,
      ctx,
      `${where}.registrationMail`,
      checkedMailbox,
    ),
    room: fields.room?.trim() ?? null,
    stepFree: fields.stepFree,
    durationMinutes: fields.durationMinutes,
    languages: [...new Set(languages.filter((code) => LANGUAGE_CODE.test(code)))],
  };
}

const termSchema = z
  .object({ title: requiredText, slug: requiredText })
  .transform(({ title, slug }): Term => ({ title, slug }));

export function toTerms(value: unknown, ctx: TransformContext, where: string): Term[] {
  return parseList(termSchema, value, ctx, where);
}

const accessibilityTagSchema = z
  .object({
    title: requiredText,
    slug: requiredText,
    key: z.enum(['signLanguage', 'simpleLanguage', 'accessible']),
  })
  .transform(({ title, slug, key }): AccessibilityTag => ({ title, slug, key }));

export function toAccessibilityTags(
  value: unknown,
  ctx: TransformContext,
  where: string,
): AccessibilityTag[] {
  return parseList(accessibilityTagSchema, value, ctx, where);
}
