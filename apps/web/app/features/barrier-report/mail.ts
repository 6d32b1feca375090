import type { BarrierReportEntry } from '~/domain/types';
import { defineMessages, tableTranslator } from '~/i18n/translate';

export interface BarrierReportMail {
  subject: string;
  text: string;
}

/** Texts of the report mails (server only; ICU messages like every UI table). */
export const barrierReportMailMessages = defineMessages({
  de: {
    subject: 'Gemeldete Barriere',
    confirmationSubject: 'Ihre Meldung einer Barriere',
    intro: 'Über das Formular „Barriere melden“ der Website ist eine neue Meldung eingegangen.',
    reference: 'Referenz',
    page: 'Seite',
    assistiveTechnology: 'Hilfsmittel',
    name: 'Name',
    email: 'E-Mail',
    description: 'Beschreibung',
    pageLocale: 'Sprache der Website',
    noReply: 'Die meldende Person hat keine E-Mail-Adresse angegeben und erwartet keine Antwort.',
    consent:
      'Einwilligung: Die meldende Person ist damit einverstanden, dass ihre Angaben gespeichert und zur Bearbeitung der Meldung verwendet werden.',
    confirmationSkipped:
      'Hinweis: Die meldende Person hat keine Eingangsbestätigung erhalten (Grenze für Bestätigungen an diese Adresse oder je Stunde erreicht).',
    confirmationIntro:
      'Vielen Dank für Ihre Meldung einer Barriere auf der Website des Zentralmuseums. Wir haben sie erhalten und melden uns bei Ihnen.',
    confirmationOutro:
      'Ihre Angaben wiederholen wir hier nicht. Wenn Sie keine Barriere gemeldet haben, können Sie diese E-Mail ignorieren.',
  },
  en: {
    subject: 'Reported barrier',
    confirmationSubject: 'Your report of a barrier',
    intro: 'A new report has been sent through the website’s “Report a barrier” form.',
    reference: 'Reference',
    page: 'Page',
    assistiveTechnology: 'Assistive technology',
    name: 'Name',
    email: 'Email',
    description: 'Description',
    pageLocale: 'Language of the website',
    noReply: 'The sender gave no email address and expects no answer.',
    consent:
      'Consent: the sender agrees that their details are stored and used to deal with the report.',
    confirmationSkipped:
      'Note: the sender received no confirmation (limit of confirmations to this address or per hour reached).',
    confirmationIntro:
      'Thank you for reporting a barrier on the Zentralmuseum’s website. We have received your report and will get back to you.',
    confirmationOutro:
      'We do not repeat your details here. If you did not report a barrier, you can ignore this email.',
  },
});

const EMPTY = '–';
const line = (label: string, value: string | null) => `${label}: ${value ?? EMPTY}`;

/**
 * The museum's mail (German, for the team) with the whole report, and the visitor's
 * confirmation in the page language. The confirmation goes to an address nobody has verified,
 * so it carries nothing the sender chose (no description, name or page), only the reference
 * (docs/decisions/0035).
 */
export function barrierReportMails(
  record: BarrierReportEntry,
  { reference, confirmationSkipped }: { reference: string; confirmationSkipped: boolean },
): { museum: BarrierReportMail; visitor: BarrierReportMail } {
  const de = tableTranslator(barrierReportMailMessages, 'de');
  const { report } = record;
  const museumText = [
    de('intro'),
    ...(confirmationSkipped ? ['', de('confirmationSkipped')] : []),
    ...(report.email ? [] : ['', de('noReply')]),
    '',
    line(de('reference'), reference),
    line(de('page'), report.page),
    line(de('assistiveTechnology'), report.assistiveTechnology),
    line(de('pageLocale'), record.pageLocale),
    line(de('name'), report.name),
    line(de('email'), report.email),
    '',
    `${de('description')}:`,
    report.description,
    '',
    de('consent'),
    '',
  ].join('\n');
  const l = tableTranslator(barrierReportMailMessages, record.pageLocale);
  const visitorText = [
    l('confirmationIntro'),
    '',
    line(l('reference'), reference),
    '',
    l('confirmationOutro'),
    '',
  ].join('\n');
  return {
    // Only the reference names a report in a subject: nothing the visitor typed.
    museum: { subject: `${de('subject')} ${reference}`, text: museumText },
    visitor: { subject: `${l('confirmationSubject')} (${reference})`, text: visitorText },
  };
}
