import { randomUUID } from 'node:crypto';
import { data, redirect } from 'react-router';
import type { BarrierReportEntry } from '~/domain/types';
import { reportReference } from '~/features/booking/booking-service.server';
import {
  HONEYPOT_FIELD,
  RECEIVED_QUERY,
  SUBMISSION_FIELD,
  isSubmissionId,
  postedValues,
} from '~/features/booking/form-values';
import {
  BodyTooLargeError,
  clientAddress,
  createRateLimiter,
  isSameOrigin,
  readFormBody,
} from '~/features/booking/guards.server';
import { bookingConfig, bookingService } from '~/features/booking/runtime.server';
import { createThankYouCookie } from '~/features/booking/thank-you-cookie.server';
import { cleanLine } from '~/features/booking/validate';
import { requestLocale } from '~/features/page-loading/route-helpers.server';
import { tableTranslator } from '~/i18n/translate';
import { siteOrigin } from '~/site-origin.server';
import { href, matchPath } from '~/site/paths';
import { PAGE_QUERY, maxLengths } from './fields';
import { barrierReportFormMessages, barrierReportMessages } from './messages';
import type {
  BarrierReportActionData,
  BarrierReportPageData,
  BarrierReportSummary,
  ReportProblem,
} from './page-data';
import { sitePath, validateBarrierReport, type BarrierReport } from './validate';
import { personalCookies } from '~/site/personal-cookies';

/** Its own cookie name: a booking's thank-you and a report's never stand in for each other. */
export const REPORT_THANK_YOU_COOKIE = personalCookies.reportReceived;
const thankYou = createThankYouCookie<BarrierReportSummary>(REPORT_THANK_YOU_COOKIE);

/** The configured public origin, and the one the request came to (a proxy may differ). */
function siteOrigins(request: Request): string[] {
  return [siteOrigin().origin, new URL(request.url).origin];
}

/**
 * The page a report is about, filled in for the visitor: `?page=` of a "report a barrier on
 * this page" link, else the Referer when it is a page of this site (never the form itself).
 * Anything that is not this site's path is left out.
 */
export function prefilledPage(request: Request, url: URL): string {
  const origins = siteOrigins(request);
  const asked = url.searchParams.get(PAGE_QUERY);
  const candidate = asked ?? request.headers.get('referer');
  if (!candidate || candidate.length > maxLengths.page) return '';
  const path = sitePath(cleanLine(candidate).trim(), origins);
  if (!path || matchPath(new URL(path, origins[0]).pathname)?.id === 'accessibilityReport')
    return '';
  return path;
}

/** Loader part of the report screen: a fresh submission id, the page, or the thank-you. */
export async function barrierReportPageData(
  request: Request,
  url: URL,
): Promise<BarrierReportPageData> {
  const received = url.searchParams.has(RECEIVED_QUERY)
    ? await thankYou.read(request.headers.get('cookie'), { secret: bookingConfig().cookieSecret })
    : null;
  return {
    submissionId: randomUUID(),
    page: prefilledPage(request, url),
    siteOrigin: siteOrigin().origin,
    received,
  };
}

/** The form carries a fresh submission id and personal data: no HTTP cache may keep it. */
export function barrierReportHeaders({ actionHeaders }: { actionHeaders?: Headers } = {}) {
  const headers: Record<string, string> = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };
  // A 413 closes the connection (the rest of a large body may still be on its way).
  const connection = actionHeaders?.get('Connection');
  if (connection) headers.Connection = connection;
  return headers;
}

// Its own counter with the booking form's limits: reports do not use up a visitor's requests.
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
  problem: ReportProblem,
  values: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return data<BarrierReportActionData>({ values, errors: {}, problem }, { status, headers });
}

/** Editors read German words in the admin panel and the mail. */
function entryOf(report: BarrierReport, submissionId: string, url: URL): BarrierReportEntry {
  const de = tableTranslator(barrierReportFormMessages, 'de');
  return {
    submissionId,
    pageLocale: requestLocale(url),
    report: {
      description: report.description,
      page: report.page,
      assistiveTechnology: report.assistiveTechnology
        ? de(`assistiveTechnologies.${report.assistiveTechnology}`)
        : null,
      name: report.name,
      email: report.email,
    },
  };
}

/**
 * The form's POST, with the booking form's protections: origin and size checks, rate limit,
 * honeypot, the shared validation; then durable storage (CMS or the local queue) and
 * Post/Redirect/Get to the thank-you result.
 */
export async function barrierReportAction({
  request,
  url,
}: {
  request: Request;
  /** The page URL without React Router's data-request suffix. */
  url: URL;
}) {
  const config = bookingConfig();
  if (!isSameOrigin(request, config.allowedOrigins)) return refuse(403, 'crossSite');
  let body: URLSearchParams;
  try {
    body = await readFormBody(request, config.maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return refuse(413, 'tooLarge', postedValues(error.partial, maxLengths), {
        Connection: 'close',
      });
    throw error;
  }
  const locale = requestLocale(url);
  const values = postedValues(body, maxLengths);
  const thankYouUrl = href('accessibilityReport', {}, locale, { [RECEIVED_QUERY]: '1' });

  if (!rateLimiter().allow(clientAddress(request))) return refuse(429, 'rateLimited', values);
  // Only bots fill the invisible field: they get the usual answer, nothing is stored.
  if ((body.get(HONEYPOT_FIELD) ?? '') !== '') throw redirect(thankYouUrl, 303);

  const result = validateBarrierReport(values, {
    origins: siteOrigins(request),
    t: tableTranslator(barrierReportMessages, locale),
  });
  if (!result.ok) {
    return data<BarrierReportActionData>(
      { values, errors: result.errors, problem: null },
      { status: 400 },
    );
  }

  const submitted = body.get(SUBMISSION_FIELD) ?? '';
  const submissionId = isSubmissionId(submitted) ? submitted : randomUUID();
  const outcome = await bookingService().submitReport(entryOf(result.value, submissionId, url), {
    sender: clientAddress(request),
  });
  const summary: BarrierReportSummary = {
    reference: reportReference(submissionId),
    page: result.value.page,
    reply: result.value.email !== null,
    storage: outcome === 'queued' ? 'queued' : 'stored',
  };
  throw redirect(thankYouUrl, {
    status: 303,
    headers: {
      'Set-Cookie': await thankYou.serialize(summary, {
        secret: config.cookieSecret,
        secure: url.protocol === 'https:',
      }),
      'Cache-Control': 'no-store',
    },
  });
}
