import { sitePathOf } from '~/domain/site-path';
import { isMailbox } from '~/domain/mail-address';
import type { KeyOf, Translate } from '~/i18n/translate';
import { consentValues } from '~/features/booking/fields';
import { cleanLine, cleanText } from '~/features/booking/validate';
import {
  barrierReportFields,
  isAssistiveTechnology,
  maxLengths,
  type AssistiveTechnology,
  type BarrierReportField,
} from './fields';

export type BarrierReportErrors = Partial<Record<BarrierReportField, string>>;

/** A validated report: what the CMS keeps, plus the consent the form requires. */
export interface BarrierReport {
  description: string;
  page: string | null;
  assistiveTechnology: AssistiveTechnology | null;
  name: string | null;
  email: string | null;
  consent: true;
}

export type BarrierReportValidation =
  { ok: true; value: BarrierReport } | { ok: false; errors: BarrierReportErrors };
/** Texts of the validation messages, in the page language (namespace `barrierReport`). */
export type BarrierReportTranslate = Translate<KeyOf<'barrierReport'>>;
export interface BarrierReportContext {
  /** Origins whose URLs count as this site's (the configured public one; the browser's own). */
  origins: readonly string[];
  t: BarrierReportTranslate;
}

/**
 * A page of this site as a path ("/ausstellungen?x=1#y"): a path that stays on the site, or an
 * absolute URL of one of `origins`; anything else (another site, "javascript:", "//host") is
 * null. Only the path is kept, so the address in the mail and the CMS is always the museum's.
 */
export function sitePath(value: string, origins: readonly string[]): string | null {
  if (origins.length === 0) return null;
  if (value.startsWith('/')) return sitePathOf(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return origins.includes(url.origin)
    ? sitePathOf(`${url.pathname}${url.search}${url.hash}`)
    : null;
}

function normalise(input: Readonly<Record<string, string | undefined>>) {
  const values = {} as Record<BarrierReportField, string>;
  for (const field of barrierReportFields) {
    const raw = input[field];
    const clean = field === 'description' ? cleanText : cleanLine;
    values[field] = typeof raw === 'string' ? clean(raw).trim() : '';
  }
  return values;
}

const orNull = (value: string) => (value === '' ? null : value);

/**
 * Validates a barrier report in the browser or on the server with the same rules and
 * messages in the page language. Required: the description and the consent; the page, the
 * assistive technology, the name and the email (only for an answer) are optional.
 */
export function validateBarrierReport(
  input: Readonly<Record<string, string | undefined>>,
  { origins, t }: BarrierReportContext,
): BarrierReportValidation {
  const values = normalise(input);
  const errors: BarrierReportErrors = {};
  const tooLong = (field: BarrierReportField) => values[field].length > maxLengths[field];
  const tooLongMessage = (field: BarrierReportField) => t('tooLong', { max: maxLengths[field] });

  if (values.description === '') errors.description = t('descriptionRequired');
  else if (tooLong('description')) errors.description = tooLongMessage('description');

  const page = values.page === '' ? null : sitePath(values.page, origins);
  if (tooLong('page') || (values.page !== '' && page === null)) errors.page = t('pageInvalid');

  const aid = values['assistive-technology'];
  if (aid !== '' && !isAssistiveTechnology(aid))
    errors['assistive-technology'] = t('assistiveTechnologyInvalid');

  if (tooLong('name')) errors.name = tooLongMessage('name');

  // One mailbox, the rule of the booking form and of the CMS.
  if (values.email !== '' && !isMailbox(values.email)) errors.email = t('emailInvalid');

  if (!consentValues.includes(values.consent.toLowerCase())) errors.consent = t('consentRequired');

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      description: values.description,
      page,
      assistiveTechnology: isAssistiveTechnology(aid) ? aid : null,
      name: orNull(values.name),
      email: orNull(values.email),
      consent: true,
    },
  };
}
