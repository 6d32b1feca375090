/**
 * Cookie consent (issue 15): the single type consent-text and the collection consent-service.
 * Texts editors left empty are null (the UI catalogue stands in, so the bar and the settings
 * always say something); a broken service is reported and left out, the others stay.
 */
import { z } from 'zod';
import { isHostName, normalizedHost } from '~/domain/host-name';
import { consentCategories, type ConsentService, type ConsentTexts } from '~/domain/consent';
import {
  anyObject,
  optionalInteger,
  optionalText,
  parseBlock,
  requiredText,
  type ContentProblem,
  type TransformContext,
} from '../strapi';
import { checkedWebUri, toCheckedUri } from './links';

type TextField =
  | 'barHeading'
  | 'barText'
  | 'settingsHeading'
  | 'settingsIntro'
  | 'necessaryTitle'
  | 'necessaryDescription'
  | 'analyticsTitle'
  | 'analyticsDescription'
  | 'externalTitle'
  | 'externalDescription'
  | 'embedNotice';

/**
 * The single type consent-text; a missing or empty field is reported and null (the site's UI
 * catalogue has a text for each, app/features/consent/messages.ts).
 */
export function toConsentTexts(data: unknown, ctx: TransformContext): ConsentTexts {
  const raw = parseBlock(anyObject, data, ctx, 'consent-text') ?? {};
  const text = (field: TextField): string | null => {
    const value = parseBlock(optionalText, raw[field], ctx, `consent-text.${field}`);
    if (value !== null) return value.trim();
    // A field of the wrong type is reported by parseBlock; an empty one here.
    const empty = raw[field] === null || raw[field] === undefined || typeof raw[field] === 'string';
    if (data !== null && data !== undefined && empty)
      ctx.report({ where: `consent-text.${field}`, message: 'empty; the built-in text is shown' });
    return null;
  };
  const embedNotice = text('embedNotice');
  if (embedNotice !== null && !embedNotice.includes('{service}'))
    ctx.report({
      where: 'consent-text.embedNotice',
      message: 'does not name the service ("{service}" is missing)',
    });
  return {
    barHeading: text('barHeading'),
    barText: text('barText'),
    settingsHeading: text('settingsHeading'),
    settingsIntro: text('settingsIntro'),
    categories: {
      necessary: { title: text('necessaryTitle'), description: text('necessaryDescription') },
      analytics: { title: text('analyticsTitle'), description: text('analyticsDescription') },
      external: { title: text('externalTitle'), description: text('externalDescription') },
    },
    embedNotice,
  };
}

/** As the CMS checks it; a category name would be read as the category in the ncc_e cookie. */
const serviceIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, 'lower-case letters, digits and dashes, starting with a letter')
  .refine((id) => !(consentCategories as readonly string[]).includes(id), {
    message: 'a category name cannot be a service id',
  });

const serviceSchema = z.object({
  serviceId: serviceIdSchema,
  name: requiredText,
  provider: requiredText,
  category: z.enum(consentCategories),
  purpose: requiredText,
  cookies: optionalText,
  hosts: optionalText,
  privacyUrl: optionalText,
  order: optionalInteger,
});

/**
 * "a.example, b.example" or one per line → lower-cased, trimmed, without duplicates. An
 * editor's full address ("https://a.example/x") gives its host; anything else is reported.
 */
export function toHosts(value: string | null, ctx: TransformContext, where: string): string[] {
  if (value === null) return [];
  const hosts: string[] = [];
  for (const entry of value.split(/[\s,;]+/)) {
    let host = normalizedHost(entry);
    if (host === '') continue;
    if (/^https?:\/\//.test(host)) {
      try {
        host = new URL(host).hostname;
      } catch {
        host = '';
      }
    }
    if (!isHostName(host)) {
      ctx.report({ where, message: `not a host name: ${JSON.stringify(entry.slice(0, 100))}` });
      continue;
    }
    if (!hosts.includes(host)) hosts.push(host);
  }
  return hosts;
}

/** A service as read from the CMS, with the editors' `order` that only sorting needs. */
export interface ConsentServiceEntry extends ConsentService {
  order: number | null;
}

/** One consent-service entry; without a valid id, name, provider, category or purpose it is left out. */
export function toConsentService(
  value: unknown,
  ctx: TransformContext,
  where = 'consent-service',
): ConsentServiceEntry | null {
  const fields = parseBlock(serviceSchema, value, ctx, where);
  if (!fields) return null;
  return {
    id: fields.serviceId,
    name: fields.name,
    provider: fields.provider,
    category: fields.category,
    purpose: fields.purpose,
    cookies: fields.cookies,
    hosts: toHosts(fields.hosts, ctx, `${where}.hosts`),
    // A web address, or a path of this site (the museum's own privacy policy).
    privacyUrl: toCheckedUri(fields.privacyUrl, ctx, `${where}.privacyUrl`, checkedWebUri),
    order: fields.order,
  };
}

const collator = new Intl.Collator('de');

/**
 * The services in the editors' order: by `order` (empty last), then by name. An id that occurs
 * twice (a CMS without the unique check) keeps its first service only, reported.
 */
export function inEditorsOrder(
  entries: readonly ConsentServiceEntry[],
  report: (problem: ContentProblem) => void,
): ConsentService[] {
  const order = (entry: ConsentServiceEntry) => entry.order ?? Number.MAX_SAFE_INTEGER;
  const sorted = [...entries].sort(
    (a, b) => order(a) - order(b) || collator.compare(a.name, b.name),
  );
  const seen = new Set<string>();
  return sorted.flatMap(({ order: _order, ...service }) => {
    if (!seen.has(service.id)) {
      seen.add(service.id);
      return [service];
    }
    report({ where: `consent-services.${service.id}`, message: 'the id occurs twice; left out' });
    return [];
  });
}
