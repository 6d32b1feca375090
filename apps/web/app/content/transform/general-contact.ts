import { z } from 'zod';
import type { GeneralContact, PageRef } from '~/domain/types';
import { optionalText, parseBlock, requiredText, type TransformContext } from '../strapi';
import { toSingleEntry } from './entry';
import { toContact } from './fields';
import { checkedMailbox, toCheckedUri } from './links';
import { pageSection } from './page';

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** The address is text with line breaks; older (v4) data may hold simple HTML instead. */
export function addressLines(address: string | null): string[] {
  if (!address) return [];
  return address
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const fieldsSchema = z.object({
  museumName: optionalText,
  address: optionalText,
  phone: optionalText,
  mail: optionalText,
  routePlanningUrl: optionalText,
});

const pageRefSchema = z.object({ slug: requiredText, section: pageSection });

/** A related page (imprint, privacy policy); none chosen is null, a broken one is reported. */
function toPageRef(value: unknown, ctx: TransformContext, where: string): PageRef | null {
  if (value === null || value === undefined) return null;
  return parseBlock(pageRefSchema, value, ctx, where);
}

export function toGeneralContact(data: unknown, ctx: TransformContext): GeneralContact {
  const { fields, raw, seo } = toSingleEntry(fieldsSchema, data, ctx, 'general-contact');
  return {
    museumName: fields.museumName,
    addressLines: addressLines(fields.address),
    phone: fields.phone,
    mail: toCheckedUri(fields.mail, ctx, 'general-contact.mail', checkedMailbox),
    routePlanningUrl: toCheckedUri(
      fields.routePlanningUrl,
      ctx,
      'general-contact.routePlanningUrl',
    ),
    general: toContact(raw.general, ctx, 'general-contact.general'),
    press: toContact(raw.press, ctx, 'general-contact.press'),
    offers: toContact(raw.offers, ctx, 'general-contact.offers'),
    imprintPage: toPageRef(raw.imprintPage, ctx, 'general-contact.imprintPage'),
    privacyPage: toPageRef(raw.privacyPage, ctx, 'general-contact.privacyPage'),
    seo,
  };
}
