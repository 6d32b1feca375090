/**
 * The practical facts of the demo events (decision 0055), by German slug: prices, registration,
 * tickets, duration and languages are shared by both languages; `de`/`en` are the texts of
 * the "Eckdaten" component. Room and step-free access come from the event's place.
 */

export interface FactTexts {
  costs?: string;
  registration?: string;
  meetingPoint?: string;
  accessibility?: string;
  notes?: string;
}

export interface EventFacts {
  price?: number;
  reducedPrice?: number;
  /** A ticket shop page of its own (the fictional shop's address for the slug). */
  ticket?: boolean;
  registrationRequired?: boolean;
  registrationBy?: 'phone' | 'mail';
  durationMinutes?: number;
  /** Language codes; German when absent (music has none: ''). */
  languages?: string;
  freeAdmission?: boolean;
  de?: FactTexts;
  en?: FactTexts;
}

/** Where events take place: the text per language, the room's sign and whether it is step-free. */
export const PLACES = {
  HALL: {
    de: 'Maschinenhalle, Erdgeschoss',
    en: 'Machine Hall, ground floor',
    room: 'E 01',
    stepFree: true,
  },
  GALLERY: {
    de: 'Galerie, 1. Obergeschoss',
    en: 'Gallery, 1st floor',
    room: '1.12',
    stepFree: true,
  },
  SPECIAL: {
    de: 'Sonderausstellungshalle, 2. Obergeschoss',
    en: 'Special exhibition hall, 2nd floor',
    room: '2.01',
    stepFree: true,
  },
  // The Schauhaus is reached over three steps from the garden path.
  SCHAUHAUS: {
    de: 'Schauhaus im Museumsgarten',
    en: 'Schauhaus in the museum garden',
    room: null,
    stepFree: false,
  },
  AUDITORIUM: {
    de: 'Vortragssaal, Untergeschoss',
    en: 'Auditorium, lower ground floor',
    room: 'U 03',
    stepFree: true,
  },
  STUDIO: {
    de: 'Werkstatt der Dinge, Studio',
    en: 'Workshop of Things, studio',
    room: 'E 08',
    stepFree: true,
  },
  FOYER: { de: 'Treffpunkt Foyer', en: 'Meeting point: foyer', room: null, stepFree: true },
} as const;

export const VISITOR_SERVICE_PHONE = '+49 123 456 78-20';
export const VISITOR_SERVICE_MAIL = 'fuehrungen@zentralmuseum.example';
export const TICKET_SHOP = 'https://tickets.zentralmuseum.example';

const INCLUDED = {
  de: { costs: 'Im Museumseintritt enthalten' },
  en: { costs: 'Included in museum admission' },
};

export const EVENT_FACTS: Record<string, EventFacts> = {
  'kurzfuehrung-stromlinien': { ...INCLUDED, registrationRequired: false, durationMinutes: 45 },
  'familienfuehrung-entdeckertour': {
    de: { costs: 'Im Museumseintritt enthalten; Kinder unter 18 Jahren frei' },
    en: { costs: 'Included in museum admission; children under 18 free' },
    registrationRequired: false,
    durationMinutes: 60,
  },
  'tag-der-offenen-werkstatt': { ...INCLUDED, registrationRequired: false, languages: 'de, en' },
  'vortrag-versprechen-der-geschwindigkeit': {
    price: 5,
    reducedPrice: 3,
    ticket: true,
    registrationRequired: false,
    durationMinutes: 90,
  },
  'kita-vormittag-kreisel': {
    registrationRequired: true,
    registrationBy: 'phone',
    de: { costs: '40 € pro Gruppe' },
    en: { costs: '€40 per group' },
  },
  'seniorennachmittag-kunst': {
    ...INCLUDED,
    registrationRequired: true,
    registrationBy: 'phone',
    durationMinutes: 75,
    de: { ...INCLUDED.de, accessibility: 'Sitzgelegenheiten an jeder Station' },
    en: { ...INCLUDED.en, accessibility: 'Seating at every stop' },
  },
  'jazz-in-der-maschinenhalle': {
    price: 18,
    reducedPrice: 12,
    ticket: true,
    languages: '',
    de: { costs: 'Karten auch im Museumsshop' },
    en: { costs: 'Tickets also in the museum shop' },
  },
  'ferienwerkstatt-erfinden': {
    price: 25,
    registrationRequired: true,
    registrationBy: 'mail',
    de: { costs: 'Mit Mittagessen' },
    en: { costs: 'Lunch included' },
  },
  'dgs-fuehrung-stromlinien': {
    ...INCLUDED,
    registrationRequired: false,
    durationMinutes: 60,
    languages: 'gsg',
  },
  sonntagsfuehrung: {
    registrationRequired: false,
    durationMinutes: 60,
    de: { ...INCLUDED.de, meetingPoint: 'Kasse im Foyer' },
    en: { ...INCLUDED.en, meetingPoint: 'Ticket desk in the foyer' },
  },
  'dampfmaschine-in-aktion': { ...INCLUDED, registrationRequired: false, durationMinutes: 30 },
  'offenes-atelier-schauhaus': { ...INCLUDED, registrationRequired: false, languages: 'de, en' },
  'workshop-farben-selbst-herstellen': {
    price: 12,
    registrationRequired: true,
    registrationBy: 'mail',
    durationMinutes: 120,
    de: { costs: 'Inklusive Material' },
    en: { costs: 'Including materials' },
  },
  'lesung-briefe-telegrafenstation': { price: 8, reducedPrice: 5, ticket: true },
  'tastfuehrung-maschinenhalle': {
    registrationRequired: true,
    registrationBy: 'phone',
    durationMinutes: 90,
    de: { costs: 'Kostenfrei', registration: 'Bis eine Woche vorher' },
    en: { costs: 'Free of charge', registration: 'Up to one week in advance' },
  },
  'kuratorinnenfuehrung-farbe': {
    registrationRequired: false,
    durationMinutes: 60,
    de: { ...INCLUDED.de, notes: 'Begrenzte Plätze' },
    en: { ...INCLUDED.en, notes: 'Limited places' },
  },
  museumsfest: { freeAdmission: true, registrationRequired: false, languages: 'de, en' },
  'fuehrung-leichte-sprache': {
    registrationRequired: false,
    durationMinutes: 60,
    de: { costs: 'Die Führung kostet nichts. Sie brauchen nur eine Eintritts-Karte.' },
    en: { costs: 'The tour is free. You only need an admission ticket.' },
  },
  'streichquartett-in-der-galerie': { price: 22, reducedPrice: 15, ticket: true, languages: '' },
  'aktionstag-schulen-technik': {
    registrationRequired: true,
    registrationBy: 'phone',
    de: { registration: 'Über den Besucherservice' },
    en: { registration: 'Via the visitor service' },
  },
  'vortrag-restaurieren': { freeAdmission: true, registrationRequired: false },
  'familiensonntag-depot': {
    registrationRequired: false,
    de: { costs: 'Für Kinder unter 18 Jahren ist der Eintritt frei.' },
    en: { costs: 'Free admission for under-18s.' },
  },
  'vorbesichtigung-signale': {
    registrationRequired: true,
    de: { registration: 'Über den Freundeskreis' },
    en: { registration: "Via the friends' circle" },
  },
  'eroeffnung-signale': { freeAdmission: true, registrationRequired: false },
  'morsen-lernen': {
    price: 5,
    registrationRequired: false,
    de: { registration: 'Empfohlen' },
    en: { registration: 'Recommended' },
  },
  'klaenge-aus-dem-aether': { price: 15, reducedPrice: 10, ticket: true, languages: '' },
  'dgs-fuehrung-signale': {
    ...INCLUDED,
    registrationRequired: false,
    durationMinutes: 60,
    languages: 'gsg',
  },
  'workshop-radio-bauen': {
    price: 15,
    registrationRequired: true,
    registrationBy: 'mail',
    de: { costs: 'Inklusive Bausatz' },
    en: { costs: 'Including kit' },
  },
};
