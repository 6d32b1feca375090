import { h2, p, paragraphs, ul } from '../lib/blocks';
import { docIds, mediaId, type SeedContext } from '../lib/context';
import type { LocalizedItem } from '../lib/documents';
import { addDays, isoDate } from '../lib/time';
import { TICKET_SHOP } from './event-facts';

export function exhibitions(ctx: SeedContext): LocalizedItem[] {
  const day = (offset: number) => isoDate(addDays(ctx.today, offset));
  const image = (key: string) => mediaId(ctx, key);
  const seo = (metaDescription: string, imageKey: string) => ({
    metaDescription,
    shareImage: image(imageKey),
  });

  const items: LocalizedItem[] = [
    {
      key: 'maschinenhalle',
      de: {
        title: 'Maschinenhalle: Technik, die bewegt',
        slug: 'maschinenhalle',
        type: 'permanent',
        variant: 'tech',
        headline: 'Von der Dampfmaschine bis zum Mikrochip',
        startDate: '2012-05-04',
        endDate: null,
        teaserText:
          'Dampf, Strom und Daten: In der Maschinenhalle laufen die großen Erfindungen der letzten 200 Jahre – viele davon zum Anfassen.',
        body: [
          ...paragraphs(
            'Die Maschinenhalle ist das Herz der technischen Sammlung des Zentralmuseums. Auf 2.400 Quadratmetern zeigen wir, wie Maschinen Arbeit, Alltag und Städte verändert haben.',
            'Eine restaurierte Dampfmaschine von 1898 läuft jeden Sonntag um 14 Uhr vor Publikum. Daneben erzählen Webstühle, Elektromotoren und frühe Rechenmaschinen von den Menschen, die sie erfunden, gebaut und bedient haben.',
          ),
          h2('Was Sie erwartet'),
          ul(
            'über 300 Objekte aus zwei Jahrhunderten',
            'zwölf Mitmachstationen für alle Altersgruppen',
            'Vorführungen an historischen Maschinen',
          ),
        ],
        image: image('tech'),
        gallery: [image('tech'), image('workshop'), image('history')],
        place: 'Erdgeschoss, Halle A',
        seasonalColorRequired: false,
        seo: seo(
          'Die Dauerausstellung zur Technikgeschichte im Zentralmuseum: Dampf, Strom und Daten zum Anfassen.',
          'tech',
        ),
      },
      en: {
        title: 'Machine Hall: Technology in Motion',
        slug: 'machine-hall',
        type: 'permanent',
        variant: 'tech',
        headline: 'From the steam engine to the microchip',
        startDate: '2012-05-04',
        endDate: null,
        teaserText:
          'Steam, electricity and data: the great inventions of the last 200 years are running in the Machine Hall – many of them hands-on.',
        body: [
          ...paragraphs(
            "The Machine Hall is the heart of the Zentralmuseum's technology collection. Across 2,400 square metres we show how machines changed work, everyday life and cities.",
            'A restored steam engine from 1898 runs in front of visitors every Sunday at 2 pm. Next to it, looms, electric motors and early calculating machines tell the stories of the people who invented, built and operated them.',
          ),
          h2('What to expect'),
          ul(
            'more than 300 objects from two centuries',
            'twelve hands-on stations for all ages',
            'demonstrations on historic machines',
          ),
        ],
        image: image('tech'),
        gallery: [image('tech'), image('workshop'), image('history')],
        place: 'Ground floor, Hall A',
        seasonalColorRequired: false,
        seo: seo(
          'The permanent exhibition on the history of technology at the Zentralmuseum: steam, electricity and data to touch.',
          'tech',
        ),
      },
    },
    {
      key: 'blickwechsel',
      de: {
        title: 'Blickwechsel: Kunst vom Barock bis heute',
        slug: 'blickwechsel',
        type: 'permanent',
        variant: 'art',
        headline: 'Vierhundert Jahre Sehen',
        startDate: '2015-10-17',
        endDate: null,
        teaserText:
          'Porträts, Landschaften, Experimente: Die Kunstsammlung stellt Werke aus vier Jahrhunderten einander gegenüber und lädt zum genauen Hinsehen ein.',
        body: [
          ...paragraphs(
            'Die Kunstsammlung des Zentralmuseums ordnet ihre Werke nicht streng nach Epochen. Stattdessen begegnen sich ein barockes Stillleben und eine Fotografie aus den 1990er-Jahren, ein Landschaftsgemälde der Romantik und eine Videoarbeit.',
            'So entstehen Fragen, die jede Generation neu stellt: Wie zeigen wir uns selbst? Was ist schön? Und wer entscheidet, was in ein Museum gehört?',
          ),
          h2('Rundgang in sieben Räumen'),
          p(
            'Jeder Raum widmet sich einem Thema – Gesicht, Natur, Stadt, Arbeit, Glaube, Farbe und Zukunft. Ein Audioguide in Deutsch, Englisch und Leichter Sprache begleitet Sie.',
          ),
        ],
        image: image('art'),
        gallery: [image('art'), image('glass'), image('building')],
        place: '1. Obergeschoss, Galerie',
        seasonalColorRequired: false,
        seo: seo(
          'Die Kunstsammlung des Zentralmuseums: Werke aus vier Jahrhunderten im Dialog.',
          'art',
        ),
      },
      en: {
        title: 'Changing Perspectives: Art from the Baroque to Today',
        slug: 'changing-perspectives',
        type: 'permanent',
        variant: 'art',
        headline: 'Four hundred years of seeing',
        startDate: '2015-10-17',
        endDate: null,
        teaserText:
          'Portraits, landscapes, experiments: the art collection places works from four centuries side by side and invites you to look closely.',
        body: [
          ...paragraphs(
            "The Zentralmuseum's art collection does not arrange its works strictly by period. Instead, a Baroque still life meets a photograph from the 1990s, and a Romantic landscape painting meets a video work.",
            'This raises questions that every generation asks anew: how do we portray ourselves? What is beautiful? And who decides what belongs in a museum?',
          ),
          h2('A tour through seven rooms'),
          p(
            'Each room is devoted to one theme – face, nature, city, work, faith, colour and future. An audio guide in German, English and simple language accompanies you.',
          ),
        ],
        image: image('art'),
        gallery: [image('art'), image('glass'), image('building')],
        place: '1st floor, Gallery',
        seasonalColorRequired: false,
        seo: seo(
          'The art collection of the Zentralmuseum: works from four centuries in dialogue.',
          'art',
        ),
      },
    },
    {
      key: 'werkstatt-der-dinge',
      de: {
        title: 'Werkstatt der Dinge',
        slug: 'werkstatt-der-dinge',
        type: 'permanent',
        variant: 'default',
        headline: 'Geschichten aus beiden Sammlungen',
        startDate: '2019-03-09',
        endDate: null,
        teaserText:
          'Ein Radio, ein Teeservice, ein Gemälde: Die Werkstatt der Dinge erzählt, woher Gegenstände kommen und warum wir sie aufbewahren.',
        body: paragraphs(
          'In der Werkstatt der Dinge treffen Technik und Kunst aufeinander. Jedes der 60 Objekte hat eine Geschichte: Wer hat es hergestellt, wer hat es benutzt, und wie ist es ins Museum gekommen?',
          'Im offenen Depot können Sie unseren Restauratorinnen und Restauratoren donnerstags bei der Arbeit über die Schulter schauen.',
        ),
        image: image('building'),
        gallery: [image('building'), image('history')],
        place: 'Erdgeschoss, Foyer und Studio',
        seasonalColorRequired: false,
      },
      en: {
        title: 'Workshop of Things',
        slug: 'workshop-of-things',
        type: 'permanent',
        variant: 'default',
        headline: 'Stories from both collections',
        startDate: '2019-03-09',
        endDate: null,
        teaserText:
          'A radio, a tea set, a painting: the Workshop of Things tells where objects come from and why we keep them.',
        body: paragraphs(
          'In the Workshop of Things, technology and art meet. Each of the 60 objects has a story: who made it, who used it and how did it come to the museum?',
          'In the open storage area you can watch our conservators at work on Thursdays.',
        ),
        image: image('building'),
        gallery: [image('building'), image('history')],
        place: 'Ground floor, foyer and studio',
        seasonalColorRequired: false,
      },
    },
    {
      key: 'stromlinien',
      de: {
        title: 'Stromlinien – Design in Bewegung',
        slug: 'stromlinien',
        type: 'temporary',
        variant: 'default',
        headline: 'Entwürfe aus drei Jahrzehnten',
        startDate: day(-42),
        endDate: day(84),
        teaserText:
          'Vom Zeppelin bis zum Toaster: Wie die Stromlinie im 20. Jahrhundert zum Versprechen von Tempo und Fortschritt wurde.',
        body: paragraphs(
          'In den 1930er-Jahren sah plötzlich alles schnell aus – sogar Dinge, die sich nie bewegen. Die Sonderausstellung zeigt 140 Entwürfe aus Verkehr, Haushalt und Grafik.',
          'Ein Windkanal zum Ausprobieren macht sichtbar, was Designerinnen und Ingenieure damals antrieb: weniger Widerstand, mehr Eleganz.',
        ),
        image: image('streamlines'),
        gallery: [image('streamlines'), image('tech')],
        place: 'Sonderausstellungshalle, 2. Obergeschoss',
        seasonalColorRequired: false,
      },
      en: {
        title: 'Streamlines – Design in Motion',
        slug: 'streamlines',
        type: 'temporary',
        variant: 'default',
        headline: 'Designs from three decades',
        startDate: day(-42),
        endDate: day(84),
        teaserText:
          "From the Zeppelin to the toaster: how the streamline became the 20th century's promise of speed and progress.",
        body: paragraphs(
          'In the 1930s everything suddenly looked fast – even things that never move. The special exhibition shows 140 designs from transport, household and graphic design.',
          'A wind tunnel you can try yourself reveals what drove designers and engineers at the time: less drag, more elegance.',
        ),
        image: image('streamlines'),
        gallery: [image('streamlines'), image('tech')],
        place: 'Special exhibition hall, 2nd floor',
        seasonalColorRequired: false,
      },
    },
    {
      key: 'signale',
      de: {
        title: 'Signale – Vom Morsecode zum Mobilfunk',
        slug: 'signale',
        type: 'temporary',
        variant: 'default',
        headline: 'Demnächst',
        startDate: day(35),
        endDate: day(180),
        teaserText:
          'Kurz, lang, kurz: Eine Ausstellung über 180 Jahre Nachrichten auf Distanz – vom Telegrafen bis zum Smartphone.',
        body: paragraphs(
          'Wie kommt eine Nachricht an? Die Ausstellung folgt Signalen durch Kabel, Luft und Glasfaser und stellt die Menschen vor, die sie gesendet, vermittelt und empfangen haben.',
          'Höhepunkt ist ein funktionierendes Fernschreibnetz, über das Besucherinnen und Besucher einander Nachrichten schicken können.',
        ),
        image: image('signals'),
        gallery: [image('signals')],
        place: 'Sonderausstellungshalle, 2. Obergeschoss',
        seasonalColorRequired: false,
      },
      en: {
        title: 'Signals – From Morse Code to Mobile Networks',
        slug: 'signals',
        type: 'temporary',
        variant: 'default',
        headline: 'Coming soon',
        startDate: day(35),
        endDate: day(180),
        teaserText:
          'Short, long, short: an exhibition about 180 years of messages over distance – from the telegraph to the smartphone.',
        body: paragraphs(
          'How does a message arrive? The exhibition follows signals through cables, air and optical fibre and introduces the people who sent, switched and received them.',
          'Its highlight is a working telex network through which visitors can send each other messages.',
        ),
        image: image('signals'),
        gallery: [image('signals')],
        place: 'Special exhibition hall, 2nd floor',
        seasonalColorRequired: false,
      },
    },
    {
      key: 'farbe-als-material',
      de: {
        title: 'Farbe als Material',
        slug: 'farbe-als-material',
        type: 'schauhaus',
        variant: 'default',
        headline: 'Im Schauhaus',
        startDate: day(-21),
        endDate: day(63),
        teaserText:
          'Pigmente, Lacke, Licht: Fünf junge Künstlerinnen und Künstler verwandeln das Schauhaus in einen begehbaren Farbraum.',
        body: paragraphs(
          'Das Schauhaus ist der Ort für Experimente im Zentralmuseum. In dieser Saison arbeiten fünf Künstlerinnen und Künstler mit Farbe nicht als Oberfläche, sondern als Stoff: geschüttet, gegossen, gestapelt.',
          'Jeden Samstag öffnet das Atelier im Schauhaus seine Türen – Sie können zusehen und mitmachen.',
        ),
        image: image('schauhaus'),
        gallery: [image('schauhaus'), image('art')],
        place: 'Schauhaus im Museumsgarten',
        seasonalColorRequired: true,
      },
      en: {
        title: 'Colour as Material',
        slug: 'colour-as-material',
        type: 'schauhaus',
        variant: 'default',
        headline: 'At the Schauhaus',
        startDate: day(-21),
        endDate: day(63),
        teaserText:
          'Pigments, lacquers, light: five young artists turn the Schauhaus into a walk-in space of colour.',
        body: paragraphs(
          "The Schauhaus is the Zentralmuseum's place for experiments. This season five artists work with colour not as a surface but as a substance: poured, cast, stacked.",
          'Every Saturday the studio in the Schauhaus opens its doors – you are welcome to watch and join in.',
        ),
        image: image('schauhaus'),
        gallery: [image('schauhaus'), image('art')],
        place: 'Schauhaus in the museum garden',
        seasonalColorRequired: true,
      },
    },
    {
      key: 'glas-und-licht',
      de: {
        title: 'Glas und Licht',
        slug: 'glas-und-licht',
        type: 'temporary',
        variant: 'default',
        headline: 'Rückblick',
        startDate: day(-230),
        endDate: day(-50),
        teaserText:
          'Die Sonderausstellung über Glas in Kunst und Technik ist zu Ende. Ein Rückblick auf Linsen, Fenster und leuchtende Objekte.',
        body: paragraphs(
          'Über 48.000 Menschen haben „Glas und Licht“ besucht. Die Ausstellung zeigte, wie Glas unser Sehen erweitert hat – vom Brennglas bis zum Glasfaserkabel.',
          'Ausgewählte Objekte sind jetzt in der Werkstatt der Dinge zu sehen.',
        ),
        image: image('glass'),
        gallery: [image('glass')],
        place: 'Sonderausstellungshalle, 2. Obergeschoss',
        seasonalColorRequired: false,
      },
      en: {
        title: 'Glass and Light',
        slug: 'glass-and-light',
        type: 'temporary',
        variant: 'default',
        headline: 'Review',
        startDate: day(-230),
        endDate: day(-50),
        teaserText:
          'The special exhibition on glass in art and technology has closed. A look back at lenses, windows and luminous objects.',
        body: paragraphs(
          'More than 48,000 people visited "Glass and Light". The exhibition showed how glass has extended our vision – from the burning glass to the optical fibre.',
          'Selected objects can now be seen in the Workshop of Things.',
        ),
        image: image('glass'),
        gallery: [image('glass')],
        place: 'Special exhibition hall, 2nd floor',
        seasonalColorRequired: false,
      },
    },
    // German-only on purpose: a small display of the town's dialect, whose texts are the
    // exhibits; the language switch on its page is disabled (SPEC §2).
    {
      key: 'platt-im-alltag',
      de: {
        title: 'Platt im Alltag: Wörter aus der Werkstatt',
        slug: 'platt-im-alltag',
        type: 'temporary',
        variant: 'default',
        headline: 'Rückblick',
        startDate: day(-320),
        endDate: day(-150),
        teaserText:
          'Schraubzwinge, Fitschenband, Bullerjan: Eine Kabinettausstellung sammelte die Mundartwörter, mit denen in Mittelstadts Werkstätten gearbeitet wurde.',
        body: paragraphs(
          'Ehemalige Schlosser, Weberinnen und Drucker haben uns ihre Wörter erzählt. Auf Tafeln und an Hörstationen waren sie neben den Werkzeugen zu sehen, die sie benennen.',
          'Die Tonaufnahmen liegen jetzt im Archiv des Museums und können nach Anmeldung angehört werden.',
        ),
        image: image('workshop'),
        gallery: [image('workshop'), image('history')],
        place: 'Kabinett, 1. Obergeschoss',
        seasonalColorRequired: false,
      },
    },
  ];
  return items.map((item) => withSharedFacts(ctx, item));
}

interface ExhibitionFacts {
  room: string | null;
  stepFree: boolean;
  languages: string;
  /** Accessibility tags (keys). */
  tags: string[];
  /** Running or coming: tickets can be bought online. */
  tickets: boolean;
}

/**
 * The facts both languages share (not localized, decision 0055). Every exhibition is part of
 * the museum's admission; the per-language texts say so.
 */
const EXHIBITION_FACTS: Record<string, ExhibitionFacts> = {
  maschinenhalle: {
    room: 'E 01',
    stepFree: true,
    languages: 'de, en',
    tags: ['accessible'],
    tickets: true,
  },
  blickwechsel: {
    room: '1.12',
    stepFree: true,
    languages: 'de, en',
    tags: ['accessible'],
    tickets: true,
  },
  'werkstatt-der-dinge': {
    room: 'E 08',
    stepFree: true,
    languages: 'de, en',
    tags: ['accessible', 'simpleLanguage'],
    tickets: true,
  },
  stromlinien: {
    room: '2.01',
    stepFree: true,
    languages: 'de, en',
    tags: ['accessible', 'signLanguage'],
    tickets: true,
  },
  signale: {
    room: '2.01',
    stepFree: true,
    languages: 'de, en',
    tags: ['accessible'],
    tickets: true,
  },
  'farbe-als-material': {
    room: null,
    stepFree: false,
    languages: 'de, en',
    tags: [],
    tickets: true,
  },
  'glas-und-licht': { room: '2.01', stepFree: true, languages: 'de, en', tags: [], tickets: false },
  'platt-im-alltag': { room: '1.20', stepFree: true, languages: 'de', tags: [], tickets: false },
};

const INFO = {
  de: { costs: 'Im Museumseintritt enthalten' },
  en: { costs: 'Included in museum admission' },
};
const SCHAUHAUS_ACCESS = {
  de: 'Drei Stufen vom Gartenweg; eine mobile Rampe bringt das Aufsichtspersonal auf Wunsch.',
  en: 'Three steps from the garden path; the attendants bring a mobile ramp on request.',
};

function withSharedFacts(ctx: SeedContext, item: LocalizedItem): LocalizedItem {
  const facts = EXHIBITION_FACTS[item.key];
  if (!facts) return item;
  const shared = {
    room: facts.room,
    stepFree: facts.stepFree,
    languages: facts.languages,
    ticketUrl: facts.tickets ? `${TICKET_SHOP}/` : null,
    accessibilityTags: docIds(ctx, 'accessibility-tag', facts.tags),
  };
  const info = (locale: 'de' | 'en') => ({
    ...INFO[locale],
    ...(facts.stepFree ? {} : { accessibility: SCHAUHAUS_ACCESS[locale] }),
  });
  return {
    ...item,
    de: { ...item.de, ...shared, info: info('de') },
    en: item.en ? { ...item.en, ...shared, info: info('en') } : undefined,
  };
}
