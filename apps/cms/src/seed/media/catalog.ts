import type { PictureSpec } from './image';

export interface PictureEntry extends PictureSpec {
  alt: { de: string; en: string };
}

// One picture per subject; entries reuse them to keep seeding fast.
export const PICTURES: PictureEntry[] = [
  {
    key: 'building',
    title: 'Das Haus',
    subtitle: 'The building',
    colors: ['#1f3a5f', '#4f7cac', '#f2c14e'],
    motif: 'grid',
    alt: {
      de: 'Abstrakte Komposition aus blauen Rechtecken, die an die Fassade des Museums erinnert',
      en: 'Abstract composition of blue rectangles recalling the museum façade',
    },
  },
  {
    key: 'tech',
    title: 'Maschinenhalle',
    subtitle: 'Technik, die bewegt',
    colors: ['#232323', '#5a6470', '#ff7a00'],
    motif: 'rings',
    alt: {
      de: 'Orange und graue Ringe auf dunklem Grund wie Zahnräder einer Maschine',
      en: 'Orange and grey rings on a dark background like the gears of a machine',
    },
  },
  {
    key: 'art',
    title: 'Blickwechsel',
    subtitle: 'Kunst vom Barock bis heute',
    colors: ['#5b1a3a', '#b5495b', '#f6d8ae'],
    motif: 'triangles',
    alt: {
      de: 'Warme rote Farbflächen und helle Dreiecke in einer malerischen Komposition',
      en: 'Warm red colour fields and light triangles in a painterly composition',
    },
  },
  {
    key: 'streamlines',
    title: 'Stromlinien',
    subtitle: 'Design in Bewegung',
    colors: ['#0b4f6c', '#01baef', '#fbfbff'],
    motif: 'waves',
    alt: {
      de: 'Geschwungene weiße Linien auf türkisem Verlauf',
      en: 'Sweeping white lines on a turquoise gradient',
    },
  },
  {
    key: 'signals',
    title: 'Signale',
    subtitle: 'Vom Morsecode zum Mobilfunk',
    colors: ['#14213d', '#3a0ca3', '#fca311'],
    motif: 'stripes',
    alt: {
      de: 'Schräge Lichtstreifen in Gelb und Violett wie Funkwellen',
      en: 'Diagonal stripes of yellow and violet light like radio waves',
    },
  },
  {
    key: 'schauhaus',
    title: 'Schauhaus',
    subtitle: 'Farbe als Material',
    colors: ['#ff006e', '#8338ec', '#ffbe0b'],
    motif: 'circles',
    alt: {
      de: 'Leuchtende Farbkreise in Pink, Violett und Gelb',
      en: 'Bright colour circles in pink, violet and yellow',
    },
  },
  {
    key: 'glass',
    title: 'Glas und Licht',
    subtitle: 'Rückblick',
    colors: ['#2a9d8f', '#e9f5db', '#264653'],
    motif: 'circles',
    alt: {
      de: 'Transparente grüne Kreise, die sich wie Glas überlagern',
      en: 'Transparent green circles overlapping like glass',
    },
  },
  {
    key: 'tour',
    title: 'Führungen',
    subtitle: 'Gemeinsam entdecken',
    colors: ['#3d405b', '#81b29a', '#f2cc8f'],
    motif: 'grid',
    alt: {
      de: 'Grüne und sandfarbene Felder als Grundriss eines Rundgangs',
      en: 'Green and sand-coloured fields like the floor plan of a tour',
    },
  },
  {
    key: 'workshop',
    title: 'Werkstatt',
    subtitle: 'Selbst machen',
    colors: ['#6a4c93', '#1982c4', '#8ac926'],
    motif: 'triangles',
    alt: {
      de: 'Bunte Dreiecke wie Bastelpapier auf blauem Grund',
      en: 'Colourful triangles like craft paper on a blue background',
    },
  },
  {
    key: 'concert',
    title: 'Klang im Museum',
    subtitle: 'Konzerte',
    colors: ['#10002b', '#5a189a', '#e0aaff'],
    motif: 'waves',
    alt: { de: 'Violette Wellenlinien wie Schallwellen', en: 'Violet wavy lines like sound waves' },
  },
  {
    key: 'family',
    title: 'Familien',
    subtitle: 'Museum für alle',
    colors: ['#ff9f1c', '#ffbf69', '#2ec4b6'],
    motif: 'circles',
    alt: { de: 'Fröhliche orange und türkise Kreise', en: 'Cheerful orange and turquoise circles' },
  },
  {
    key: 'podcast',
    title: 'Podcast',
    subtitle: 'Ohren auf',
    colors: ['#003049', '#d62828', '#fcbf49'],
    motif: 'rings',
    alt: {
      de: 'Konzentrische Ringe in Rot und Gelb wie ein Lautsprecher',
      en: 'Concentric red and yellow rings like a loudspeaker',
    },
  },
  {
    key: 'quiz',
    title: 'Quiz',
    subtitle: 'Wissen testen',
    colors: ['#2b2d42', '#8d99ae', '#ef233c'],
    motif: 'grid',
    alt: {
      de: 'Raster aus grauen und roten Feldern wie ein Spielbrett',
      en: 'Grid of grey and red squares like a game board',
    },
  },
  {
    key: 'press',
    title: 'Presse',
    subtitle: 'Neuigkeiten',
    colors: ['#212529', '#6c757d', '#f8f9fa'],
    motif: 'stripes',
    alt: {
      de: 'Graue und weiße Streifen wie Zeitungsspalten',
      en: 'Grey and white stripes like newspaper columns',
    },
  },
  {
    key: 'history',
    title: 'Geschichte',
    subtitle: 'Seit 1891',
    colors: ['#7f5539', '#ddb892', '#582f0e'],
    motif: 'stripes',
    alt: {
      de: 'Sepiafarbene Streifen wie eine alte Fotografie',
      en: 'Sepia stripes like an old photograph',
    },
  },
  {
    key: 'access',
    title: 'Barrierefrei',
    subtitle: 'Museum für alle',
    colors: ['#005f73', '#94d2bd', '#ee9b00'],
    motif: 'waves',
    alt: { de: 'Ruhige Wellen in Petrol und Mint', en: 'Calm waves in petrol and mint' },
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
