import { z } from 'zod';
import {
  assessmentMethods,
  conformanceLevels,
  type AccessibilityStatement,
  type StatementBarrier,
} from '~/domain/accessibility-statement';
import { isIsoDate } from '~/time';
import { optionalText, parseList, requiredText, type TransformContext } from '../strapi';
import { toSingleEntry } from './entry';
import { addressLines } from './general-contact';
import { checkedMailbox, checkedWebUri, toCheckedUri } from './links';

const WHERE = 'accessibility-statement';

const fieldsSchema = z.object({
  title: optionalText,
  intro: optionalText,
  conformance: optionalText,
  assessmentMethod: optionalText,
  assessmentNote: optionalText,
  statementDate: optionalText,
  lastReviewDate: optionalText,
  feedbackText: optionalText,
  contactMail: optionalText,
  contactPhone: optionalText,
  reportFormLink: optionalText,
  conciliationName: optionalText,
  conciliationAddress: optionalText,
  conciliationUrl: optionalText,
  conciliationMail: optionalText,
  conciliationText: optionalText,
});

const barrierSchema = z.looseObject({
  title: requiredText,
  description: optionalText,
  reason: optionalText,
  alternative: optionalText,
});

/** One value of an enumeration the site knows, or null (reported) for anything else. */
function oneOf<const Values extends readonly string[]>(
  values: Values,
  value: string | null,
  ctx: TransformContext,
  where: string,
): Values[number] | null {
  if (value === null) return null;
  if ((values as readonly string[]).includes(value)) return value as Values[number];
  ctx.report({ where, message: `unknown value ${JSON.stringify(value.slice(0, 50))}` });
  return null;
}

/** A calendar date (YYYY-MM-DD, Strapi's date field); anything else is reported and dropped. */
function calendarDate(value: string | null, ctx: TransformContext, where: string): string | null {
  if (value === null) return null;
  if (isIsoDate(value)) return value;
  ctx.report({ where, message: `not a date: ${JSON.stringify(String(value).slice(0, 50))}` });
  return null;
}

/**
 * The single type accessibility-statement. Null while it has no title (not written yet, or not
 * published in this language): the site then has no statement to show. Addresses editors enter
 * are scheme-checked; the conciliation body's website must be a web address.
 */
export function toAccessibilityStatement(
  data: unknown,
  ctx: TransformContext,
): AccessibilityStatement | null {
  if (data === null || data === undefined) return null;
  const { fields: f, raw, seo } = toSingleEntry(fieldsSchema, data, ctx, WHERE);
  if (!f.title) {
    ctx.report({ where: WHERE, message: 'no title: the statement is not shown' });
    return null;
  }
  const barriers: StatementBarrier[] = parseList(
    barrierSchema,
    raw.barriers,
    ctx,
    `${WHERE}.barriers`,
  ).map(({ title, description, reason, alternative }) => ({
    title,
    description,
    reason,
    alternative,
  }));
  return {
    title: f.title,
    intro: f.intro,
    conformance: oneOf(conformanceLevels, f.conformance, ctx, `${WHERE}.conformance`),
    assessmentMethod: oneOf(
      assessmentMethods,
      f.assessmentMethod,
      ctx,
      `${WHERE}.assessmentMethod`,
    ),
    assessmentNote: f.assessmentNote,
    statementDate: calendarDate(f.statementDate, ctx, `${WHERE}.statementDate`),
    lastReviewDate: calendarDate(f.lastReviewDate, ctx, `${WHERE}.lastReviewDate`),
    barriers,
    feedback: {
      text: f.feedbackText,
      mail: toCheckedUri(f.contactMail, ctx, `${WHERE}.contactMail`, checkedMailbox),
      phone: f.contactPhone,
      reportFormLink: toCheckedUri(f.reportFormLink, ctx, `${WHERE}.reportFormLink`, checkedWebUri),
    },
    conciliation: {
      name: f.conciliationName,
      addressLines: addressLines(f.conciliationAddress),
      url: toCheckedUri(f.conciliationUrl, ctx, `${WHERE}.conciliationUrl`, checkedWebUri),
      mail: toCheckedUri(f.conciliationMail, ctx, `${WHERE}.conciliationMail`, checkedMailbox),
      text: f.conciliationText,
    },
    seo,
  };
}
