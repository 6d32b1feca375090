/**
 * Texts of the barrier report in the page language (ICU messages, de is the reference):
 * validation messages (each says what to do), the form and the thank-you result.
 */
import { defineMessages } from '~/i18n/translate';

export const barrierReportMessages = defineMessages({
  de: {
    descriptionRequired: 'Bitte beschreiben Sie die Barriere.',
    tooLong: 'Bitte verwenden Sie höchstens {max} Zeichen.',
    pageInvalid:
      'Bitte geben Sie eine Adresse dieser Website an, z. B. /ausstellungen, oder lassen Sie das Feld leer.',
    assistiveTechnologyInvalid: 'Bitte wählen Sie ein Hilfsmittel aus der Liste.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@beispiel.de.',
    consentRequired:
      'Bitte stimmen Sie der Speicherung Ihrer Angaben zu, damit wir Ihre Meldung bearbeiten können.',
  },
  en: {
    descriptionRequired: 'Please describe the barrier.',
    tooLong: 'Please use at most {max} characters.',
    pageInvalid:
      'Please enter an address of this website, e.g. /en/exhibitions, or leave the field empty.',
    assistiveTechnologyInvalid: 'Please choose an assistive technology from the list.',
    emailInvalid: 'Please enter a valid email address, e.g. name@example.com.',
    consentRequired:
      'Please agree to us storing your details so that we can deal with your report.',
  },
});

export const barrierReportFormMessages = defineMessages({
  de: {
    intro:
      'Ist Ihnen auf dieser Website eine Barriere begegnet, etwa ein Inhalt, den Sie nicht lesen, hören oder bedienen konnten? Beschreiben Sie sie uns bitte; wir kümmern uns darum.',
    formTitle: 'Ihre Meldung',
    requiredNote:
      'Felder mit „Pflichtfeld“ müssen ausgefüllt werden; alle anderen sind freiwillig.',
    required: 'Pflichtfeld',
    description: 'Was ist die Barriere?',
    descriptionHint:
      'Zum Beispiel: Was wollten Sie tun, was hat nicht funktioniert? Höchstens {max} Zeichen.',
    page: 'Seite, auf der die Barriere auftrat',
    pageHint: 'Adresse einer Seite dieser Website, z. B. /ausstellungen.',
    assistiveTechnology: 'Womit haben Sie die Seite genutzt?',
    noAssistiveTechnology: 'Keine Angabe',
    'assistiveTechnologies.screen-reader': 'Screenreader',
    'assistiveTechnologies.magnifier': 'Vergrößerung (Bildschirmlupe oder Zoom)',
    'assistiveTechnologies.keyboard': 'Nur Tastatur',
    'assistiveTechnologies.speech-input': 'Spracheingabe',
    'assistiveTechnologies.contrast': 'Hoher Kontrast oder eigene Farben',
    'assistiveTechnologies.other': 'Anderes Hilfsmittel',
    contactGroup: 'Wenn Sie eine Antwort wünschen (freiwillig)',
    name: 'Name',
    email: 'E-Mail',
    emailHint: 'Nur wenn Sie eine Antwort wünschen.',
    consent:
      'Ich bin damit einverstanden, dass meine Angaben gespeichert und zur Bearbeitung meiner Meldung verwendet werden.',
    honeypot: 'Dieses Feld bitte leer lassen',
    submit: 'Meldung senden',
    sending: 'Meldung wird gesendet …',
    summaryTitle: 'Bitte korrigieren Sie {count, plural, one {# Angabe} other {# Angaben}}:',
    'problems.crossSite':
      'Die Meldung wurde abgelehnt, weil sie nicht von dieser Website gesendet wurde. Bitte verwenden Sie das Formular auf dieser Seite.',
    'problems.tooLarge':
      'Die Meldung ist zu groß. Bitte kürzen Sie Ihre Beschreibung und senden Sie das Formular erneut.',
    'problems.rateLimited':
      'Sie haben in kurzer Zeit zu viele Meldungen gesendet. Bitte warten Sie einige Minuten und senden Sie das Formular dann erneut. Ihre Angaben sind erhalten geblieben.',
    thanksTitle: 'Vielen Dank für Ihre Meldung',
    thanksStored: 'Wir haben Ihre Meldung erhalten und kümmern uns darum.',
    thanksQueued:
      'Wir haben Ihre Meldung erhalten und sicher gespeichert; sie wird in Kürze an unser Team weitergeleitet.',
    thanksReply: 'Wir antworten Ihnen per E-Mail; eine Eingangsbestätigung ist unterwegs.',
    thanksNoReply: 'Da Sie keine E-Mail-Adresse angegeben haben, erhalten Sie keine Antwort.',
    reference: 'Ihre Vorgangsnummer: {reference}',
    backToPage: 'Zurück zur Seite',
    another: 'Eine weitere Barriere melden',
  },
  en: {
    intro:
      'Have you met a barrier on this website, such as content you could not read, hear or operate? Please describe it to us; we will deal with it.',
    formTitle: 'Your report',
    requiredNote: 'Fields marked “required” must be filled in; all others are optional.',
    required: 'required',
    description: 'What is the barrier?',
    descriptionHint:
      'For example: what did you want to do, and what did not work? At most {max} characters.',
    page: 'Page where the barrier occurred',
    pageHint: 'Address of a page of this website, e.g. /en/exhibitions.',
    assistiveTechnology: 'What did you use to access the page?',
    noAssistiveTechnology: 'Not specified',
    'assistiveTechnologies.screen-reader': 'Screen reader',
    'assistiveTechnologies.magnifier': 'Magnification (screen magnifier or zoom)',
    'assistiveTechnologies.keyboard': 'Keyboard only',
    'assistiveTechnologies.speech-input': 'Speech input',
    'assistiveTechnologies.contrast': 'High contrast or own colours',
    'assistiveTechnologies.other': 'Other assistive technology',
    contactGroup: 'If you would like an answer (optional)',
    name: 'Name',
    email: 'Email',
    emailHint: 'Only if you would like an answer.',
    consent: 'I agree that my details are stored and used to deal with my report.',
    honeypot: 'Please leave this field empty',
    submit: 'Send report',
    sending: 'Sending report …',
    summaryTitle: 'Please correct {count, plural, one {# entry} other {# entries}}:',
    'problems.crossSite':
      'The report was refused because it was not sent from this website. Please use the form on this page.',
    'problems.tooLarge':
      'The report is too large. Please shorten your description and send the form again.',
    'problems.rateLimited':
      'You have sent too many reports in a short time. Please wait a few minutes and then send the form again. Your entries have been kept.',
    thanksTitle: 'Thank you for your report',
    thanksStored: 'We have received your report and will deal with it.',
    thanksQueued:
      'We have received your report and stored it safely; it will be passed on to our team shortly.',
    thanksReply: 'We will answer you by email; a confirmation of receipt is on its way.',
    thanksNoReply: 'As you gave no email address, you will not receive an answer.',
    reference: 'Your reference: {reference}',
    backToPage: 'Back to the page',
    another: 'Report another barrier',
  },
});

declare module '~/i18n/translate' {
  interface MessageNamespaces {
    barrierReport: (typeof barrierReportMessages)['de'];
    barrierReportForm: (typeof barrierReportFormMessages)['de'];
  }
}
