import { z } from 'zod';
import {
  addDays,
  berlinDate,
  formatClockTime,
  isIsoDate,
  minutesOfDay,
  parseClockTime,
  type Locale,
} from '../time';
import {
  DEFAULT_MAX_PARTICIPANTS,
  MAX_DAYS_AHEAD,
  bookingFields,
  consentValues,
  maxLengths,
  type BookingField,
  type BookingOffer,
  type BookingRequest,
  isSalutation,
} from './fields';
import { bookingMessages, type BookingMessages } from './messages';
import { timeHint, timeWindow } from './time-window';

export type BookingErrors = Partial<Record<BookingField, string>>;
export type BookingValidation =
  { ok: true; value: BookingRequest } | { ok: false; errors: BookingErrors };
export type BookingContext = { offer: BookingOffer; now: Date; locale: Locale };

/** Line breaks in single-line fields could forge mail headers; no form control sends them. */
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
/** The message may have line breaks and tabs, but no other control characters. */
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
/** Deliberately loose: one @, no spaces, a dot in the domain. The mail itself is the real test. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;
const PHONE = /^\+?[0-9(][0-9 ()/.-]*$/;
const MIN_PHONE_DIGITS = 6;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

type FieldOptions = { required?: string; multiLine?: boolean };

/** A trimmed text field: required (with its own message) or optional, bounded, clean. */
function text(field: BookingField, messages: BookingMessages, options: FieldOptions = {}) {
  const max = maxLengths[field];
  let schema = z.string();
  if (options.required) schema = schema.min(1, options.required);
  return schema
    .max(max, messages.tooLong(max))
    .regex(options.multiLine ? MULTI_LINE : SINGLE_LINE, messages.invalidCharacters);
}

/** Adds a format rule that only applies when the optional field is filled in. */
function ifGiven(test: (value: string) => boolean) {
  return (value: string) => value === '' || test(value);
}

function bookingSchema({ offer, now, locale }: BookingContext) {
  const m = bookingMessages[locale];
  const today = berlinDate(now);
  const latest = addDays(today, MAX_DAYS_AHEAD);
  const min = Math.max(1, offer.minParticipants ?? 1);
  const max = Math.max(min, offer.maxParticipants ?? DEFAULT_MAX_PARTICIPANTS);

  return z.object({
    language: text('language', m, { required: m.languageRequired }),
    date: text('date', m, { required: m.dateRequired })
      .refine(ifGiven(isIsoDate), m.dateInvalid)
      .refine(
        ifGiven((date) => !isIsoDate(date) || date > today),
        m.dateNotFuture,
      )
      .refine(
        ifGiven((date) => !isIsoDate(date) || date <= latest),
        m.dateTooFar,
      ),
    time: text('time', m, { required: m.timeRequired }).refine(
      ifGiven((time) => parseClockTime(time) !== null),
      m.timeInvalid,
    ),
    participants: text('participants', m, { required: m.participantsRequired })
      .refine(
        ifGiven((count) => /^\d+$/.test(count)),
        m.participantsInvalid,
      )
      .refine(
        ifGiven((count) => !/^\d+$/.test(count) || (Number(count) >= min && Number(count) <= max)),
        m.participantsRange(min, max),
      ),
    salutation: text('salutation', m).refine(ifGiven(isSalutation), m.salutationInvalid),
    'first-name': text('first-name', m, { required: m.required }),
    'last-name': text('last-name', m, { required: m.required }),
    tel: text('tel', m).refine(
      ifGiven((tel) => PHONE.test(tel) && tel.replace(/\D/g, '').length >= MIN_PHONE_DIGITS),
      m.telInvalid,
    ),
    email: text('email', m, { required: m.emailRequired }).refine(
      ifGiven((mail) => EMAIL.test(mail)),
      m.emailInvalid,
    ),
    message: text('message', m, { multiLine: true }),
    company: text('company', m),
    address: text('address', m, { required: m.required }),
    'postal-code': text('postal-code', m, { required: m.required }).refine(
      ifGiven((code) => POSTAL_CODE.test(code)),
      m.postalCodeInvalid,
    ),
    city: text('city', m, { required: m.required }),
    country: text('country', m),
    consent: z
      .string()
      .refine((value) => consentValues.includes(value.toLowerCase()), m.consentRequired),
  });
}

/**
 * The form posts either `time` ("10:30") or `hour` and `minute` selects; both end up in `time`,
 * and errors about either are reported on `time`.
 */
function normalise(input: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of bookingFields) {
    const raw = input[field];
    values[field] = typeof raw === 'string' ? raw.trim() : '';
  }
  const { hour = '', minute = '' } = values;
  if (values.time === '' && hour !== '' && minute !== '')
    values.time = `${hour}:${minute.padStart(2, '0')}`;
  return values;
}

const orNull = (value: string) => (value === '' ? null : value);

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
  const result = bookingSchema(context).safeParse(values);
  const errors: BookingErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as BookingField;
    errors[field] ??= issue.message;
  }

  // The time window depends on the date's month, so it is checked once both are readable.
  const window = timeWindow(values.date ?? '');
  const clock = parseClockTime(values.time);
  if (!errors.time && window && clock) {
    const minutes = minutesOfDay(clock);
    const earliest = minutesOfDay(parseClockTime(window.earliest) ?? clock);
    const latest = minutesOfDay(parseClockTime(window.latest) ?? clock);
    if (minutes < earliest || minutes > latest)
      errors.time = timeHint(values.date ?? null, context.locale);
  }

  if (!result.success || !clock || Object.keys(errors).length > 0) return { ok: false, errors };
  const data = result.data;
  return {
    ok: true,
    value: {
      language: data.language,
      date: data.date,
      time: formatClockTime(clock),
      hour: clock.hour,
      minute: clock.minute,
      participants: Number(data.participants),
      salutation: isSalutation(data.salutation) ? data.salutation : null,
      firstName: data['first-name'],
      lastName: data['last-name'],
      tel: orNull(data.tel),
      email: data.email,
      message: orNull(data.message),
      company: orNull(data.company),
      address: data.address,
      postalCode: data['postal-code'],
      city: data.city,
      country: orNull(data.country),
      consent: true,
    },
  };
}
