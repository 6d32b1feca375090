import { defineLayout } from '../define';

// A collection object (issue #45). Fields a re-import of the collections management system's
// export overwrites say so; the editorial ones (location, highlight, notes) never change by an
// import (docs/collection-import.md, decision 0066).
const FROM_IMPORT =
  'Kommt beim Import aus der Sammlungsdatenbank; ein erneuter Import überschreibt es.';
const imported = (text: string) => `${text} ${FROM_IMPORT}`;

export const objectLocations: Record<string, [string, string]> = {
  storage: ['Im Depot', 'In storage'],
  display: ['Ausgestellt', 'On display'],
  loan: ['Verliehen', 'On loan'],
};

export default defineLayout({
  uid: 'api::collection-object.collection-object',
  name: { de: 'Sammlungsobjekt', en: 'Collection object' },
  fields: {
    inventoryNumber: {
      label: 'Inventarnummer',
      description:
        'Die Nummer aus der Sammlungsdatenbank, z. B. ZM-T-1912-004; eindeutig, Schlüssel des Imports.',
      placeholder: 'ZM-T-1912-004',
    },
    slug: {
      label: 'URL-Kürzel',
      description:
        'Teil der dauerhaften Adresse (Permalink), gilt für beide Sprachen; aus der Inventarnummer erzeugt. Nach der Veröffentlichung nicht mehr ändern: Zitate verweisen darauf.',
    },
    title: {
      label: 'Titel',
      description: imported('Titel des Objekts, wie er auf der Seite steht.'),
    },
    objectTypes: {
      label: 'Objektart',
      description: imported(
        'Was das Objekt ist (Begriffe der Liste „Sammlungsbegriff“, Objektart).',
      ),
      listLabel: 'Objektart',
    },
    classifications: {
      label: 'Klassifikation',
      description: imported('Sammlungsbereich oder Gattung, z. B. Technik, Fotografie.'),
    },
    makers: {
      label: 'Beteiligte',
      description: imported(
        'Wer das Objekt hergestellt, entworfen oder fotografiert hat, mit Rolle.',
      ),
    },
    datingText: {
      label: 'Datierung (Text)',
      description: imported('Die Datierung, wie sie auf der Seite steht, z. B. „um 1912“.'),
      placeholder: 'um 1912',
    },
    datingEarliest: {
      label: 'Frühestes Jahr',
      description: imported('Für Suche und Sortierung; vor unserer Zeitrechnung negativ (−450).'),
    },
    datingLatest: {
      label: 'Spätestes Jahr',
      description: imported('Für Suche und Sortierung; gleich dem frühesten bei genau einem Jahr.'),
    },
    place: { label: 'Ort', description: imported('Wo das Objekt entstanden ist.') },
    materials: { label: 'Material', description: imported('Woraus das Objekt besteht.') },
    techniques: {
      label: 'Technik',
      description: imported('Wie es gemacht wurde, z. B. gegossen.'),
    },
    dimensions: {
      label: 'Maße',
      description: imported(
        'Maße, wie sie auf der Seite stehen, z. B. „Höhe 142 cm, Breite 88 cm“.',
      ),
    },
    description: {
      label: 'Beschreibung',
      description:
        'Text über das Objekt. Der Import schreibt ihn, solange niemand ihn hier geändert hat; Ihre Änderung bleibt bei jedem weiteren Import erhalten.',
    },
    inscription: {
      label: 'Inschrift',
      description: imported(
        'Beschriftungen, Signaturen, Stempel auf dem Objekt, buchstabengetreu.',
      ),
    },
    provenance: {
      label: 'Provenienz',
      description: imported('Herkunft und Wege des Objekts bis ins Museum.'),
    },
    creditLine: {
      label: 'Creditline',
      description: imported(
        'Erwerbungsvermerk, z. B. „Schenkung der Berufsschule Nordhafen, 1968“.',
      ),
    },
    contentNote: {
      label: 'Hinweis zum Inhalt',
      description:
        'Steht vor dem Objekt, wo Darstellung oder Geschichte einen Hinweis brauchen (z. B. diskriminierende Sprache); bleibt beim Import erhalten.',
    },
    location: {
      label: 'Standort',
      description:
        'Ausgestellt (dann Ausstellung und Raum angeben), im Depot oder verliehen; bleibt beim Import erhalten.',
      enum: objectLocations,
    },
    exhibition: {
      label: 'Ausstellung',
      description:
        'Wo das Objekt zu sehen ist, wenn es ausgestellt ist; bleibt beim Import erhalten.',
    },
    room: {
      label: 'Raum',
      description: 'Raumbezeichnung im Museum, z. B. 2.01; bleibt beim Import erhalten.',
      placeholder: 'z. B. 2.01',
    },
    related: {
      label: 'Verwandte Objekte',
      description: imported('Objekte, die zusammengehören oder aufeinander verweisen.'),
    },
    subjects: {
      label: 'Schlagwörter',
      description: imported('Themen, zu denen das Objekt gehört.'),
    },
    literature: {
      label: 'Literatur',
      description: imported('Eine Literaturangabe je Zeile.'),
    },
    images: {
      label: 'Bilder',
      description: imported(
        'Bilder in der Reihenfolge der Seite, je mit Lizenz; Bildunterschrift, Bildnachweis und Alternativtext stehen am Bild in der Medienbibliothek.',
      ),
    },
    highlight: {
      label: 'Hervorheben',
      description: 'An: das Objekt erscheint bevorzugt in Auswahlen; bleibt beim Import erhalten.',
    },
    withdrawn: {
      label: 'Zurückgezogen',
      description:
        'An: die Seite des Objekts bleibt unter ihrer Adresse, zeigt aber nur den Hinweis unten (Status 410); bleibt beim Import erhalten.',
    },
    withdrawnNote: {
      label: 'Hinweis zur Rücknahme',
      description: 'Kurzer Satz, warum das Objekt nicht mehr gezeigt wird (z. B. Rückgabe).',
    },
    importedAt: {
      label: 'Zuletzt importiert',
      description:
        'Wann der Import das Objekt zuletzt geschrieben hat; leer bei Objekten, die hier angelegt wurden.',
      editable: false,
    },
    sourceHash: {
      label: 'Prüfsumme des Imports',
      description: 'Technischer Wert des Imports: erkennt unveränderte Datensätze.',
      editable: false,
      visible: false,
    },
  },
  edit: [
    [
      ['inventoryNumber', 6],
      ['slug', 6],
    ],
    [['title', 12]],
    [
      ['objectTypes', 6],
      ['classifications', 6],
    ],
    [['makers', 12]],
    [
      ['datingText', 4],
      ['datingEarliest', 4],
      ['datingLatest', 4],
    ],
    [
      ['place', 6],
      ['dimensions', 6],
    ],
    [
      ['materials', 6],
      ['techniques', 6],
    ],
    [['images', 12]],
    [['description', 12]],
    [['inscription', 12]],
    [['provenance', 12]],
    [
      ['creditLine', 6],
      ['subjects', 6],
    ],
    [
      ['related', 6],
      ['literature', 6],
    ],
    [
      ['location', 4],
      ['exhibition', 4],
      ['room', 4],
    ],
    [
      ['highlight', 6],
      ['importedAt', 6],
    ],
    [['contentNote', 12]],
    [
      ['withdrawn', 4],
      ['withdrawnNote', 8],
    ],
  ],
  list: ['inventoryNumber', 'title', 'objectTypes', 'location'],
  settings: { mainField: 'title', defaultSortBy: 'inventoryNumber', defaultSortOrder: 'ASC' },
});
