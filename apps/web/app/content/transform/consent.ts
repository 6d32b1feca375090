/**
 * Cookie consent (issue 15): the single type consent-text and the collection consent-service.
 * Texts editors left empty fall back to short built-in ones, so the bar and the settings always
 * say something; a broken service is reported and left out, the others stay.
 */
import { z } from 'zod';
import { consentCategories, type ConsentService, type ConsentTexts } from '~/domain/consent';
import type { Locale } from '~/domain/locale';
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

/** Used only where the CMS has no text (not yet written, or a CMS without the type). */
const fallbackTexts: Record<Locale, Record<TextField, string>> = {
  de: {
    barHeading: 'Cookies und externe Inhalte',
    barText:
      'Diese Website setzt nur notwendige Cookies. Statistik und Inhalte anderer Anbieter laden wir nur, wenn Sie zustimmen. Ihre Wahl können Sie jederzeit in den Cookie-Einstellungen in der Fußzeile ändern.',
    settingsHeading: 'Cookie-Einstellungen',
    settingsIntro:
      'Wählen Sie, was diese Website außer dem Notwendigen tun darf. Sie können Ihre Wahl jederzeit ändern oder widerrufen.',
    necessaryTitle: 'Notwendig',
    necessaryDescription: 'Cookies, ohne die diese Website nicht funktioniert. Immer aktiv.',
    analyticsTitle: 'Statistik',
    analyticsDescription: 'Erfasst, wie die Website genutzt wird, damit wir sie verbessern können.',
    externalTitle: 'Externe Inhalte',
    externalDescription:
      'Videos, Karten und Podcasts anderer Anbieter. Beim Laden erhält der Anbieter Ihre IP-Adresse und kann Cookies setzen.',
    embedNotice:
      'Hier ist ein Inhalt von {service} eingebunden. Beim Laden werden Daten an den Anbieter übertragen.',
  },
  en: {
    barHeading: 'Cookies and external content',
    barText:
      'This website only sets necessary cookies. We load statistics and content from other providers only if you agree. You can change your choice at any time in the cookie settings in the footer.',
    settingsHeading: 'Cookie settings',
    settingsIntro:
      'Choose what this website may do beyond what is necessary. You can change or withdraw your choice at any time.',
    necessaryTitle: 'Necessary',
    necessaryDescription: 'Cookies without which this website does not work. Always on.',
    analyticsTitle: 'Statistics',
    analyticsDescription: 'Records how the website is used so that we can improve it.',
    externalTitle: 'External content',
    externalDescription:
      'Videos, maps and podcasts from other providers. When they load, the provider receives your IP address and may set cookies.',
    embedNotice: 'This is content from {service}. Loading it sends data to the provider.',
  },
};

/** The single type consent-text; a missing or empty field is reported and gets its fallback. */
export function toConsentTexts(data: unknown, ctx: TransformContext): ConsentTexts {
  const raw = parseBlock(anyObject, data, ctx, 'consent-text') ?? {};
  const fallback = fallbackTexts[ctx.locale];
  const text = (field: TextField): string => {
    const value = parseBlock(optionalText, raw[field], ctx, `consent-text.${field}`);
    if (value !== null) return value.trim();
    // A field of the wrong type is reported by parseBlock; an empty one here.
    const empty = raw[field] === null || raw[field] === undefined || typeof raw[field] === 'string';
    if (data !== null && data !== undefined && empty)
      ctx.report({ where: `consent-text.${field}`, message: 'empty; the built-in text is shown' });
    return fallback[field];
  };
  const embedNotice = text('embedNotice');
  if (!embedNotice.includes('{service}'))
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

/** A host name (letters, digits, dashes, dots), no scheme, path or port. */
const hostName =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * "a.example, b.example" or one per line → lower-cased, trimmed, without duplicates. An
 * editor's full address ("https://a.example/x") gives its host; anything else is reported.
 */
export function toHosts(value: string | null, ctx: TransformContext, where: string): string[] {
  if (value === null) return [];
  const hosts: string[] = [];
  for (const entry of value.split(/[\s,;]+/)) {
    let host = entry.trim().toLowerCase().replace(/\.$/, '');
    if (host === '') continue;
    if (/^https?:\/\//.test(host)) {
      try {
        host = new URL(host).hostname;
      } catch {
        host = '';
      }
    }
    if (!hostName.test(host)) {
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
