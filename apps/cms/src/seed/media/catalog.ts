import type { PictureSpec } from './image';

type Bilingual = { de: string; en: string };

export interface PictureEntry extends PictureSpec {
  /** What a screen reader says instead of the picture. */
  alt: Bilingual;
  /** The line under the picture where it is shown with a caption. */
  caption: Bilingual;
  /** Who took or drew it (invented, like the museum). */
  credit: Bilingual;
}

const photo = (name: string): Bilingual => ({
  de: `Foto: Zentralmuseum / ${name}`,
  en: `Photo: Zentralmuseum / ${name}`,
});

// One picture per subject; entries reuse them to keep seeding fast. No picture has text in it:
// the alt text and the caption carry its meaning in the page's language.
export const PICTURES: PictureEntry[] = [
  {
    key: 'building',
    scene: 'facade',
    alt: {
      de: 'Das Zentralmuseum von außen: ein klassizistischer Bau mit acht Säulen, Giebel und breiter Freitreppe im Abendlicht',
      en: 'The Zentralmuseum from outside: a neoclassical building with eight columns, a pediment and a broad flight of steps in the evening light',
    },
    caption: {
      de: 'Der Haupteingang am Museumsplatz mit der Freitreppe',
      en: 'The main entrance on Museumsplatz with its flight of steps',
    },
    credit: photo('Jana Köhler'),
  },
  {
    key: 'tech',
    scene: 'machine',
    alt: {
      de: 'Drei große Zahnräder aus Stahl und Messing mit Kolbenstange auf einem dunklen Sockel im Scheinwerferlicht',
      en: 'Three large steel and brass gears with a piston rod on a dark plinth under a spotlight',
    },
    caption: {
      de: 'Getriebe einer Dampfmaschine von 1907 in der Maschinenhalle',
      en: 'Gearing of a 1907 steam engine in the machine hall',
    },
    credit: photo('Malte Brandt'),
  },
  {
    key: 'art',
    scene: 'gallery',
    alt: {
      de: 'Drei Landschaftsgemälde in Goldrahmen an einer hellen Galeriewand, davor eine Holzbank',
      en: 'Three landscape paintings in gilt frames on a light gallery wall, with a wooden bench in front',
    },
    caption: {
      de: 'Landschaften des 19. Jahrhunderts im Gemäldesaal',
      en: 'Nineteenth-century landscapes in the painting gallery',
    },
    credit: photo('Jana Köhler'),
  },
  {
    key: 'streamlines',
    scene: 'streamliner',
    alt: {
      de: 'Das Modell eines stromlinienförmigen blauen Autos auf einem weißen Podest vor dunkelblauer Wand',
      en: 'A model of a streamlined blue car on a white plinth against a dark blue wall',
    },
    caption: {
      de: 'Windkanalmodell eines Stromlinienwagens, um 1936',
      en: 'Wind-tunnel model of a streamlined car, around 1936',
    },
    credit: photo('Malte Brandt'),
  },
  {
    key: 'signals',
    scene: 'radio',
    alt: {
      de: 'Ein Röhrenradio mit Holzgehäuse, Stoffbespannung und beleuchteter Senderskala auf einem Sockel',
      en: 'A valve radio with a wooden case, fabric speaker cloth and a lit tuning dial on a plinth',
    },
    caption: {
      de: 'Volksempfänger-Nachfolger aus Mittelstädter Produktion, 1952',
      en: 'A successor of the people’s receiver, made in Mittelstadt, 1952',
    },
    credit: photo('Selin Aydın'),
  },
  {
    key: 'schauhaus',
    scene: 'pigments',
    alt: {
      de: 'Drei Regalböden mit Glasgefäßen voller farbiger Pigmente, von Rot und Gelb bis Blau und Violett',
      en: 'Three shelves of glass jars filled with coloured pigments, from red and yellow to blue and violet',
    },
    caption: {
      de: 'Pigmentsammlung im Schauhaus: Farbe als Material',
      en: 'The pigment collection in the Schauhaus: colour as material',
    },
    credit: photo('Selin Aydın'),
  },
  {
    key: 'glass',
    scene: 'glass',
    alt: {
      de: 'Vier mundgeblasene Glasvasen in Grün, Bernstein und Blau auf einer von unten beleuchteten Glasplatte',
      en: 'Four mouth-blown glass vases in green, amber and blue on a glass shelf lit from below',
    },
    caption: {
      de: 'Vasen aus der Glashütte am Mühlbach, 1920er-Jahre',
      en: 'Vases from the glassworks on the Mühlbach, 1920s',
    },
    credit: photo('Jana Köhler'),
  },
  {
    key: 'tour',
    scene: 'tour',
    alt: {
      de: 'Eine Besuchergruppe steht im Halbkreis vor einem großen Gemälde im Goldrahmen',
      en: 'A group of visitors stands in a semicircle in front of a large painting in a gilt frame',
    },
    caption: {
      de: 'Eine öffentliche Führung im Gemäldesaal',
      en: 'A public guided tour in the painting gallery',
    },
    credit: photo('Tobias Wendt'),
  },
  {
    key: 'workshop',
    scene: 'workbench',
    alt: {
      de: 'Ein Werktisch mit bunten Papierzuschnitten, einer Schere und einem Becher voller Pinsel',
      en: 'A workbench with pieces of coloured paper, a pair of scissors and a pot of brushes',
    },
    caption: {
      de: 'Vorbereitet für den Workshop in der Museumswerkstatt',
      en: 'Set out for a workshop in the museum studio',
    },
    credit: photo('Tobias Wendt'),
  },
  {
    key: 'concert',
    scene: 'piano',
    alt: {
      de: 'Ein schwarzer Konzertflügel mit geöffnetem Deckel im Lichtkegel, davor Stuhlreihen im Dunkeln',
      en: 'A black concert grand piano with its lid open in a spotlight, rows of chairs in the dark before it',
    },
    caption: {
      de: 'Der Flügel im Lichthof vor einem Abendkonzert',
      en: 'The grand piano in the atrium before an evening concert',
    },
    credit: photo('Malte Brandt'),
  },
  {
    key: 'family',
    scene: 'blocks',
    alt: {
      de: 'Bunte Holzbauklötze, zu kleinen Türmen gestapelt, auf einem hellen Spieltisch',
      en: 'Colourful wooden building blocks stacked into small towers on a light play table',
    },
    caption: {
      de: 'Bauklötze in der Familienecke: hier darf angefasst werden',
      en: 'Building blocks in the family corner: touching welcome',
    },
    credit: photo('Selin Aydın'),
  },
  {
    key: 'podcast',
    scene: 'microphone',
    alt: {
      de: 'Ein Studiomikrofon mit Poppschutz vor schallgedämmter Wand, daneben ein Kopfhörer auf dem Tisch',
      en: 'A studio microphone with a pop filter in front of a sound-proofed wall, headphones on the table beside it',
    },
    caption: {
      de: 'Im Aufnahmeraum des Museumspodcasts',
      en: 'In the museum podcast’s recording room',
    },
    credit: photo('Tobias Wendt'),
  },
  {
    key: 'quiz',
    scene: 'magnifier',
    alt: {
      de: 'Eine goldene Taschenuhr auf dunklem Leder, halb unter einer Lupe',
      en: 'A gold pocket watch on dark leather, half under a magnifying glass',
    },
    caption: {
      de: 'Genau hinsehen: Taschenuhr aus der Sammlung, um 1890',
      en: 'Look closely: a pocket watch from the collection, around 1890',
    },
    credit: photo('Jana Köhler'),
  },
  {
    key: 'press',
    scene: 'newspapers',
    alt: {
      de: 'Drei aufgefächerte Zeitungsseiten mit Spalten und Fotos auf grauem Grund',
      en: 'Three fanned-out newspaper pages with columns and photos on a grey background',
    },
    caption: {
      de: 'Das Museum in der Presse',
      en: 'The museum in the press',
    },
    credit: photo('Selin Aydın'),
  },
  {
    key: 'history',
    scene: 'facade',
    sepia: true,
    alt: {
      de: 'Alte Fotografie in Sepia: das Museumsgebäude mit Säulen und Freitreppe kurz nach der Eröffnung',
      en: 'An old sepia photograph: the museum building with its columns and steps shortly after it opened',
    },
    caption: {
      de: 'Das Museum kurz nach der Eröffnung 1891',
      en: 'The museum shortly after it opened in 1891',
    },
    credit: {
      de: 'Foto: Archiv des Zentralmuseums, Fotograf unbekannt',
      en: 'Photo: Zentralmuseum archive, photographer unknown',
    },
  },
  {
    key: 'access',
    scene: 'ramp',
    alt: {
      de: 'Eine Rampe mit Handläufen auf beiden Seiten führt zu einer gläsernen Schiebetür, daneben ein gelbes Bodenleitsystem',
      en: 'A ramp with handrails on both sides leads to a glass sliding door, with a yellow tactile guidance strip beside it',
    },
    caption: {
      de: 'Der stufenlose Eingang an der Parkseite',
      en: 'The step-free entrance on the park side',
    },
    credit: photo('Tobias Wendt'),
  },
];

export interface LogoEntry {
  key: string;
  name: string;
  color: string;
  url: string;
  group: 'media' | 'mobility' | 'memberships' | 'awards';
}

// Invented partners of the invented museum; every URL points to example domains.
export const LOGOS: LogoEntry[] = [
  {
    key: 'anzeiger',
    name: 'Mittelstadt Anzeiger',
    color: '#c1121f',
    url: 'https://anzeiger.example.org',
    group: 'media',
  },
  {
    key: 'kulturwelle',
    name: 'Kulturwelle 98,4',
    color: '#7209b7',
    url: 'https://kulturwelle.example.org',
    group: 'media',
  },
  {
    key: 'mvb',
    name: 'Mittelstädter Verkehrsbetriebe',
    color: '#0077b6',
    url: 'https://mvb.example.org',
    group: 'mobility',
  },
  {
    key: 'radtat',
    name: 'Rad & Tat Leihräder',
    color: '#2d6a4f',
    url: 'https://radundtat.example.org',
    group: 'mobility',
  },
  {
    key: 'museumsverband',
    name: 'Museumsverband Mittelstadt',
    color: '#3a5a40',
    url: 'https://museumsverband.example.org',
    group: 'memberships',
  },
  {
    key: 'technikgeschichte',
    name: 'Netzwerk Technikgeschichte',
    color: '#e76f51',
    url: 'https://technikgeschichte.example.org',
    group: 'memberships',
  },
  {
    key: 'vermittlungspreis',
    name: 'Preis für Kulturvermittlung',
    color: '#b08968',
    url: 'https://vermittlungspreis.example.org',
    group: 'awards',
  },
  {
    key: 'barrierefrei',
    name: 'Siegel Barrierefrei erleben',
    color: '#0096c7',
    url: 'https://barrierefrei-erleben.example.org',
    group: 'awards',
  },
];
