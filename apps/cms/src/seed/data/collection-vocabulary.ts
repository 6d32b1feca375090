// The controlled terms and the makers of the demo collection (data/collection-objects.ts).
// Everything is invented for the fictional Zentralmuseum Mittelstadt: no maker carries a GND or
// Wikidata id. Getty AAT concept URIs are given only where the concept is certain; the other
// terms have none, as in a collection that has not yet mapped its whole vocabulary.
import type { Maker, Term } from '../../collection/record';

const aat = (id: number) => `http://vocab.getty.edu/aat/${id}`;
const term = (de: string, en: string, conceptId?: string): Term =>
  conceptId ? { label: { de, en }, conceptId } : { label: { de, en } };

/** Object types (data/collection.ts gives each its classification and how it is drawn). */
export const OBJECT_TYPES = {
  dampfmaschine: term('Dampfmaschine', 'steam engine'),
  elektromotor: term('Elektromotor', 'electric motor'),
  webstuhl: term('Webstuhl', 'loom'),
  drehbank: term('Drehbank', 'lathe'),
  pumpe: term('Pumpe', 'pump'),
  rechenmaschine: term('Rechenmaschine', 'calculating machine'),
  schreibmaschine: term('Schreibmaschine', 'typewriter'),
  naehmaschine: term('Nähmaschine', 'sewing machine'),
  radio: term('Radioempfänger', 'radio receiver'),
  telefon: term('Telefon', 'telephone'),
  fernschreiber: term('Fernschreiber', 'teleprinter'),
  toaster: term('Toaster', 'toaster'),
  staubsauger: term('Staubsauger', 'vacuum cleaner'),
  ventilator: term('Ventilator', 'electric fan'),
  kamera: term('Kamera', 'camera'),
  projektor: term('Projektor', 'projector'),
  schiffsmodell: term('Schiffsmodell', 'ship model'),
  lokomotivmodell: term('Lokomotivmodell', 'locomotive model'),
  luftschiffmodell: term('Luftschiffmodell', 'airship model'),
  fahrzeugmodell: term('Fahrzeugmodell', 'vehicle model'),
  architekturmodell: term('Architekturmodell', 'architectural model'),
  mikroskop: term('Mikroskop', 'microscope'),
  fernrohr: term('Fernrohr', 'telescope'),
  theodolit: term('Theodolit', 'theodolite'),
  barometer: term('Barometer', 'barometer'),
  galvanometer: term('Galvanometer', 'galvanometer'),
  rechenschieber: term('Rechenschieber', 'slide rule'),
  sextant: term('Sextant', 'sextant'),
  oszilloskop: term('Oszilloskop', 'oscilloscope'),
  waage: term('Feinwaage', 'precision balance'),
  morsetaster: term('Morsetaster', 'Morse key'),
  generator: term('Generator', 'generator'),
  bohrmaschine: term('Bohrmaschine', 'drill'),
  kochplatte: term('Kochplatte', 'hotplate'),
  kuechenmaschine: term('Küchenmaschine', 'food mixer'),
  stromzaehler: term('Stromzähler', 'electricity meter'),
  stempeluhr: term('Stempeluhr', 'time clock'),
  registrierkasse: term('Registrierkasse', 'cash register'),
  computer: term('Computer', 'computer'),
  schnittmodell: term('Schnittmodell', 'sectioned model'),
  technikmodell: term('Technisches Modell', 'technical model'),
  planimeter: term('Planimeter', 'planimeter'),
  funkeninduktor: term('Funkeninduktor', 'induction coil'),
  elektrometer: term('Elektrometer', 'electrometer'),
  opernglas: term('Opernglas', 'opera glasses'),
  metronom: term('Metronom', 'metronome'),
  gasmaske: term('Gasmaske', 'gas mask'),
  messgeraet: term('Messgerät', 'measuring instrument'),
  fotografie: term('Fotografie', 'photograph', aat(300046300)),
  gemaelde: term('Gemälde', 'painting', aat(300033618)),
  plakat: term('Plakat', 'poster', aat(300027221)),
} satisfies Record<string, Term>;
export type ObjectTypeKey = keyof typeof OBJECT_TYPES;

export const CLASSIFICATIONS = {
  technik: term('Technik', 'Technology'),
  verkehr: term('Verkehr', 'Transport'),
  nachrichten: term('Nachrichtentechnik', 'Communications'),
  haushalt: term('Haushalt', 'Household'),
  instrumente: term('Wissenschaftliche Instrumente', 'Scientific instruments'),
  fotografie: term('Fotografie', 'Photography'),
  malerei: term('Malerei', 'Painting'),
  grafik: term('Grafik und Design', 'Graphic design'),
} satisfies Record<string, Term>;
export type ClassificationKey = keyof typeof CLASSIFICATIONS;

export const MATERIALS = {
  gusseisen: term('Gusseisen', 'cast iron'),
  stahl: term('Stahl', 'steel'),
  messing: term('Messing', 'brass', aat(300010946)),
  kupfer: term('Kupfer', 'copper'),
  aluminium: term('Aluminium', 'aluminium'),
  metall: term('Metall', 'metal', aat(300010900)),
  holz: term('Holz', 'wood', aat(300011914)),
  glas: term('Glas', 'glass', aat(300010797)),
  bakelit: term('Bakelit', 'Bakelite'),
  kunststoff: term('Kunststoff', 'plastic'),
  leder: term('Leder', 'leather', aat(300011845)),
  textil: term('Textil', 'textile'),
  gummi: term('Gummi', 'rubber'),
  papier: term('Papier', 'paper', aat(300014109)),
  karton: term('Karton', 'cardboard', aat(300014224)),
  leinwand: term('Leinwand', 'canvas', aat(300014078)),
  oelfarbe: term('Ölfarbe', 'oil paint', aat(300015050)),
  acryl: term('Acrylfarbe', 'acrylic paint'),
  tempera: term('Tempera', 'tempera'),
} satisfies Record<string, Term>;
export type MaterialKey = keyof typeof MATERIALS;

export const TECHNIQUES = {
  gegossen: term('gegossen', 'cast'),
  gedreht: term('gedreht', 'turned'),
  lackiert: term('lackiert', 'lacquered'),
  vernickelt: term('vernickelt', 'nickel-plated'),
  gepresst: term('gepresst', 'moulded'),
  geloetet: term('gelötet', 'soldered'),
  geschnitzt: term('geschnitzt', 'carved'),
  silbergelatine: term('Silbergelatineabzug', 'gelatin silver print'),
  albumin: term('Albuminabzug', 'albumen print'),
  farbabzug: term('chromogener Farbabzug', 'chromogenic print'),
  oelmalerei: term('Ölmalerei', 'oil painting'),
  aquarell: term('Aquarell', 'watercolour'),
  lithografie: term('Lithografie', 'lithography'),
  siebdruck: term('Siebdruck', 'screen printing'),
  offset: term('Offsetdruck', 'offset printing'),
} satisfies Record<string, Term>;
export type TechniqueKey = keyof typeof TECHNIQUES;

export const SUBJECTS = {
  industrialisierung: term('Industrialisierung', 'industrialisation'),
  elektrifizierung: term('Elektrifizierung', 'electrification'),
  kommunikation: term('Kommunikation', 'communication'),
  mobilitaet: term('Mobilität', 'mobility'),
  arbeit: term('Arbeit', 'work'),
  stadt: term('Stadt', 'city'),
  hafen: term('Hafen', 'harbour'),
  landschaft: term('Landschaft', 'landscape'),
  portraet: term('Porträt', 'portrait'),
  design: term('Design', 'design'),
  haushalt: term('Haushalt', 'household'),
  wissenschaft: term('Wissenschaft', 'science'),
  freizeit: term('Freizeit', 'leisure'),
  krieg: term('Krieg', 'war'),
} satisfies Record<string, Term>;
export type SubjectKey = keyof typeof SUBJECTS;

type Role = { de: string; en: string };
export const ROLES = {
  hersteller: { de: 'Hersteller', en: 'manufacturer' },
  entwurf: { de: 'Entwurf', en: 'designer' },
  modellbau: { de: 'Modellbau', en: 'model maker' },
  fotografie: { de: 'Fotografie', en: 'photographer' },
  malerei: { de: 'Malerei', en: 'painter' },
  gestaltung: { de: 'Gestaltung', en: 'graphic designer' },
  druck: { de: 'Druck', en: 'printer' },
  auftrag: { de: 'Auftraggeber', en: 'commissioned by' },
} satisfies Record<string, Role>;
export type RoleKey = keyof typeof ROLES;

/** Invented makers: firms of Mittelstadt and Nordhafen, photographers, painters, designers. */
export const MAKERS = {
  kessler: { name: 'Maschinenfabrik Kessler & Sohn', born: 1858, died: 1969 },
  ewm: { name: 'Elektrowerke Mittelstadt', born: 1896, died: 1988 },
  voss: { name: 'Voss Feinmechanik', born: 1879, died: 1972 },
  lindqvist: { name: 'Optische Werkstätten Lindqvist', born: 1902, died: 1961 },
  werft: { name: 'Nordhafener Werft', born: 1868, died: 1975 },
  hartung: { name: 'Modellbauwerkstatt Hartung', born: 1921, died: 1998 },
  klangfeld: { name: 'Radiowerk Klangfeld', born: 1925, died: 1964 },
  wendler: { name: 'Hausgeräte Wendler', born: 1931, died: 1979 },
  falkenau: { name: 'Schreibmaschinenwerk Falkenau', born: 1899, died: 1970 },
  tuchfabrik: { name: 'Tuchfabrik Ahlborn', born: 1842, died: 1958 },
  fernmelde: { name: 'Fernmeldewerk Mittelstadt', born: 1921, died: 1993 },
  strack: { name: 'Wilhelm Strack', born: 1889, died: 1958 },
  ilse: { name: 'Ilse Marquardt-Hein', born: 1911, died: 2001 },
  lorenzen: { name: 'Hedwig Lorenzen', born: 1879, died: 1951 },
  brandis: { name: 'Atelier Brandis', born: 1887, died: 1962 },
  ostermann: { name: 'Karl-Heinz Ostermann', born: 1921, died: 2003 },
  doerr: { name: 'Anneliese Dörr', born: 1912, died: 1990 },
  wehrhahn: { name: 'Clara Wehrhahn', born: 1868, died: 1941 },
  aldinger: { name: 'Johann Peter Aldinger', born: 1781, died: 1849 },
  stillleben: { name: 'Meister der Mittelstädter Stillleben' },
  falk: { name: 'Irma Falk', born: 1903, died: 1988 },
  brandstaetter: { name: 'Ole Brandstätter', born: 1962 },
  kaya: { name: 'Yasemin Kaya', born: 1979 },
  terhoeven: { name: 'Hans Terhoeven', born: 1898, died: 1971 },
  amsel: { name: 'Lotte Amsel', born: 1907, died: 1994 },
  quadrat: { name: 'Studio Quadrat', born: 1956, died: 1983 },
  druckerei: { name: 'Druckerei Gebr. Sieveking', born: 1872, died: 1990 },
} satisfies Record<string, Omit<Maker, 'role'>>;
export type MakerKey = keyof typeof MAKERS;

/** Places of making, the same word in both languages unless given twice. */
export const PLACES = {
  mittelstadt: { de: 'Mittelstadt', en: 'Mittelstadt' },
  nordhafen: { de: 'Nordhafen', en: 'Nordhafen' },
  auental: { de: 'Auental', en: 'Auental' },
  hochberg: { de: 'Hochberg im Bergland', en: 'Hochberg (Bergland)' },
} as const;
export type PlaceKey = keyof typeof PLACES;
