/**
 * The one translator of the site: ICU MessageFormat (plural, select, number, date). The server
 * parses each message once (the ICU parser; the client build has none, see vite.config.ts) and
 * the browser gets it parsed; both format it with the small interpreter of ./format-parsed.ts.
 * A missing message only warns (SPEC §8) and renders its key.
 */
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { intlLocale, type Locale } from '../domain/locale';
import { MUSEUM_TIME_ZONE } from '~/time/time-zone';
import { formatParsed, type NamedFormats } from './format-parsed';

/** One table of texts in one language: key → ICU message. */
export type Messages = Readonly<Record<string, string>>;

/**
 * A message as the browser receives it: plain text, or an ICU message already parsed on the
 * server, so the client bundle needs no ICU parser (see vite.config.ts).
 */
export type ParsedMessage = MessageFormatElement[];
export type DeliveredMessage = string | ParsedMessage;

/** A feature's texts in both languages; German is the reference, English must have every key. */
export type MessageTable<K extends string = string> = {
  readonly de: Record<K, string>;
  readonly en: Record<K, string>;
};

/**
 * The namespaces of the site's catalogue. Each table file adds its own entry
 * (`declare module '~/i18n/translate' { interface MessageNamespaces { quiz: QuizMessages } }`),
 * so `useT('quiz')` knows the keys of the quiz table.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MessageNamespaces {}
export type Namespace = keyof MessageNamespaces;
export type KeyOf<N extends Namespace> = keyof MessageNamespaces[N] & string;
/** The texts of one language, by namespace: what the browser receives for its page. */
export type Catalogue = { [N in Namespace]: Record<KeyOf<N>, string> };
/** The catalogue as it travels to the browser (ICU messages parsed). */
export type DeliveredCatalogue = { [N in Namespace]: Record<KeyOf<N>, DeliveredMessage> };

export type MessageValues = Readonly<Record<string, string | number | Date>>;
export type Translate<K extends string = string> = (key: K, values?: MessageValues) => string;

/**
 * Declares a table. A key missing in English, an extra English key or a wrong type is a type
 * error; the German object defines the keys.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineMessages<const D extends Record<string, string>>(table: {
  de: D;
  en: { [K in keyof D]: string };
}): MessageTable<keyof D & string> {
  return table;
}

// Dates and times in messages ({when, date, long}) are always the museum's (DESIGN: Europe/Berlin).
const berlin = { timeZone: MUSEUM_TIME_ZONE } as const;
const formats: NamedFormats = {
  number: {
    integer: { maximumFractionDigits: 0 },
    currency: { style: 'currency' },
    percent: { style: 'percent' },
  },
  date: {
    short: { ...berlin, month: 'numeric', day: 'numeric', year: '2-digit' },
    medium: { ...berlin, month: 'short', day: 'numeric', year: 'numeric' },
    long: { ...berlin, month: 'long', day: 'numeric', year: 'numeric' },
    full: { ...berlin, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  },
  time: {
    short: { ...berlin, hour: 'numeric', minute: 'numeric' },
    medium: { ...berlin, hour: 'numeric', minute: 'numeric', second: 'numeric' },
    long: {
      ...berlin,
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      timeZoneName: 'short',
    },
    full: {
      ...berlin,
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      timeZoneName: 'short',
    },
  },
};

/** Parsed once per language and text (server; the browser receives messages parsed). */
const parsedSources = new Map<string, ParsedMessage>();

function parsed(locale: Locale, source: string): ParsedMessage {
  const cacheKey = `${locale}\u0000${source}`;
  let message = parsedSources.get(cacheKey);
  if (!message) {
    // Tags are not used: "<" in a text is a plain character.
    message = parse(source, { ignoreTag: true, locale: new Intl.Locale(intlLocale[locale]) });
    parsedSources.set(cacheKey, message);
  }
  return message;
}

/** Plain texts (no braces, no quotes) need no ICU formatting. */
function isPlain(source: string): boolean {
  return !/[{}']/.test(source);
}

/** The message as the browser gets it: plain text as it is, ICU messages parsed (server only). */
export function deliveredMessage(locale: Locale, source: string): DeliveredMessage {
  return isPlain(source) ? source : parsed(locale, source);
}

/** Formats one ICU message; plain texts (no braces, no quotes) are returned as they are. */
export function formatMessage(
  locale: Locale,
  source: DeliveredMessage,
  values?: MessageValues,
): string {
  if (typeof source === 'string' && isPlain(source)) return source;
  try {
    const message = typeof source === 'string' ? parsed(locale, source) : source;
    return formatParsed(message, intlLocale[locale], formats, values);
  } catch (error) {
    // A broken message or a missing value must not break the page: warn and show the text.
    const text = typeof source === 'string' ? source : JSON.stringify(source);
    console.warn(
      `[i18n] cannot format "${text}" (${locale}):`,
      error instanceof Error ? error.message : error,
    );
    return typeof source === 'string' ? source : '';
  }
}

const warned = new Set<string>();
function warnMissing(name: string, locale: Locale): void {
  const id = `${locale}:${name}`;
  if (warned.has(id)) return;
  warned.add(id);
  console.warn(`[i18n] missing message "${name}" (${locale})`);
}

/**
 * The translate function of one table in one language. `messages` may be missing (no catalogue
 * came with the page): every text then warns once and shows its key.
 */
export function translator<K extends string>(
  locale: Locale,
  messages: Readonly<Record<K, DeliveredMessage>> | null | undefined,
  namespace = '',
): Translate<K> {
  return (key, values) => {
    const source = messages?.[key];
    if (source === undefined || source === null) {
      warnMissing(namespace ? `${namespace}.${key}` : key, locale);
      return key;
    }
    return formatMessage(locale, source, values);
  };
}

/** Server code (loaders, mail) reads a table directly: `tableTranslator(quizMessages, locale)`. */
export function tableTranslator<K extends string>(
  table: MessageTable<K>,
  locale: Locale,
): Translate<K> {
  return translator(locale, table[locale]);
}
