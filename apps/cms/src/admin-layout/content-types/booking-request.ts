import { defineLayout } from '../define';

// The booking office's view: the workflow fields first (bookingStatus, not `status`, which
// Strapi's list view reserves for Draft & Publish), the request below, newest first. What the
// visitor sent is locked (src/booking/visitor-data.ts refuses changes from anywhere); the list
// shows what the office plans with: date, offer, group, participants, status, received.
export default defineLayout({
  uid: 'api::booking-request.booking-request',
  name: { de: 'Buchungsanfrage', en: 'Booking request' },
  // Its schema belongs to the booking workflow for now; the admin translates this name.
  schemaDisplayName: 'Booking request',
  fields: {
    bookingStatus: {
      label: 'Status',
      description:
        'Neu → In Bearbeitung → Bestätigt, Abgelehnt oder Abgesagt. Bestätigt und Abgelehnt schicken der Person eine E-Mail in ihrer Sprache (Antwortvorlagen).',
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
      description:
        'Nur für das Team sichtbar: Absprachen mit der Gruppe und Korrekturen der Angaben (die Anfrage selbst bleibt, wie sie einging).',
    },
    // Hidden: the content manager shows a linked offer with its own state ("Veröffentlicht"),
    // which editors read as the state of the request (issue 44). The title is offerTitle.
    offer: {
      label: 'Angebot im CMS',
      description: 'Verknüpfung zum angefragten Angebot (nur technisch).',
      editable: false,
      visible: false,
    },
    offerTitle: {
      label: 'Angebot',
      description: 'Titel des Angebots zum Zeitpunkt der Anfrage.',
      editable: false,
    },
    date: {
      label: 'Wunschdatum',
      description: 'Tag, an dem die Gruppe kommen möchte.',
      editable: false,
    },
    time: {
      label: 'Wunschzeit',
      description: 'Uhrzeit, wie sie der Gruppe angezeigt wurde.',
      editable: false,
    },
    participants: { label: 'Personen', description: 'Zahl der Teilnehmenden.', editable: false },
    language: {
      label: 'Sprache der Führung',
      description: 'In welcher Sprache die Führung stattfinden soll.',
      editable: false,
    },
    salutation: { label: 'Anrede', description: 'Anrede der anfragenden Person.', editable: false },
    firstName: {
      label: 'Vorname',
      description: 'Vorname der anfragenden Person.',
      editable: false,
    },
    lastName: {
      label: 'Nachname',
      description: 'Nachname der anfragenden Person.',
      editable: false,
    },
    email: { label: 'E-Mail', description: 'E-Mail-Adresse für die Antwort.', editable: false },
    tel: { label: 'Telefon', description: 'Telefonnummer für Rückfragen.', editable: false },
    message: {
      label: 'Nachricht',
      description: 'Was die anfragende Person uns mitteilt.',
      editable: false,
    },
    company: {
      label: 'Gruppe',
      description: 'Firma, Schule oder Einrichtung der Gruppe (Rechnungsadresse).',
      editable: false,
    },
    street: { label: 'Straße', description: 'Straße und Hausnummer.', editable: false },
    postalCode: { label: 'PLZ', description: 'Postleitzahl.', editable: false },
    city: { label: 'Ort', description: 'Ort der Rechnungsadresse.', editable: false },
    country: { label: 'Land', description: 'Land der Rechnungsadresse.', editable: false },
    consent: {
      label: 'Einwilligung',
      description: 'Zustimmung zur Speicherung und Verarbeitung der Daten.',
      editable: false,
    },
    hour: { label: 'Stunde', description: 'Wunschzeit: Stunde (technisch).', editable: false },
    minute: { label: 'Minute', description: 'Wunschzeit: Minute (technisch).', editable: false },
    pageLocale: {
      label: 'Sprache der Website',
      description: 'Sprache der Seite, von der die Anfrage kam (de/en).',
      editable: false,
    },
    offerSlug: {
      label: 'URL-Kürzel des Angebots',
      description: 'Adresse des Angebots zum Zeitpunkt der Anfrage.',
      editable: false,
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
      ['offerTitle', 6],
      ['language', 6],
    ],
    [
      ['date', 4],
      ['time', 4],
      ['participants', 4],
    ],
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
  list: ['date', 'offerTitle', 'company', 'participants', 'bookingStatus', 'createdAt'],
  settings: { mainField: 'lastName', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' },
});
