import type { Locale } from '../time';

/** Validation messages in the page language; each names what to do, not only what is wrong. */
export type BookingMessages = {
  required: string;
  tooLong: (max: number) => string;
  invalidCharacters: string;
  languageRequired: string;
  dateRequired: string;
  dateInvalid: string;
  dateNotFuture: string;
  dateTooFar: string;
  timeRequired: string;
  timeInvalid: string;
  participantsRequired: string;
  participantsInvalid: string;
  participantsRange: (min: number, max: number) => string;
  salutationInvalid: string;
  emailRequired: string;
  emailInvalid: string;
  telInvalid: string;
  postalCodeInvalid: string;
  consentRequired: string;
};

export const bookingMessages: Record<Locale, BookingMessages> = {
  de: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    tooLong: (max) => `Bitte verwenden Sie höchstens ${max} Zeichen.`,
    invalidCharacters: 'Bitte entfernen Sie Zeilenumbrüche und Steuerzeichen.',
    languageRequired: 'Bitte wählen Sie die Sprache der Führung.',
    dateRequired: 'Bitte wählen Sie ein Wunschdatum.',
    dateInvalid: 'Bitte geben Sie ein gültiges Datum an.',
    dateNotFuture: 'Bitte wählen Sie ein Datum ab morgen.',
    dateTooFar: 'Bitte wählen Sie ein Datum innerhalb der nächsten zwei Jahre.',
    timeRequired: 'Bitte wählen Sie eine Uhrzeit.',
    timeInvalid: 'Bitte geben Sie eine gültige Uhrzeit an.',
    participantsRequired: 'Bitte geben Sie die Zahl der Teilnehmenden an.',
    participantsInvalid: 'Bitte geben Sie die Zahl der Teilnehmenden als ganze Zahl an.',
    participantsRange: (min, max) => `Bitte geben Sie zwischen ${min} und ${max} Teilnehmende an.`,
    salutationInvalid: 'Bitte wählen Sie eine Anrede aus der Liste.',
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@beispiel.de.',
    telInvalid: 'Bitte geben Sie eine gültige Telefonnummer an, z. B. +49 30 1234567.',
    postalCodeInvalid: 'Bitte geben Sie eine gültige Postleitzahl an.',
    consentRequired:
      'Bitte stimmen Sie der Verarbeitung Ihrer Daten zu, damit wir Ihre Anfrage bearbeiten können.',
  },
  en: {
    required: 'Please fill in this field.',
    tooLong: (max) => `Please use at most ${max} characters.`,
    invalidCharacters: 'Please remove line breaks and control characters.',
    languageRequired: 'Please choose the language of the tour.',
    dateRequired: 'Please choose a preferred date.',
    dateInvalid: 'Please enter a valid date.',
    dateNotFuture: 'Please choose a date from tomorrow on.',
    dateTooFar: 'Please choose a date within the next two years.',
    timeRequired: 'Please choose a time.',
    timeInvalid: 'Please enter a valid time.',
    participantsRequired: 'Please enter the number of participants.',
    participantsInvalid: 'Please enter the number of participants as a whole number.',
    participantsRange: (min, max) => `Please enter between ${min} and ${max} participants.`,
    salutationInvalid: 'Please choose a salutation from the list.',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address, e.g. name@example.com.',
    telInvalid: 'Please enter a valid phone number, e.g. +49 30 1234567.',
    postalCodeInvalid: 'Please enter a valid postal code.',
    consentRequired:
      'Please agree to the processing of your data so that we can handle your request.',
  },
};
