import { defineLayout } from '../define';

// The booking office's view: the workflow fields first (bookingStatus, not `status`, which
// Strapi's list view reserves for Draft & Publish), the request below, newest first.
export default defineLayout({
  uid: 'api::booking-request.booking-request',
  name: { de: 'Buchungsanfrage', en: 'Booking request' },
  // Its schema belongs to the booking workflow for now; the admin translates this name.
  schemaDisplayName: 'Booking request',
  fields: {
    bookingStatus: {
      label: 'Status',
      description:
        'Bearbeitungsstand: Neu → In Bearbeitung → Bestätigt, Abgelehnt oder Abgesagt; eine bestätigte Führung kann noch abgesagt werden.',
      enum: {
        new: ['Neu', 'New'],
        in_progress: ['In Bearbeitung', 'In progress'],
        confirmed: ['Bestätigt', 'Confirmed'],
        declined: ['Abgelehnt', 'Declined'],
        // The admin labels an enum value by the value alone, so this is shared with events.
        cancelled: ['Abgesagt', 'Cancelled'],
      },
    },
    statusChangedBy: {
      label: 'Geändert von',
      description: 'Wer Status oder Notiz zuletzt geändert hat (wird automatisch eingetragen).',
      editable: false,
    },
    statusChangedAt: {
      label: 'Geändert am',
      description: 'Wann Status oder Notiz zuletzt geändert wurden (wird automatisch eingetragen).',
      editable: false,
    },
    internalNote: {
      label: 'Interne Notiz',
      description: 'Nur für das Team sichtbar, z. B. Absprachen mit der Gruppe.',
    },
    offer: { label: 'Angebot', description: 'Das angefragte Angebot.' },
    offerTitle: {
      label: 'Führung',
      description: 'Titel des Angebots zum Zeitpunkt der Anfrage.',
    },
    date: { label: 'Wunschdatum', description: 'Tag, an dem die Gruppe kommen möchte.' },
    time: { label: 'Wunschzeit', description: 'Uhrzeit, wie sie der Gruppe angezeigt wurde.' },
    participants: { label: 'Personen', description: 'Zahl der Teilnehmenden.' },
    language: {
      label: 'Sprache der Führung',
      description: 'In welcher Sprache die Führung stattfinden soll.',
    },
    salutation: { label: 'Anrede', description: 'Anrede der anfragenden Person.' },
    firstName: { label: 'Vorname', description: 'Vorname der anfragenden Person.' },
    lastName: { label: 'Nachname', description: 'Nachname der anfragenden Person.' },
    email: { label: 'E-Mail', description: 'E-Mail-Adresse für die Antwort.' },
    tel: { label: 'Telefon', description: 'Telefonnummer für Rückfragen.' },
    message: { label: 'Nachricht', description: 'Was die anfragende Person uns mitteilt.' },
    company: {
      label: 'Einrichtung',
      description: 'Firma, Schule oder Einrichtung (Rechnungsadresse).',
    },
    street: { label: 'Straße', description: 'Straße und Hausnummer.' },
    postalCode: { label: 'PLZ', description: 'Postleitzahl.' },
    city: { label: 'Ort', description: 'Ort der Rechnungsadresse.' },
    country: { label: 'Land', description: 'Land der Rechnungsadresse.' },
    consent: {
      label: 'Einwilligung',
      description: 'Zustimmung zur Speicherung und Verarbeitung der Daten.',
    },
    hour: { label: 'Stunde', description: 'Wunschzeit: Stunde (technisch).' },
    minute: { label: 'Minute', description: 'Wunschzeit: Minute (technisch).' },
    pageLocale: {
      label: 'Sprache der Website',
      description: 'Sprache der Seite, von der die Anfrage kam (de/en).',
    },
    offerSlug: {
      label: 'URL-Kürzel des Angebots',
      description: 'Adresse des Angebots zum Zeitpunkt der Anfrage.',
    },
    submissionId: {
      label: 'Übermittlungs-Kennung',
      description: 'Technische Kennung, die doppelte Anfragen verhindert.',
      editable: false,
    },
    deliveryClaim: {
      label: 'Zustell-Kennung',
      description:
        'Technisch: welcher Versuch der Website die Anfrage gespeichert hat; nicht in der Bearbeitung.',
      editable: false,
      visible: false,
    },
    createdAt: { label: 'Eingegangen', description: 'Wann die Anfrage eingegangen ist.' },
  },
  edit: [
    [
      ['bookingStatus', 4],
      ['statusChangedBy', 4],
      ['statusChangedAt', 4],
    ],
    [['internalNote', 12]],
    [
      ['offer', 6],
      ['offerTitle', 6],
    ],
    [
      ['date', 4],
      ['time', 4],
      ['participants', 4],
    ],
    [['language', 6]],
    [
      ['salutation', 4],
      ['firstName', 4],
      ['lastName', 4],
    ],
    [
      ['email', 6],
      ['tel', 6],
    ],
    [['message', 12]],
    [['company', 6]],
    [
      ['street', 6],
      ['postalCode', 6],
    ],
    [
      ['city', 6],
      ['country', 6],
    ],
    [['consent', 4]],
    [
      ['hour', 4],
      ['minute', 4],
      ['pageLocale', 4],
    ],
    [
      ['offerSlug', 6],
      ['submissionId', 6],
    ],
  ],
  list: ['offerTitle', 'date', 'participants', 'lastName', 'bookingStatus', 'createdAt'],
  settings: { mainField: 'lastName', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' },
});
