import type { Template } from './template';

/** The templates of the replies; their fields in the single type are `<name>Subject/Body`. */
export const TEMPLATE_NAMES = ['bookingConfirmed', 'bookingDeclined', 'reportAnswered'] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/** What the admin calls a template (history of a request, decision 0064). */
export const TEMPLATE_LABELS: Record<TemplateName, string> = {
  bookingConfirmed: 'Bestätigung',
  bookingDeclined: 'Absage',
  reportAnswered: 'Antwort auf die Meldung',
};

export type ReplyLocale = 'de' | 'en';

/**
 * The texts seeded into the single type, and used when its field for a language is empty: a
 * visitor always gets a complete mail.
 */
export const DEFAULT_TEMPLATES: Record<ReplyLocale, Record<TemplateName, Template>> = {
  de: {
    bookingConfirmed: {
      subject: 'Ihre Führung ist bestätigt ({referenz})',
      body: [
        'Guten Tag,',
        '',
        'wir freuen uns auf Ihren Besuch und bestätigen Ihre Anfrage:',
        '',
        'Angebot: {angebot}',
        'Datum: {datum}',
        'Uhrzeit: {uhrzeit}',
        'Personen: {personen}',
        'Kennung: {referenz}',
        '',
        'Bitte kommen Sie zehn Minuten vor Beginn an die Kasse. Wenn sich etwas ändert, melden Sie sich bitte bei uns und nennen Sie die Kennung.',
        '',
        'Mit freundlichen Grüßen',
        'Ihr Besucherservice, {museum}',
        '{kontakt}',
      ].join('\n'),
    },
    bookingDeclined: {
      subject: 'Ihre Anfrage {referenz}: leider nicht möglich',
      body: [
        'Guten Tag,',
        '',
        'vielen Dank für Ihre Anfrage ({angebot} am {datum}). Leider können wir die Führung zu diesem Termin nicht anbieten.',
        '',
        'Gerne finden wir mit Ihnen einen anderen Tag. Melden Sie sich bitte bei uns und nennen Sie die Kennung {referenz}.',
        '',
        'Mit freundlichen Grüßen',
        'Ihr Besucherservice, {museum}',
        '{kontakt}',
      ].join('\n'),
    },
    reportAnswered: {
      subject: 'Ihre Meldung zur Barrierefreiheit ({referenz})',
      body: [
        'Guten Tag,',
        '',
        'vielen Dank für Ihre Meldung vom {eingang}. Wir haben sie geprüft und bearbeitet.',
        '',
        'Wenn die Barriere weiterhin besteht oder Sie Fragen haben, antworten Sie bitte auf diese E-Mail oder melden Sie sich bei uns und nennen Sie die Kennung {referenz}.',
        '',
        'Mit freundlichen Grüßen',
        '{museum}',
        '{kontakt}',
      ].join('\n'),
    },
  },
  en: {
    bookingConfirmed: {
      subject: 'Your guided tour is confirmed ({referenz})',
      body: [
        'Hello,',
        '',
        'we look forward to your visit and confirm your request:',
        '',
        'Tour: {angebot}',
        'Date: {datum}',
        'Time: {uhrzeit}',
        'Participants: {personen}',
        'Reference: {referenz}',
        '',
        'Please come to the ticket desk ten minutes before the start. If anything changes, please contact us and quote the reference.',
        '',
        'Kind regards',
        'Visitor services, {museum}',
        '{kontakt}',
      ].join('\n'),
    },
    bookingDeclined: {
      subject: 'Your request {referenz}: not possible, unfortunately',
      body: [
        'Hello,',
        '',
        'thank you for your request ({angebot} on {datum}). Unfortunately we cannot offer the tour on that date.',
        '',
        'We would be glad to find another day with you. Please contact us and quote the reference {referenz}.',
        '',
        'Kind regards',
        'Visitor services, {museum}',
        '{kontakt}',
      ].join('\n'),
    },
    reportAnswered: {
      subject: 'Your accessibility report ({referenz})',
      body: [
        'Hello,',
        '',
        'thank you for your report of {eingang}. We have looked into it and dealt with it.',
        '',
        'If the barrier is still there or you have questions, please reply to this email or contact us and quote the reference {referenz}.',
        '',
        'Kind regards',
        '{museum}',
        '{kontakt}',
      ].join('\n'),
    },
  },
};
