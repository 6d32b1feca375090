/**
 * Formats an ICU message that the server already parsed (docs/decisions/0013, 0028): the
 * browser gets the parsed form and only needs this small interpreter, not intl-messageformat
 * (about 2.5 KB gzip on every page). It follows intl-messageformat's rules: `=N` before the
 * plural category, `#` is the plural value minus the offset in the locale's number format,
 * `other` is the fallback of plural and select, a missing value is an error.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The parser's element types (its TYPE enum), as numbers: importing the enum would ship code. */
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

export type FormatValue = string | number | Date;
export type FormatValues = Readonly<Record<string, FormatValue>>;

/** Named styles of `{x, number, …}`, `{x, date, …}` and `{x, time, …}`. */
export interface NamedFormats {
  number: Record<string, Intl.NumberFormatOptions>;
  date: Record<string, Intl.DateTimeFormatOptions>;
  time: Record<string, Intl.DateTimeFormatOptions>;
}

const intlCache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`;
  let format = intlCache.get(key) as T | undefined;
  if (!format) intlCache.set(key, (format = make()));
  return format;
}

const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached('n', locale, options, () => new Intl.NumberFormat(locale, options));
const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  cached('d', locale, options, () => new Intl.DateTimeFormat(locale, options));
const pluralRules = (locale: string, type: Intl.PluralRulesOptions['type']) =>
  cached('p', locale, { type }, () => new Intl.PluralRules(locale, { type }));

/** A skeleton style (`::currency/EUR`) carries its Intl options; a name looks them up. */
function styleOptions<T>(style: unknown, named: Record<string, T>): T | undefined {
  if (typeof style === 'string') return named[style];
  if (style && typeof style === 'object' && 'parsedOptions' in style)
    return (style as { parsedOptions: T }).parsedOptions;
  return undefined;
}

function option(options: Record<string, { value: MessageFormatElement[] }>, key: string) {
  return Object.prototype.hasOwnProperty.call(options, key) ? options[key] : undefined;
}

/** The message as text; throws when a value is missing or no branch fits (as intl-messageformat). */
export function formatParsed(
  elements: readonly MessageFormatElement[],
  locale: string,
  formats: NamedFormats,
  values: FormatValues | undefined,
  pluralValue?: number,
): string {
  let text = '';
  for (const element of elements) {
    if (element.type === LITERAL) {
      text += element.value;
      continue;
    }
    if (element.type === POUND) {
      if (typeof pluralValue === 'number') text += numberFormat(locale).format(pluralValue);
      continue;
    }
    const name = element.value;
    if (!values || !(name in values)) throw new Error(`The value "${name}" is missing`);
    const value = values[name];
    switch (element.type) {
      case ARGUMENT:
        text += typeof value === 'string' || typeof value === 'number' ? String(value) : '';
        break;
      case NUMBER: {
        const options = styleOptions<Intl.NumberFormatOptions & { scale?: number }>(
          element.style,
          formats.number,
        );
        const scaled = Number(value) * (options?.scale ?? 1);
        text += numberFormat(locale, options).format(scaled);
        break;
      }
      case DATE:
      case TIME: {
        const named = element.type === DATE ? formats.date : formats.time;
        // Without a style: a time as `medium`, a date in the locale's default form, both in the
        // zone of the named formats (the museum's).
        const options =
          styleOptions(element.style, named) ??
          (element.type === TIME
            ? formats.time.medium
            : { timeZone: formats.date.medium?.timeZone });
        text += dateTimeFormat(locale, options).format(value as Date | number);
        break;
      }
      case SELECT: {
        const branch = option(element.options, String(value)) ?? option(element.options, 'other');
        if (!branch) throw new Error(`No branch of "${name}" for ${String(value)}`);
        text += formatParsed(branch.value, locale, formats, values);
        break;
      }
      case PLURAL: {
        const count = Number(value);
        const offset = count - (element.offset || 0);
        const branch =
          option(element.options, `=${count}`) ??
          option(element.options, pluralRules(locale, element.pluralType).select(offset)) ??
          option(element.options, 'other');
        if (!branch) throw new Error(`No branch of "${name}" for ${count}`);
        text += formatParsed(branch.value, locale, formats, values, offset);
        break;
      }
      // Tags are not parsed (ignoreTag): nothing else can occur.
    }
  }
  return text;
}
