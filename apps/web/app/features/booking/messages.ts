/**
 * Texts of the booking request in the page language (ICU messages, de is the reference):
 * validation messages (each names what to do, not only what is wrong) and the time hint,
 * the form and the thank-you result.
 */
import { defineMessages } from '~/i18n/translate';

export const bookingMessages = defineMessages({
  de: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    tooLong: 'Bitte verwenden Sie höchstens {max} Zeichen.',
    languageRequired: 'Bitte wählen Sie die Sprache der Führung.',
    dateRequired: 'Bitte wählen Sie ein Wunschdatum.',
    dateInvalid: 'Bitte geben Sie ein gültiges Datum an.',
    dateNotFuture: 'Bitte wählen Sie ein Datum ab morgen.',
    dateTooFar: 'Bitte wählen Sie ein Datum innerhalb der nächsten zwei Jahre.',
    timeRequired: 'Bitte wählen Sie eine Uhrzeit.',
    timeInvalid: 'Bitte geben Sie eine gültige Uhrzeit an.',
    participantsRequired: 'Bitte geben Sie die Zahl der Teilnehmenden an.',
    participantsInvalid: 'Bitte geben Sie die Zahl der Teilnehmenden als ganze Zahl an.',
    participantsRange: 'Bitte geben Sie zwischen {min} und {max} Teilnehmende an.',
    salutationInvalid: 'Bitte wählen Sie eine Anrede aus der Liste.',
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@beispiel.de.',
    telInvalid: 'Bitte geben Sie eine gültige Telefonnummer an, z. B. +49 30 1234567.',
    postalCodeInvalid: 'Bitte geben Sie eine gültige Postleitzahl an.',
    consentRequired:
      'Bitte stimmen Sie der Verarbeitung Ihrer Daten zu, damit wir Ihre Anfrage bearbeiten können.',
    timeHintAny:
      'Mai bis Oktober: Uhrzeit zwischen 9:15 und 15:30 Uhr, November bis April: zwischen 10:15 und 15:30 Uhr.',
    timeHint: 'Bitte wählen Sie eine Uhrzeit zwischen {from} und {to} Uhr.',
    timeHintSeasons:
      'Mai bis Oktober: Uhrzeit zwischen {summerFrom} und {summerTo} Uhr, November bis April: zwischen {winterFrom} und {winterTo} Uhr.',
    timeHintSummerOnly: 'Nur von Mai bis Oktober buchbar: Uhrzeit zwischen {from} und {to} Uhr.',
    timeHintWinterOnly: 'Nur von November bis April buchbar: Uhrzeit zwischen {from} und {to} Uhr.',
    timeNone:
      'An diesem Tag gibt es für dieses Angebot keine mögliche Uhrzeit. Bitte wählen Sie einen anderen Tag.',
    dateLeadTime:
      'Dieses Angebot braucht {days, plural, one {einen Tag} other {# Tage}} Vorlauf. Bitte wählen Sie den {earliest} oder einen späteren Tag.',
    dateClosedWeekday:
      '{weekday, select, monday {Montags} tuesday {Dienstags} wednesday {Mittwochs} thursday {Donnerstags} friday {Freitags} saturday {Samstags} other {Sonntags}} ist das Museum geschlossen. Bitte wählen Sie einen anderen Tag.',
    dateClosedDay: 'Am {date} ist das Museum geschlossen. Bitte wählen Sie einen anderen Tag.',
    dateClosedDayLabel:
      'Am {date} ist das Museum geschlossen ({label}). Bitte wählen Sie einen anderen Tag.',
    dateOfferWeekday: 'Dieses Angebot ist nur {days} buchbar. Bitte wählen Sie einen anderen Tag.',
    'rules.earliest':
      'Frühestens am {date} ({days, plural, one {einen Tag} other {# Tage}} Vorlauf).',
    'rules.tomorrow': 'Frühestens morgen.',
    'rules.weekdays': 'Buchbar {days}.',
    'rules.closedWeekdays': 'Das Museum ist {days} geschlossen.',
    'rules.closures': 'Außerdem geschlossen: {list}.',
    'rules.next': 'Nächste mögliche Tage: {list}.',
    'rules.none': 'Zurzeit ist kein Tag buchbar. Bitte rufen Sie uns an.',
    'weekdayList.monday': 'montags',
    'weekdayList.tuesday': 'dienstags',
    'weekdayList.wednesday': 'mittwochs',
    'weekdayList.thursday': 'donnerstags',
    'weekdayList.friday': 'freitags',
    'weekdayList.saturday': 'samstags',
    'weekdayList.sunday': 'sonntags',
    'weekdayList.range': '{from} bis {to}',
  },
  en: {
    required: 'Please fill in this field.',
    tooLong: 'Please use at most {max} characters.',
    languageRequired: 'Please choose the language of the tour.',
    dateRequired: 'Please choose a preferred date.',
    dateInvalid: 'Please enter a valid date.',
    dateNotFuture: 'Please choose a date from tomorrow on.',
    dateTooFar: 'Please choose a date within the next two years.',
    timeRequired: 'Please choose a time.',
    timeInvalid: 'Please enter a valid time.',
    participantsRequired: 'Please enter the number of participants.',
    participantsInvalid: 'Please enter the number of participants as a whole number.',
    participantsRange: 'Please enter between {min} and {max} participants.',
    salutationInvalid: 'Please choose a salutation from the list.',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address, e.g. name@example.com.',
    telInvalid: 'Please enter a valid phone number, e.g. +49 30 1234567.',
    postalCodeInvalid: 'Please enter a valid postal code.',
    consentRequired:
      'Please agree to the processing of your data so that we can handle your request.',
    timeHintAny:
      'May to October: choose a time between 9:15 and 15:30; November to April: between 10:15 and 15:30.',
    timeHint: 'Please choose a time between {from} and {to}.',
    timeHintSeasons:
      'May to October: choose a time between {summerFrom} and {summerTo}; November to April: between {winterFrom} and {winterTo}.',
    timeHintSummerOnly: 'Bookable from May to October only: choose a time between {from} and {to}.',
    timeHintWinterOnly:
      'Bookable from November to April only: choose a time between {from} and {to}.',
    timeNone: 'There is no possible time for this offer on this day. Please choose another day.',
    dateLeadTime:
      'This offer needs {days, plural, one {one day’s} other {# days’}} notice. Please choose {earliest} or a later day.',
    dateClosedWeekday:
      'The museum is closed on {weekday, select, monday {Mondays} tuesday {Tuesdays} wednesday {Wednesdays} thursday {Thursdays} friday {Fridays} saturday {Saturdays} other {Sundays}}. Please choose another day.',
    dateClosedDay: 'The museum is closed on {date}. Please choose another day.',
    dateClosedDayLabel: 'The museum is closed on {date} ({label}). Please choose another day.',
    dateOfferWeekday: 'This offer can only be booked on {days}. Please choose another day.',
    'rules.earliest':
      'From {date} at the earliest ({days, plural, one {one day’s} other {# days’}} notice).',
    'rules.tomorrow': 'From tomorrow at the earliest.',
    'rules.weekdays': 'Bookable on {days}.',
    'rules.closedWeekdays': 'The museum is closed on {days}.',
    'rules.closures': 'Also closed: {list}.',
    'rules.next': 'Next possible days: {list}.',
    'rules.none': 'No day can be booked at the moment. Please give us a call.',
    'weekdayList.monday': 'Mondays',
    'weekdayList.tuesday': 'Tuesdays',
    'weekdayList.wednesday': 'Wednesdays',
    'weekdayList.thursday': 'Thursdays',
    'weekdayList.friday': 'Fridays',
    'weekdayList.saturday': 'Saturdays',
    'weekdayList.sunday': 'Sundays',
    'weekdayList.range': '{from} to {to}',
  },
});

export const bookingFormMessages = defineMessages({
  de: {
    formTitle: 'Ihre Anfrage',
    requiredNote: 'Felder mit „Pflichtfeld“ müssen ausgefüllt werden.',
    required: 'Pflichtfeld',
    tourGroup: 'Führung',
    personGroup: 'Persönliche Daten',
    billingGroup: 'Rechnungsadresse',
    language: 'Sprache der Führung',
    'languages.de': 'Deutsch',
    'languages.en': 'Englisch',
    choose: 'Bitte wählen',
    date: 'Wunschdatum',
    time: 'Uhrzeit',
    hour: 'Stunde',
    minute: 'Minute',
    participants: 'Anzahl der Teilnehmenden',
    participantsHint: 'Zwischen {min} und {max} Personen.',
    salutation: 'Anrede',
    'salutations.ms': 'Frau',
    'salutations.mr': 'Herr',
    'salutations.diverse': 'Divers',
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
    summaryTitle: 'Bitte korrigieren Sie {count, plural, one {# Angabe} other {# Angaben}}:',
    'problems.crossSite':
      'Die Anfrage wurde abgelehnt, weil sie nicht von dieser Website gesendet wurde. Bitte verwenden Sie das Formular auf dieser Seite.',
    'problems.tooLarge':
      'Die Anfrage ist zu groß. Bitte kürzen Sie Ihre Nachricht und senden Sie das Formular erneut.',
    'problems.rateLimited':
      'Sie haben in kurzer Zeit zu viele Anfragen gesendet. Bitte warten Sie einige Minuten und senden Sie das Formular dann erneut. Ihre Angaben sind erhalten geblieben.',
    thanksTitle: 'Vielen Dank für Ihre Anfrage',
    thanksStored:
      'Wir haben Ihre Anfrage erhalten und melden uns so bald wie möglich. Eine Bestätigung geht an Ihre E-Mail-Adresse.',
    thanksQueued:
      'Wir haben Ihre Anfrage erhalten und sicher gespeichert; sie wird in Kürze an unser Buchungsteam weitergeleitet. Eine Bestätigung geht an Ihre E-Mail-Adresse.',
    thanksNote: 'Dies ist noch keine Buchungsbestätigung.',
    reference: 'Ihre Referenz',
    referenceNote:
      'Sie steht auch in der Bestätigung per E-Mail; bitte nennen Sie sie, wenn Sie uns zu dieser Anfrage schreiben oder anrufen.',
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
    'languages.de': 'German',
    'languages.en': 'English',
    choose: 'Please choose',
    date: 'Preferred date',
    time: 'Time',
    hour: 'Hour',
    minute: 'Minute',
    participants: 'Number of participants',
    participantsHint: 'Between {min} and {max} people.',
    salutation: 'Salutation',
    'salutations.ms': 'Ms',
    'salutations.mr': 'Mr',
    'salutations.diverse': 'Mx',
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
    summaryTitle: 'Please correct {count, plural, one {# entry} other {# entries}}:',
    'problems.crossSite':
      'The request was refused because it was not sent from this website. Please use the form on this page.',
    'problems.tooLarge':
      'The request is too large. Please shorten your message and send the form again.',
    'problems.rateLimited':
      'You have sent too many requests in a short time. Please wait a few minutes and then send the form again. Your entries have been kept.',
    thanksTitle: 'Thank you for your request',
    thanksStored:
      'We have received your request and will get back to you as soon as possible. A confirmation is on its way to your email address.',
    thanksQueued:
      'We have received your request and stored it safely; it will be passed on to our booking team shortly. A confirmation is on its way to your email address.',
    thanksNote: 'This is not yet a booking confirmation.',
    reference: 'Your reference',
    referenceNote:
      'It is also in the confirmation email; please quote it when you write or call us about this request.',
    summaryHeading: 'Your details',
    offer: 'Offer',
    name: 'Name',
    back: 'Back to the offer',
  },
});

declare module '~/i18n/translate' {
  interface MessageNamespaces {
    booking: (typeof bookingMessages)['de'];
    bookingForm: (typeof bookingFormMessages)['de'];
  }
}
