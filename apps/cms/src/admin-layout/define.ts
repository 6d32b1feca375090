// The shape of one versioned admin layout module (one per content type or component).
// Labels and descriptions are German only: the content manager keeps one text per field for
// every admin language. Names of types and enum values have English too (admin translations).

export interface Bilingual {
  de: string;
  en: string;
}

export interface FieldText {
  label: string;
  /** One line under the field in the edit view. */
  description: string;
  placeholder?: string;
  /** false: shown but locked in the edit view (values written by code). */
  editable?: false;
  /**
   * false: left out of the edit view altogether (a technical value only code reads); such a
   * field is placed in no row of `edit`.
   */
  visible?: false;
  /** Column header in the list view, when it should differ from the label. */
  listLabel?: string;
  /** Labels of the values of an enumeration field: value → [German, English]. */
  enum?: Record<string, [string, string]>;
}

/** [field, width in twelfths of a row] */
export type EditCell = [string, number];

export interface AdminLayout {
  uid: string;
  /** German is also the schema's info.displayName; English comes through admin translations. */
  name: Bilingual;
  /** Set while the schema's displayName cannot be German yet: the admin translates this id. */
  schemaDisplayName?: string;
  fields: Record<string, FieldText>;
  /** Rows of the edit view, top to bottom. */
  edit: EditCell[][];
  /** Columns of the list view (collection types). */
  list?: string[];
  settings?: {
    mainField?: string;
    defaultSortBy?: string;
    defaultSortOrder?: 'ASC' | 'DESC';
  };
  /** Fields this module already describes although the schema does not have them yet. */
  upcoming?: string[];
}

export function defineLayout(layout: AdminLayout): AdminLayout {
  return layout;
}

/**
 * What the help text of a field says when both languages share it (not localized, decisions 0055
 * and 0061). The layouts do not repeat it: the note is added where the schema says the field is
 * shared (merge.ts), so a field that becomes shared says so without a second edit.
 */
export const SHARED_NOTE =
  'Gilt für beide Sprachen: Was Sie hier ändern, ändert sich auch in der anderen Sprache.';

/** A shared field's help text: the note appended, unless the text already says it. */
export function sharedDescription(description: string): string {
  if (/beide(n)? Sprachen/.test(description)) return description;
  return `${description} ${SHARED_NOTE}`;
}

// Shared texts, so the same field reads the same everywhere.
export const common = {
  title: { label: 'Titel', description: 'Titel, wie er auf der Seite und in Teasern erscheint.' },
  slug: {
    label: 'URL-Kürzel',
    description:
      'Teil der Adresse, je Sprache eigen (z. B. „sonderausstellung-licht“); wird aus dem Titel erzeugt.',
  },
  headline: { label: 'Dachzeile', description: 'Optionale kurze Zeile über dem Titel.' },
  teaserText: {
    label: 'Teasertext',
    description: 'Kurzer Text für Teaser und Listen (2–3 Sätze).',
  },
  body: { label: 'Haupttext', description: 'Der Text der Detailseite.' },
  image: {
    label: 'Hauptbild',
    description:
      'Bild für Teaser und Seitenkopf; den Alternativtext je Sprache tragen Sie in der Medienbibliothek beim Bild ein.',
  },
  seo: {
    label: 'Suchmaschinen & Teilen',
    description: 'Titel, Beschreibung und Vorschaubild für Suchmaschinen und soziale Medien.',
  },
  targetGroups: { label: 'Zielgruppen', description: 'Für wen (Filter „Für wen“).' },
  categories: { label: 'Kategorien', description: 'Worum es geht (Filter „Was“).' },
  accessibilityTags: {
    label: 'Barrierefreiheit',
    description: 'Merkmale wie Gebärdensprache, Leichte Sprache, barrierefrei.',
  },
  highlight: {
    label: 'Hervorheben',
    description: 'An: erscheint in Listen groß hervorgehoben.',
  },
} satisfies Record<string, FieldText>;

/**
 * The practical facts of an event, offer or exhibition (decision 0055): shared by both
 * languages (not localized), so an editor enters them once; texts per language go into the
 * "Eckdaten" component beside them.
 */
export const facts = {
  price: {
    label: 'Preis (€)',
    description: 'Regulärer Preis in Euro (gilt für beide Sprachen); leer = keine Angabe.',
    placeholder: 'z. B. 8',
  },
  reducedPrice: {
    label: 'Ermäßigt (€)',
    description: 'Ermäßigter Preis in Euro (gilt für beide Sprachen).',
    placeholder: 'z. B. 5',
  },
  freeAdmission: {
    label: 'Eintritt frei',
    description: 'An: der Besuch kostet nichts, weder Museumseintritt noch Teilnahmegebühr.',
  },
  ticketUrl: {
    label: 'Ticket-Link',
    description:
      'Adresse des Ticketverkaufs (https://…) oder ein Pfad dieser Website (gilt für beide Sprachen).',
    placeholder: 'https://tickets.zentralmuseum.example/…',
  },
  registrationRequired: {
    label: 'Anmeldung erforderlich',
    description: 'An: nur mit Anmeldung; aus: ohne Anmeldung; leer: keine Angabe.',
  },
  registrationUrl: {
    label: 'Anmeldung: Link',
    description:
      'Adresse der Anmeldung (https://…) oder ein Pfad dieser Website (gilt für beide Sprachen).',
  },
  registrationPhone: {
    label: 'Anmeldung: Telefon',
    description: 'Telefonnummer für die Anmeldung, wie sie angezeigt wird.',
    placeholder: '+49 123 456 78-20',
  },
  registrationMail: {
    label: 'Anmeldung: E-Mail',
    description: 'E-Mail-Adresse für die Anmeldung.',
  },
  room: {
    label: 'Raum',
    description: 'Raumnummer oder -kürzel im Museum (gilt für beide Sprachen), z. B. „S 2.01“.',
    placeholder: 'z. B. S 2.01',
  },
  stepFree: {
    label: 'Stufenlos erreichbar',
    description:
      'An: ohne Stufen erreichbar (Aufzug, Rampe); aus: nicht stufenlos; leer: keine Angabe.',
  },
  durationMinutes: {
    label: 'Dauer (Minuten)',
    description: 'Wie lange es dauert, in Minuten (gilt für beide Sprachen).',
  },
  languages: {
    label: 'Sprachen',
    description:
      'Sprachen der Veranstaltung als Kürzel, durch Komma getrennt: de, en, fr … (gsg = Deutsche Gebärdensprache).',
    placeholder: 'de, en',
  },
} satisfies Record<string, FieldText>;

/** Edit view rows of the practical facts, the same on every type that has them. */
export function factRows(options: { duration: boolean }): EditCell[][] {
  return [
    [
      ['price', 4],
      ['reducedPrice', 4],
      ['freeAdmission', 4],
    ],
    [['ticketUrl', 12]],
    [
      ['registrationRequired', 4],
      ['registrationUrl', 8],
    ],
    [
      ['registrationPhone', 6],
      ['registrationMail', 6],
    ],
    [
      ['room', 4],
      ['stepFree', 4],
      ...(options.duration ? ([['durationMinutes', 4]] as EditCell[]) : []),
    ],
    [['languages', 6]],
  ];
}
