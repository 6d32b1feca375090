import type { Locale } from '../time';

export type FormProblem = 'crossSite' | 'tooLarge' | 'rateLimited';

/** Visible texts of the request form and the thank-you result, in both page languages. */
export const formText = {
  de: {
    formTitle: 'Ihre Anfrage',
    requiredNote: 'Felder mit „Pflichtfeld“ müssen ausgefüllt werden.',
    required: 'Pflichtfeld',
    tourGroup: 'Führung',
    personGroup: 'Persönliche Daten',
    billingGroup: 'Rechnungsadresse',
    language: 'Sprache der Führung',
    languages: { de: 'Deutsch', en: 'Englisch' },
    choose: 'Bitte wählen',
    date: 'Wunschdatum',
    time: 'Uhrzeit',
    participants: 'Anzahl der Teilnehmenden',
    participantsHint: (min: number, max: number) => `Zwischen ${min} und ${max} Personen.`,
    salutation: 'Anrede',
    salutations: { ms: 'Frau', mr: 'Herr', diverse: 'Divers' },
    noSalutation: 'Keine Angabe',
    firstName: 'Vorname',
    lastName: 'Nachname',
    tel: 'Telefon',
    email: 'E-Mail',
    message: 'Nachricht',
    company: 'Firma / Institution',
    address: 'Straße und Hausnummer',
    postalCode: 'Postleitzahl',
    city: 'Ort',
    country: 'Land',
    consent:
      'Ich bin damit einverstanden, dass meine Angaben zur Beantwortung meiner Anfrage, zur Rechnungsstellung und zur Kontaktaufnahme gespeichert und verarbeitet werden.',
    honeypot: 'Dieses Feld bitte leer lassen',
    submit: 'Anfrage senden',
    sending: 'Anfrage wird gesendet …',
    summaryTitle: (count: number) =>
      count === 1 ? 'Bitte korrigieren Sie 1 Angabe:' : `Bitte korrigieren Sie ${count} Angaben:`,
    problems: {
      crossSite:
        'Die Anfrage wurde abgelehnt, weil sie nicht von dieser Website gesendet wurde. Bitte verwenden Sie das Formular auf dieser Seite.',
      tooLarge:
        'Die Anfrage ist zu groß. Bitte kürzen Sie Ihre Nachricht und senden Sie das Formular erneut.',
      rateLimited:
        'Sie haben in kurzer Zeit zu viele Anfragen gesendet. Bitte warten Sie einige Minuten und senden Sie das Formular dann erneut. Ihre Angaben sind erhalten geblieben.',
    } satisfies Record<FormProblem, string>,
    thanksTitle: 'Vielen Dank für Ihre Anfrage',
    thanksStored:
      'Wir haben Ihre Anfrage erhalten und melden uns so bald wie möglich. Eine Bestätigung geht an Ihre E-Mail-Adresse.',
    thanksQueued:
      'Wir haben Ihre Anfrage erhalten und sicher gespeichert; sie wird in Kürze an unser Buchungsteam weitergeleitet. Eine Bestätigung geht an Ihre E-Mail-Adresse.',
    thanksNote: 'Dies ist noch keine Buchungsbestätigung.',
    summaryHeading: 'Ihre Angaben',
    offer: 'Angebot',
    name: 'Name',
    back: 'Zurück zum Angebot',
  },
  en: {
    formTitle: 'Your request',
    requiredNote: 'Fields marked “required” must be filled in.',
    required: 'required',
    tourGroup: 'Tour',
    personGroup: 'Personal details',
    billingGroup: 'Billing address',
    language: 'Language of the tour',
    languages: { de: 'German', en: 'English' },
    choose: 'Please choose',
    date: 'Preferred date',
    time: 'Time',
    participants: 'Number of participants',
    participantsHint: (min: number, max: number) => `Between ${min} and ${max} people.`,
    salutation: 'Salutation',
    salutations: { ms: 'Ms', mr: 'Mr', diverse: 'Mx' },
    noSalutation: 'Not specified',
    firstName: 'First name',
    lastName: 'Last name',
    tel: 'Phone',
    email: 'Email',
    message: 'Message',
    company: 'Company / institution',
    address: 'Street and number',
    postalCode: 'Postal code',
    city: 'City',
    country: 'Country',
    consent:
      'I agree that my data are stored and processed to answer my request, to invoice and to make contact.',
    honeypot: 'Please leave this field empty',
    submit: 'Send request',
    sending: 'Sending request …',
    summaryTitle: (count: number) =>
      count === 1 ? 'Please correct 1 entry:' : `Please correct ${count} entries:`,
    problems: {
      crossSite:
        'The request was refused because it was not sent from this website. Please use the form on this page.',
      tooLarge: 'The request is too large. Please shorten your message and send the form again.',
      rateLimited:
        'You have sent too many requests in a short time. Please wait a few minutes and then send the form again. Your entries have been kept.',
    } satisfies Record<FormProblem, string>,
    thanksTitle: 'Thank you for your request',
    thanksStored:
      'We have received your request and will get back to you as soon as possible. A confirmation is on its way to your email address.',
    thanksQueued:
      'We have received your request and stored it safely; it will be passed on to our booking team shortly. A confirmation is on its way to your email address.',
    thanksNote: 'This is not yet a booking confirmation.',
    summaryHeading: 'Your details',
    offer: 'Offer',
    name: 'Name',
    back: 'Back to the offer',
  },
} satisfies Record<Locale, unknown>;

export type FormText = (typeof formText)['de'];
