import { randomUUID } from 'node:crypto';
import { data, redirect } from 'react-router';
import { getOffer, getOpeningHours } from '~/content/index.server';
import type { Offer } from '~/domain/types';
import { requestNow } from '~/features/clock/now.server';
import { href } from '~/site/paths';
import { notFound, requestLocale } from '~/features/page-loading/route-helpers.server';
import { berlinDate } from '~/time';
import {
  HONEYPOT_FIELD,
  RECEIVED_QUERY,
  SUBMISSION_FIELD,
  formValues,
  isSubmissionId,
} from './form-values';
import {
  BodyTooLargeError,
  clientAddress,
  createRateLimiter,
  isSameOrigin,
  readFormBody,
} from './guards.server';
import type {
  BookingActionData,
  BookingOfferData,
  BookingPageData,
  FormProblem,
} from './page-data';
import { bookingMessages } from './messages';
import { tableTranslator } from '~/i18n/translate';
import type { BookingRecord } from './record';
import { bookingConfig, bookingService } from './runtime.server';
import type { BookingSummary } from './summary';
import { readThankYouCookie, thankYouCookie } from './thank-you-cookie.server';
import { validateBookingRequest } from './validate';
import { bookingReference } from './booking-service.server';
import { bookingCalendar, type BookingCalendar } from './rules';
import { rulesHint } from './rule-texts';
import type { Locale } from '~/domain/locale';

function offerData(offer: Offer): BookingOfferData {
  const { title, slug, minParticipants, maxParticipants } = offer;
  return { title, slug, minParticipants, maxParticipants };
}

/**
 * The offer's rules with the museum's hours, as far ahead as a request may go. Without the
 * hours (the CMS unreachable and nothing cached) the offer's own rules still apply; the
 * booking office then sorts out a closed day, rather than the form refusing every day.
 */
async function calendarFor(offer: Offer, today: string): Promise<BookingCalendar> {
  let hours: BookingCalendar['hours'] = null;
  try {
    hours = await getOpeningHours();
  } catch (error) {
    console.error(
      '[booking] opening hours unavailable:',
      error instanceof Error ? error.message : error,
    );
  }
  return bookingCalendar(offer.bookingRules, hours, today);
}

/** The rule set and its description for the form. */
function rulesData(calendar: BookingCalendar, today: string, locale: Locale) {
  return {
    calendar,
    rulesHint: rulesHint(calendar, today, tableTranslator(bookingMessages, locale), locale),
  };
}

async function bookableOffer(url: URL, slug: string | undefined): Promise<Offer> {
  const offer = slug ? await getOffer(slug, requestLocale(url)) : null;
  if (!offer || !offer.bookable) return notFound(url);
  return offer;
}

/** Loader part of the request screen: 404 unless bookable; form or thank-you result. */
export async function bookingPageData(
  request: Request,
  url: URL,
  offer: Offer,
): Promise<BookingPageData> {
  if (!offer.bookable) return notFound(url);
  const today = berlinDate(requestNow(request));
  const calendar = await calendarFor(offer, today);
  const summary = url.searchParams.has(RECEIVED_QUERY)
    ? await readThankYouCookie(request.headers.get('cookie'), {
        secret: bookingConfig().cookieSecret,
      })
    : null;
  return {
    offer: offerData(offer),
    submissionId: randomUUID(),
    received: summary && summary.slug === offer.slug ? summary : null,
    today,
    ...rulesData(calendar, today, requestLocale(url)),
  };
}

/** The form carries a fresh submission id and personal data: no HTTP cache may keep it. */
export function bookingHeaders({ actionHeaders }: { actionHeaders?: Headers } = {}) {
  const headers: Record<string, string> = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };
  // A 413 closes the connection (the rest of a large body may still be on its way).
  const connection = actionHeaders?.get('Connection');
  if (connection) headers.Connection = connection;
  return headers;
}

const limiters = new Map<string, ReturnType<typeof createRateLimiter>>();
function rateLimiter() {
  const { max, windowMs } = bookingConfig().rateLimit;
  const key = `${max}/${windowMs}`;
  let limiter = limiters.get(key);
  if (!limiter) limiters.set(key, (limiter = createRateLimiter({ max, windowMs })));
  return limiter;
}

function refuse(
  status: number,
  problem: FormProblem,
  values: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return data<BookingActionData>({ values, errors: {}, problem }, { status, headers });
}

/**
 * The form's POST: origin and size checks, rate limit, honeypot, the shared validation, then
 * durable storage (CMS or local queue) and Post/Redirect/Get to the thank-you result.
 */
export async function bookingAction({
  request,
  url,
  params,
}: {
  request: Request;
  /** The page URL without React Router's data-request suffix. */
  url: URL;
  params: { slug?: string };
}) {
  const config = bookingConfig();
  if (!isSameOrigin(request, config.allowedOrigins)) return refuse(403, 'crossSite');
  let body: URLSearchParams;
  try {
    body = await readFormBody(request, config.maxBodyBytes);
  } catch (error) {
    // The form again with what was read before the limit; the connection is not reused, as
    // the rest of the body may still be on its way.
    if (error instanceof BodyTooLargeError)
      return refuse(413, 'tooLarge', formValues(error.partial), { Connection: 'close' });
    throw error;
  }
  const locale = requestLocale(url);
  const offer = await bookableOffer(url, params.slug);
  const values = formValues(body);
  const thankYouUrl = href('guidedTourRequest', { slug: offer.slug }, locale, {
    [RECEIVED_QUERY]: '1',
  });

  if (!rateLimiter().allow(clientAddress(request))) return refuse(429, 'rateLimited', values);
  // Only bots fill the invisible field: they get the usual answer, nothing is stored.
  if ((body.get(HONEYPOT_FIELD) ?? '') !== '') throw redirect(thankYouUrl, 303);

  const now = requestNow(request);
  const result = validateBookingRequest(values, {
    offer: offerData(offer),
    now,
    t: tableTranslator(bookingMessages, locale),
    locale,
    calendar: await calendarFor(offer, berlinDate(now)),
  });
  if (!result.ok) {
    return data<BookingActionData>(
      { values, errors: result.errors, problem: null },
      { status: 400 },
    );
  }

  const submitted = body.get(SUBMISSION_FIELD) ?? '';
  const record: BookingRecord = {
    submissionId: isSubmissionId(submitted) ? submitted : randomUUID(),
    pageLocale: locale,
    offer: { title: offer.title, slug: offer.slug },
    request: result.value,
    receivedAt: new Date().toISOString(),
  };
  const outcome = await bookingService().submit(record, { sender: clientAddress(request) });
  const { request: value } = record;
  const summary: BookingSummary = {
    slug: offer.slug,
    offerTitle: offer.title,
    pageLocale: locale,
    language: value.language,
    date: value.date,
    time: value.time,
    participants: value.participants,
    salutation: value.salutation,
    firstName: value.firstName,
    lastName: value.lastName,
    email: value.email,
    tel: value.tel,
    company: value.company,
    city: value.city,
    storage: outcome === 'queued' ? 'queued' : 'stored',
    // The very reference the mails carry (derived from the submission id).
    reference: bookingReference(record.submissionId),
  };
  const secure = url.protocol === 'https:';
  throw redirect(thankYouUrl, {
    status: 303,
    headers: {
      'Set-Cookie': await thankYouCookie(summary, { secret: config.cookieSecret, secure }),
      'Cache-Control': 'no-store',
    },
  });
}
