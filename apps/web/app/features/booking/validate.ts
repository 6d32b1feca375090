import { berlinDate, formatClockTime, isIsoDate, minutesOfDay, parseClockTime } from '~/time';
import { isMailbox } from '~/domain/mail-address';
import type { KeyOf, Translate } from '~/i18n/translate';
import type { Locale } from '~/domain/locale';
import {
  DEFAULT_MAX_PARTICIPANTS,
  bookingFields,
  consentValues,
  maxLengths,
  type BookingField,
  type BookingOffer,
  type BookingRequest,
  isSalutation,
} from './fields';
import { refusalMessage } from './rule-texts';
import { dateRefusal, noOfferRules, type BookingCalendar } from './rules';
import { offerWindow, timeHint } from './time-window';

export type BookingErrors = Partial<Record<BookingField, string>>;
export type BookingValidation =
  { ok: true; value: BookingRequest } | { ok: false; errors: BookingErrors };
/** Texts of the validation messages, in the page language (namespace `booking`). */
export type BookingTranslate = Translate<KeyOf<'booking'>>;
export type BookingContext = {
  offer: BookingOffer;
  now: Date;
  t: BookingTranslate;
  /** The page language, for dates in the messages (default German). */
  locale?: Locale;
  /**
   * The offer's rules and the museum's hours (features/booking/rules.ts); without it only the
   * general rules apply: from tomorrow, every day, the season's window.
   */
  calendar?: BookingCalendar;
};

const noCalendar: BookingCalendar = { offer: noOfferRules, hours: null };

/**
 * Characters nobody sees: C0 and C1 controls, format characters (bidi overrides and isolates
 * such as U+202E, which turns the text after it around; zero-width spaces; soft hyphens) and
 * the Unicode line and paragraph separators. They could disguise a name in a mail or on the
 * booking office's screen, or break a line where none is shown, so they are taken out of every
 * field before it is checked; the joiners U+200C and U+200D stay, as scripts and emoji need
 * them. What separates lines (tab, line feed, U+0085, U+2028, U+2029) becomes a space in a
 * single-line field and a line break in the message.
 */
// eslint-disable-next-line no-control-regex -- line separators are what this pattern finds
const LINE_SEPARATORS = /\r\n?|[\n\u000b\u000c\u0085\u2028\u2029]/g;
const INVISIBLE = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const INVISIBLE_BUT_LINES = /(?![\n\t\u200c\u200d])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** A single-line value without invisible characters; line breaks and tabs become spaces. */
export function cleanLine(value: string): string {
  return value.replace(LINE_SEPARATORS, ' ').replace(/\t/g, ' ').replace(INVISIBLE, '');
}

/** The message: line breaks as "\n", tabs kept, every other invisible character taken out. */
export function cleanText(value: string): string {
  return value.replace(LINE_SEPARATORS, '\n').replace(INVISIBLE_BUT_LINES, '');
}

const PHONE = /^\+?[0-9(][0-9 ()/.-]*$/;
const MIN_PHONE_DIGITS = 6;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/** A rule for a trimmed value; a field's rules run in order and the first that fails speaks. */
type Rule = readonly [ok: (value: string) => boolean, message: string];
type FieldOptions = { required?: string };
/** `hour` and `minute` are folded into `time` by `normalise` and have no rules of their own. */
type CheckedField = Exclude<BookingField, 'hour' | 'minute'>;

/**
 * A text field (cleaned by `normalise`): required (with its own message) or optional, bounded;
 * then its format rules, which only apply when the field is filled in (an empty value is
 * allowed or missing).
 */
function text(
  field: BookingField,
  t: BookingTranslate,
  options: FieldOptions = {},
  ...formats: Rule[]
): Rule[] {
  const max = maxLengths[field];
  const rules: Rule[] = [];
  if (options.required) rules.push([(value) => value !== '', options.required]);
  rules.push([(value) => value.length <= max, t('tooLong', { max })]);
  for (const [ok, message] of formats) rules.push([(value) => value === '' || ok(value), message]);
  return rules;
}

/** The rules per field; later rules may rely on earlier ones of the same field having passed. */
function bookingRules({ offer, t }: BookingContext): Record<CheckedField, Rule[]> {
  const min = Math.max(1, offer.minParticipants ?? 1);
  const max = Math.max(min, offer.maxParticipants ?? DEFAULT_MAX_PARTICIPANTS);
  const wholeNumber = (count: string) => /^\d+$/.test(count);

  return {
    language: text('language', t, { required: t('languageRequired') }),
    date: text('date', t, { required: t('dateRequired') }, [isIsoDate, t('dateInvalid')]),
    time: text('time', t, { required: t('timeRequired') }, [
      (time) => parseClockTime(time) !== null,
      t('timeInvalid'),
    ]),
    // No length rule of its own: a number too long is a number too large, and the message
    // names the allowed range, not a count of characters.
    participants: [
      [(count) => count !== '', t('participantsRequired')],
      [(count) => count.length <= maxLengths.participants, t('participantsInvalid')],
      [wholeNumber, t('participantsInvalid')],
      [
        (count) => Number(count) >= min && Number(count) <= max,
        t('participantsRange', { min, max }),
      ],
    ],
    salutation: text('salutation', t, {}, [isSalutation, t('salutationInvalid')]),
    'first-name': text('first-name', t, { required: t('required') }),
    'last-name': text('last-name', t, { required: t('required') }),
    tel: text('tel', t, {}, [
      (tel) => PHONE.test(tel) && tel.replace(/\D/g, '').length >= MIN_PHONE_DIGITS,
      t('telInvalid'),
    ]),
    email: text('email', t, { required: t('emailRequired') }, [
      // One mailbox, the rule the CMS applies too (no list, no display name).
      isMailbox,
      t('emailInvalid'),
    ]),
    message: text('message', t),
    company: text('company', t),
    address: text('address', t, { required: t('required') }),
    'postal-code': text('postal-code', t, { required: t('required') }, [
      (code) => POSTAL_CODE.test(code),
      t('postalCodeInvalid'),
    ]),
    city: text('city', t, { required: t('required') }),
    country: text('country', t),
    // A checkbox, not text: only its value counts, so no length or character rules.
    consent: [[(value) => consentValues.includes(value.toLowerCase()), t('consentRequired')]],
  };
}

/**
 * The form posts either `time` ("10:30") or `hour` and `minute` selects; both end up in `time`,
 * and errors about either are reported on `time`.
 */
function normalise(
  input: Readonly<Record<string, string | undefined>>,
): Record<BookingField, string> {
  const values = {} as Record<BookingField, string>;
  for (const field of bookingFields) {
    const raw = input[field];
    const clean = field === 'message' ? cleanText : cleanLine;
    values[field] = typeof raw === 'string' ? clean(raw).trim() : '';
  }
  const { hour = '', minute = '' } = values;
  if (values.time === '' && hour !== '' && minute !== '')
    values.time = `${hour}:${minute.padStart(2, '0')}`;
  return values;
}

const orNull = (value: string) => (value === '' ? null : value);

/**
 * Why a readable date cannot be booked, in the page language, or null when it can (or is not
 * a date: the field's own rules report that). The form asks this as soon as a date is chosen.
 */
export function dateProblem(date: string, context: BookingContext): string | null {
  if (!isIsoDate(date)) return null;
  const refusal = dateRefusal(date, context.calendar ?? noCalendar, berlinDate(context.now));
  return refusal ? refusalMessage(refusal, context.t, context.locale ?? 'de') : null;
}

/**
 * Validates a booking request in the browser or on the server with the same rules and
 * messages in the page language. Required: tour language, date, time, participants, first
 * and last name, email, billing address (street, postal code, city) and consent.
 */
export function validateBookingRequest(
  input: Readonly<Record<string, string | undefined>>,
  context: BookingContext,
): BookingValidation {
  const values = normalise(input);
  const errors: BookingErrors = {};
  const rules = bookingRules(context);
  for (const field of Object.keys(rules) as CheckedField[]) {
    const failed = rules[field].find(([ok]) => !ok(values[field]));
    if (failed) errors[field] = failed[1];
  }
  const calendar = context.calendar ?? noCalendar;
  if (!errors.date) {
    const message = dateProblem(values.date, context);
    if (message) errors.date = message;
  }

  // The time window depends on the date's month and the offer, so it is checked once both
  // are readable.
  const window = offerWindow(values.date, calendar.offer);
  const clock = parseClockTime(values.time);
  if (!errors.time && window && clock) {
    const minutes = minutesOfDay(clock);
    const earliest = minutesOfDay(parseClockTime(window.earliest) ?? clock);
    const latest = minutesOfDay(parseClockTime(window.latest) ?? clock);
    if (minutes < earliest || minutes > latest)
      errors.time = timeHint(values.date, context.t, calendar.offer);
  }

  if (!clock || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      language: values.language,
      date: values.date,
      time: formatClockTime(clock),
      hour: clock.hour,
      minute: clock.minute,
      participants: Number(values.participants),
      salutation: isSalutation(values.salutation) ? values.salutation : null,
      firstName: values['first-name'],
      lastName: values['last-name'],
      tel: orNull(values.tel),
      email: values.email,
      message: orNull(values.message),
      company: orNull(values.company),
      address: values.address,
      postalCode: values['postal-code'],
      city: values.city,
      country: orNull(values.country),
      consent: true,
    },
  };
}
