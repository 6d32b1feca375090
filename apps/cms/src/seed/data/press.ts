import { paragraphs } from '../lib/blocks';
import { mediaId, type SeedContext } from '../lib/context';
import type { LocalizedItem } from '../lib/documents';
import { addDays, isoDate } from '../lib/time';

interface PressText {
  slug: string;
  title: string;
  teaser: string;
  body: string[];
}
interface PressSpec {
  daysAgo: number;
  image: string;
  pdf: string;
  de: PressText;
  en: PressText;
}

const RELEASES: PressSpec[] = [
  {
    daysAgo: 3,
    image: 'signals',
    pdf: 'pdf-signale',
    de: {
      slug: 'signale-ausstellung-angekuendigt',
      title: 'Vom Morsecode zum Mobilfunk: Zentralmuseum kündigt „Signale“ an',
      teaser:
        'Die neue Sonderausstellung zeigt ab dem kommenden Monat 180 Jahre Nachrichtentechnik.',
      body: [
        'Mit „Signale“ widmet sich das Zentralmuseum der Geschichte der Telekommunikation. Rund 220 Objekte, darunter ein funktionierendes Fernschreibnetz, erzählen von Menschen, die Nachrichten gesendet und empfangen haben.',
        'Die Ausstellung entsteht in Zusammenarbeit mit dem Netzwerk Technikgeschichte.',
      ],
    },
    en: {
      slug: 'signals-exhibition-announced',
      title: 'From Morse Code to Mobile Networks: Zentralmuseum Announces "Signals"',
      teaser:
        'From next month the new special exhibition shows 180 years of communication technology.',
      body: [
        'With "Signals" the Zentralmuseum turns to the history of telecommunications. Around 220 objects, including a working telex network, tell of the people who sent and received messages.',
        'The exhibition is produced in cooperation with the Netzwerk Technikgeschichte.',
      ],
    },
  },
  {
    daysAgo: 23,
    image: 'schauhaus',
    pdf: 'pdf-farbe',
    de: {
      slug: 'schauhaus-farbe-als-material',
      title: 'Schauhaus zeigt „Farbe als Material“',
      teaser: 'Fünf junge Positionen verwandeln das Schauhaus in einen begehbaren Farbraum.',
      body: [
        'Die Ausstellung versammelt Arbeiten von fünf Künstlerinnen und Künstlern, die Farbe als Stoff begreifen. Ein offenes Atelier lädt jeden Samstag zum Mitmachen ein.',
      ],
    },
    en: {
      slug: 'schauhaus-colour-as-material',
      title: 'Schauhaus Presents "Colour as Material"',
      teaser: 'Five young artists turn the Schauhaus into a walk-in space of colour.',
      body: [
        'The exhibition brings together works by five artists who treat colour as a substance. An open studio invites visitors to join in every Saturday.',
      ],
    },
  },
  {
    daysAgo: 44,
    image: 'streamlines',
    pdf: 'pdf-stromlinien',
    de: {
      slug: 'stromlinien-eroeffnet',
      title: '„Stromlinien – Design in Bewegung“ eröffnet',
      teaser: '140 Entwürfe zeigen, wie die Stromlinie zum Symbol des Fortschritts wurde.',
      body: [
        'Vom Zeppelin bis zum Toaster: Die Sonderausstellung zeigt Design aus Verkehr, Haushalt und Grafik. Ein begehbarer Windkanal macht die Prinzipien der Aerodynamik erfahrbar.',
      ],
    },
    en: {
      slug: 'streamlines-opens',
      title: '"Streamlines – Design in Motion" Opens',
      teaser: '140 designs show how the streamline became the symbol of progress.',
      body: [
        'From the Zeppelin to the toaster: the special exhibition shows design from transport, household and graphics. A walk-in wind tunnel lets visitors experience the principles of aerodynamics.',
      ],
    },
  },
  {
    daysAgo: 70,
    image: 'building',
    pdf: 'pdf-jahresbilanz',
    de: {
      slug: 'jahresbilanz',
      title: 'Zentralmuseum zieht Jahresbilanz: 312.000 Besuche',
      teaser: 'Mehr Familien, mehr Schulklassen und ein neuer Rekord bei den Führungen.',
      body: [
        'Das Zentralmuseum verzeichnete im vergangenen Jahr 312.000 Besuche, ein Plus von elf Prozent. Besonders gefragt waren Führungen für Schulklassen und das Familienprogramm am Wochenende.',
        'Die Direktorin dankt dem Freundeskreis und allen Förderern für ihre Unterstützung.',
      ],
    },
    en: {
      slug: 'annual-review',
      title: 'Zentralmuseum Annual Review: 312,000 Visits',
      teaser: 'More families, more school classes and a new record for guided tours.',
      body: [
        'The Zentralmuseum recorded 312,000 visits last year, an increase of eleven per cent. Tours for school classes and the weekend family programme were particularly popular.',
        "The director thanks the friends' circle and all sponsors for their support.",
      ],
    },
  },
  {
    daysAgo: 95,
    image: 'access',
    pdf: 'pdf-vermittlungspreis',
    de: {
      slug: 'preis-fuer-kulturvermittlung',
      title: 'Preis für Kulturvermittlung für inklusive Führungen',
      teaser:
        'Das Zentralmuseum wird für seine Tastführungen und Angebote in Gebärdensprache ausgezeichnet.',
      body: [
        'Die Jury würdigt, dass das Museum blinde, gehörlose und lernbehinderte Menschen nicht nur als Zielgruppe, sondern als Mitgestaltende einbezieht. Das Preisgeld fließt in neue Tastmodelle.',
      ],
    },
    en: {
      slug: 'award-for-cultural-education',
      title: 'Award for Cultural Education for Inclusive Tours',
      teaser: 'The Zentralmuseum is honoured for its touch tours and sign language offers.',
      body: [
        'The jury recognises that the museum involves blind, deaf and learning-disabled people not only as an audience but as co-creators. The prize money will fund new tactile models.',
      ],
    },
  },
];

export interface PdfSpec {
  key: string;
  fileName: string;
  title: string;
  paragraphs: string[];
}

/** The PDFs the press section links to; bilingual, like a real press office would send them. */
export const PRESS_PDFS: PdfSpec[] = [
  ...RELEASES.map((release) => ({
    key: release.pdf,
    fileName: `zm-pressemitteilung-${release.de.slug}.pdf`,
    title: `Pressemitteilung: ${release.de.title}`,
    paragraphs: [
      release.de.teaser,
      ...release.de.body,
      '—',
      release.en.title,
      release.en.teaser,
      ...release.en.body,
      'Pressekontakt / Press contact: presse@zentralmuseum.example, +49 123 456 78-30',
    ],
  })),
  {
    key: 'pdf-factsheet',
    fileName: 'zm-factsheet.pdf',
    title: 'Zentralmuseum – Factsheet',
    paragraphs: [
      'Gegründet 1891 als Gewerbemuseum, seit 1974 Zentralmuseum. Sammlungen: Technik (ca. 48.000 Objekte), Kunst (ca. 9.500 Werke). Ausstellungsfläche 11.000 m², Schauhaus im Museumsgarten seit 2018.',
      'Founded in 1891 as a museum of trades, Zentralmuseum since 1974. Collections: technology (approx. 48,000 objects), art (approx. 9,500 works). 11,000 m² of exhibition space, Schauhaus in the museum garden since 2018.',
    ],
  },
  {
    key: 'pdf-booklet',
    fileName: 'zm-ausstellungsheft-stromlinien.pdf',
    title: 'Ausstellungsheft Stromlinien / Exhibition booklet Streamlines',
    paragraphs: [
      'Raum 1: Tempo als Versprechen. Raum 2: Der Windkanal. Raum 3: Stromlinie im Haushalt. Raum 4: Grafik in Bewegung.',
      'Room 1: Speed as a promise. Room 2: The wind tunnel. Room 3: Streamlined households. Room 4: Graphics in motion.',
    ],
  },
  {
    key: 'pdf-pressestimmen',
    fileName: 'zm-pressestimmen.pdf',
    title: 'Pressestimmen / Press commentary',
    paragraphs: [
      '„Eine Ausstellung, die man mit dem ganzen Körper versteht.“ – Mittelstadt Anzeiger',
      '"An exhibition you understand with your whole body." – Kulturwelle 98,4',
    ],
  },
];

export function pressReleases(ctx: SeedContext): LocalizedItem[] {
  const date = (daysAgo: number) => isoDate(addDays(ctx.today, -daysAgo));
  const contactDe = {
    title: 'Pressekontakt',
    name: 'Katrin Hoffmann',
    phone: '+49 123 456 78-30',
    mail: 'presse@zentralmuseum.example',
    text: 'Pressestelle des Zentralmuseums',
  };
  const contactEn = { ...contactDe, title: 'Press contact', text: 'Zentralmuseum press office' };

  const releases = RELEASES.map((release): LocalizedItem => {
    const shared = {
      kind: 'release',
      date: date(release.daysAgo),
      image: mediaId(ctx, release.image),
    };
    const downloads = (lang: 'de' | 'en') => [
      {
        title: lang === 'de' ? 'Pressemitteilung (PDF)' : 'Press release (PDF, German and English)',
        file: mediaId(ctx, release.pdf),
        kind: 'download',
      },
      {
        title: lang === 'de' ? 'Pressebild' : 'Press image',
        file: mediaId(ctx, release.image),
        kind: 'download',
        description:
          lang === 'de'
            ? '© Zentralmuseum, Abdruck honorarfrei bei Nennung'
            : '© Zentralmuseum, free of charge with credit',
      },
    ];
    return {
      key: release.de.slug,
      de: {
        ...shared,
        title: release.de.title,
        slug: release.de.slug,
        teaserText: release.de.teaser,
        body: paragraphs(...release.de.body),
        downloads: downloads('de'),
        contact: contactDe,
      },
      en: {
        ...shared,
        title: release.en.title,
        slug: release.en.slug,
        teaserText: release.en.teaser,
        body: paragraphs(...release.en.body),
        downloads: downloads('en'),
        contact: contactEn,
      },
    };
  });

  const kitShared = { kind: 'kit', date: date(10), image: mediaId(ctx, 'press') };
  const kitDownloads = (lang: 'de' | 'en') => {
    const de = lang === 'de';
    return [
      {
        title: de ? 'Factsheet Zentralmuseum' : 'Zentralmuseum fact sheet',
        file: mediaId(ctx, 'pdf-factsheet'),
        kind: 'download',
      },
      {
        title: de ? 'Ausstellungsheft Stromlinien' : 'Exhibition booklet Streamlines',
        file: mediaId(ctx, 'pdf-booklet'),
        kind: 'booklet',
      },
      {
        title: de ? 'Pressestimmen' : 'Press commentary',
        file: mediaId(ctx, 'pdf-pressestimmen'),
        kind: 'pressCommentary',
      },
      {
        title: de ? 'Video: Die Dampfmaschine von innen' : 'Video: Inside the Steam Engine',
        url: 'https://video.example.org/zm/dampfmaschine-von-innen',
        kind: 'video',
      },
      {
        title: de ? 'Pressebild Maschinenhalle' : 'Press image Machine Hall',
        file: mediaId(ctx, 'tech'),
        kind: 'download',
      },
      {
        title: de ? 'Pressebild Schauhaus' : 'Press image Schauhaus',
        file: mediaId(ctx, 'schauhaus'),
        kind: 'download',
      },
    ];
  };
  const kit: LocalizedItem = {
    key: 'pressemappe-zentralmuseum',
    de: {
      ...kitShared,
      title: 'Pressemappe Zentralmuseum',
      slug: 'pressemappe-zentralmuseum',
      headline: 'Alles auf einen Blick',
      teaserText: 'Factsheet, Ausstellungsheft, Pressestimmen, Video und Bilder zum Herunterladen.',
      body: paragraphs(
        'Die Pressemappe enthält aktuelle Informationen zum Haus und zu den laufenden Ausstellungen. Alle Bilder dürfen im Rahmen der Berichterstattung honorarfrei verwendet werden.',
      ),
      downloads: kitDownloads('de'),
      contact: contactDe,
    },
    en: {
      ...kitShared,
      title: 'Zentralmuseum Press Kit',
      slug: 'zentralmuseum-press-kit',
      headline: 'Everything at a glance',
      teaserText: 'Fact sheet, exhibition booklet, press commentary, video and images to download.',
      body: paragraphs(
        'The press kit contains current information about the museum and its exhibitions. All images may be used free of charge for coverage.',
      ),
      downloads: kitDownloads('en'),
      contact: contactEn,
    },
  };
  return [...releases, kit];
}
