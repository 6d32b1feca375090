import type { Locale } from '~/domain/locale';
import type { AccessibilityTag, InfoBlock, PracticalFacts } from '~/domain/types';
import { formatEuro, formatMinutes } from '~/i18n/format-number';
import { languageName } from '~/i18n/format-date';
import type { ScreenMessageKey, ScreenTranslate } from '../content-screens/messages';

/**
 * The rows of an info block, the same order on every page (SPEC §3's labels, with the
 * practical facts of decision 0055 beside the row they belong to); `title` is the heading.
 */
export const infoRowFields = [
  'material',
  'costs',
  'tickets',
  'targetGroup',
  'registration',
  'contact',
  'place',
  'meetingPoint',
  'accessibility',
  'notes',
  'participants',
  'duration',
  'languages',
] as const;

export type InfoRowField = (typeof infoRowFields)[number];

/** One line of a row: text, a link, or the accessibility tags with their marks. */
export type InfoLine =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string; external: boolean }
  | { kind: 'tags'; tags: AccessibilityTag[] };

export interface InfoRow {
  field: InfoRowField;
  label: ScreenMessageKey;
  lines: InfoLine[];
}

/** What one info block shows: the texts of its language and the facts both languages share. */
export interface InfoContent {
  info: InfoBlock | null;
  facts?: PracticalFacts | null;
  /** The item's own place (events, exhibitions), when its info block names none. */
  place?: string | null;
  accessibilityTags?: readonly AccessibilityTag[];
}

/** Letters and digits only, in lower case: "Eintritt frei." and "eintritt frei" say the same. */
const words = (text: string) => text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const text = (value: string | null | undefined): InfoLine[] => {
  const trimmed = value?.trim();
  return trimmed ? [{ kind: 'text', text: trimmed }] : [];
};

/** A phone number as a tel: link needs it (the content layer let only numbers through). */
const telHref = (phone: string) => `tel:${phone.replace(/[\s()./-]/g, '')}`;

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/**
 * Only the filled rows: empty or blank values are left out, never shown as a bare label, and a
 * line that says what another line of the block already says is shown once.
 */
export function infoRows(content: InfoContent, t: ScreenTranslate, locale: Locale): InfoRow[] {
  const info = content.info;
  const facts = content.facts ?? null;
  const lines: Record<InfoRowField, InfoLine[]> = {
    material: text(info?.material),
    costs: [...costLines(facts, t, locale), ...text(info?.costs)],
    tickets: facts?.ticketUrl
      ? [
          {
            kind: 'link',
            text: t('info.ticketLink'),
            href: facts.ticketUrl,
            external: isExternal(facts.ticketUrl),
          },
        ]
      : [],
    targetGroup: text(info?.targetGroup),
    registration: [...registrationLines(facts, t), ...text(info?.registration)],
    contact: text(info?.contact),
    place: [
      ...text(info?.place ?? content.place),
      ...(facts?.room ? text(t('info.room', { room: facts.room })) : []),
    ],
    meetingPoint: text(info?.meetingPoint),
    accessibility: [
      ...(facts?.stepFree === true ? text(t('info.stepFree')) : []),
      ...(facts?.stepFree === false ? text(t('info.notStepFree')) : []),
      ...(content.accessibilityTags?.length
        ? [{ kind: 'tags' as const, tags: [...content.accessibilityTags] }]
        : []),
      ...text(info?.accessibility),
    ],
    notes: text(info?.notes),
    participants: text(info?.participants),
    // The shared minutes first; the info block's text where the item has none.
    duration: facts?.durationMinutes
      ? text(formatMinutes(facts.durationMinutes, locale))
      : text(info?.duration),
    languages: facts?.languages.length
      ? text(facts.languages.map((code) => languageLabel(code, t, locale)).join(', '))
      : [],
  };
  const seen = new Set<string>();
  return infoRowFields.flatMap((field) => {
    const once = lines[field].filter((line) => {
      if (line.kind === 'tags') return true;
      const key = words(line.text);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return once.length > 0 ? [{ field, label: `info.${field}` as const, lines: once }] : [];
  });
}

function costLines(facts: PracticalFacts | null, t: ScreenTranslate, locale: Locale): InfoLine[] {
  if (!facts) return [];
  if (facts.freeAdmission) return text(t('info.free'));
  const price = facts.price === null ? null : formatEuro(facts.price, locale);
  const reduced = facts.reducedPrice === null ? null : formatEuro(facts.reducedPrice, locale);
  if (price && reduced) return text(t('info.priceReduced', { price, reduced }));
  if (price) return text(t('info.price', { price }));
  if (reduced) return text(t('info.reducedOnly', { reduced }));
  return [];
}

function registrationLines(facts: PracticalFacts | null, t: ScreenTranslate): InfoLine[] {
  if (!facts) return [];
  const needed =
    facts.registrationRequired === true
      ? text(t('info.registrationRequired'))
      : facts.registrationRequired === false
        ? text(t('info.registrationNotRequired'))
        : [];
  const ways: InfoLine[] = [];
  if (facts.registrationUrl)
    ways.push({
      kind: 'link',
      text: t('info.registrationOnline'),
      href: facts.registrationUrl,
      external: isExternal(facts.registrationUrl),
    });
  if (facts.registrationPhone)
    ways.push({
      kind: 'link',
      text: t('info.byPhone', { phone: facts.registrationPhone }),
      href: telHref(facts.registrationPhone),
      external: false,
    });
  if (facts.registrationMail)
    ways.push({
      kind: 'link',
      text: t('info.byMail', { mail: facts.registrationMail }),
      href: `mailto:${facts.registrationMail}`,
      external: false,
    });
  return [...needed, ...ways];
}

/** A language's name in the page language; German Sign Language, which ICU does not name, too. */
function languageLabel(code: string, t: ScreenTranslate, locale: Locale): string {
  if (code === 'gsg') return t('info.language.gsg');
  return languageName(code, locale);
}
