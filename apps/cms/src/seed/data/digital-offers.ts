import { h2, p, paragraphs } from '../lib/blocks';
import { docId, docIds, mediaId, type SeedContext } from '../lib/context';
import type { LocalizedItem } from '../lib/documents';
import { addDays, isoDate } from '../lib/time';
import { COLOUR_QUIZ, MACHINE_QUIZ } from './quizzes';

// Invented video addresses; the site embeds them only with the visitor's consent.
export const STEAM_ENGINE_VIDEO = 'https://www.youtube.com/watch?v=Zm7dAmpfM01';
export const PAINTING_VIDEO = 'https://vimeo.com/824513967';

// Podcast audio is generated in the media step; durations are shared with it.
export const PODCAST_AUDIO = [
  { key: 'audio-maschinen', fileName: 'zm-podcast-maschinen-fluestern.mp3', seconds: 32 },
  { key: 'audio-farbe', fileName: 'zm-podcast-farbe-hoeren.mp3', seconds: 27 },
];

export function digitalOffers(ctx: SeedContext): LocalizedItem[] {
  const published = (daysAgo: number) => isoDate(addDays(ctx.today, -daysAgo));
  const shared = (
    type: string,
    daysAgo: number,
    imageKey: string,
    author: string,
    categories: string[],
  ) => ({
    type,
    publishedDate: published(daysAgo),
    image: mediaId(ctx, imageKey),
    author: docId(ctx, 'author', author),
    categories: docIds(ctx, 'category', categories),
  });
  const audio = (index: number) => ({
    audio: mediaId(ctx, PODCAST_AUDIO[index].key),
    audioDurationSeconds: PODCAST_AUDIO[index].seconds,
  });

  const blog1 = shared('Blog', 12, 'history', 'jonas-albrecht', [
    'hinter-den-kulissen',
    'technikgeschichte',
  ]);
  const blog2 = shared('Blog', 30, 'schauhaus', 'lea-sommer', ['hinter-den-kulissen', 'kunst']);
  const podcast1 = {
    ...shared('Podcast', 5, 'podcast', 'jonas-albrecht', ['technikgeschichte']),
    ...audio(0),
  };
  const podcast2 = { ...shared('Podcast', 19, 'podcast', 'lea-sommer', ['kunst']), ...audio(1) };
  const video1 = {
    ...shared('Video', 8, 'tech', 'jonas-albrecht', ['technikgeschichte']),
    videoUrl: STEAM_ENGINE_VIDEO,
  };
  const video2 = {
    ...shared('Video', 40, 'art', 'lea-sommer', ['kunst', 'hinter-den-kulissen']),
    videoUrl: PAINTING_VIDEO,
  };
  const quiz1 = shared('Quiz', 3, 'quiz', 'mira-okafor', ['zum-mitraten', 'technikgeschichte']);
  const quiz2 = shared('Quiz', 25, 'quiz', 'mira-okafor', ['zum-mitraten', 'kunst']);
  const blog3 = shared('Blog', 60, 'workshop', 'jonas-albrecht', ['hinter-den-kulissen']);

  return [
    {
      key: 'ein-radio-erwacht',
      de: {
        ...blog1,
        title: 'Ein Radio erwacht: Restaurierung in zwölf Schritten',
        slug: 'ein-radio-erwacht',
        headline: 'Aus der Werkstatt',
        teaserText:
          'Staub, Röhren, Geduld: Wie wir ein Röhrenradio von 1936 wieder zum Klingen gebracht haben.',
        body: [
          ...paragraphs(
            'Als das Radio ins Museum kam, war es stumm. Das Gehäuse hatte Risse, zwei Röhren waren zerbrochen und der Lautsprecher von Motten zerfressen.',
            'Wir haben entschieden, es nicht nur zu konservieren, sondern wieder spielbar zu machen – mit Originalteilen, wo immer es möglich war.',
          ),
          h2('Der erste Ton'),
          p(
            'Nach vier Monaten knisterte es im Lautsprecher. Dann kam Musik: ein Sender aus der Nachbarstadt. Das ganze Team stand um die Werkbank.',
          ),
        ],
      },
      en: {
        ...blog1,
        title: 'A Radio Awakens: Conservation in Twelve Steps',
        slug: 'a-radio-awakens',
        headline: 'From the workshop',
        teaserText: 'Dust, valves, patience: how we brought a 1936 valve radio back to sound.',
        body: [
          ...paragraphs(
            'When the radio came to the museum it was silent. The case was cracked, two valves were broken and moths had eaten the speaker cloth.',
            'We decided not only to conserve it but to make it play again – with original parts wherever possible.',
          ),
          h2('The first sound'),
          p(
            'After four months the speaker crackled. Then came music: a station from the neighbouring town. The whole team stood around the workbench.',
          ),
        ],
      },
    },
    {
      key: 'wie-eine-ausstellung-entsteht',
      de: {
        ...blog2,
        title: 'Wie eine Ausstellung im Schauhaus entsteht',
        slug: 'wie-eine-ausstellung-entsteht',
        headline: 'Hinter den Kulissen',
        teaserText:
          'Vom ersten Gespräch bis zur Eröffnung vergehen im Schauhaus nur sechs Monate. Ein Blick in den Kalender.',
        body: paragraphs(
          'Das Schauhaus zeigt jedes Jahr drei Ausstellungen. Das heißt: kurze Wege, schnelle Entscheidungen und viel Vertrauen in die Künstlerinnen und Künstler.',
          'Für „Farbe als Material“ haben wir 400 Kilogramm Pigment bestellt, zwei Wände neu gebaut und den Boden versiegelt. Den Rest erzählen die Werke selbst.',
        ),
      },
      en: {
        ...blog2,
        title: 'How a Schauhaus Exhibition Comes About',
        slug: 'how-an-exhibition-comes-about',
        headline: 'Behind the scenes',
        teaserText:
          'At the Schauhaus only six months pass from the first conversation to the opening. A look at the calendar.',
        body: paragraphs(
          'The Schauhaus shows three exhibitions a year. That means short distances, quick decisions and a lot of trust in the artists.',
          'For "Colour as Material" we ordered 400 kilograms of pigment, built two new walls and sealed the floor. The works tell the rest.',
        ),
      },
    },
    {
      key: 'podcast-maschinen-fluestern',
      de: {
        ...podcast1,
        title: 'Podcast: Wenn Maschinen flüstern',
        slug: 'podcast-maschinen-fluestern',
        headline: 'Folge 12',
        teaserText:
          'Jonas Albrecht über Geräusche, die aus Fabriken verschwunden sind – und warum wir sie aufnehmen.',
        body: paragraphs(
          'In dieser Folge geht es um das Klangarchiv der Maschinenhalle: Webstühle, Stanzen und Rechenmaschinen, aufgenommen, bevor sie für immer verstummen.',
        ),
        transcript: paragraphs(
          'Jonas Albrecht: Willkommen im Podcast des Zentralmuseums. Heute hören wir Maschinen zu.',
          'Was Sie gerade hören, ist eine kurze Erkennungsmelodie – die Aufnahmen aus dem Klangarchiv folgen in der vollständigen Folge.',
        ),
      },
      en: {
        ...podcast1,
        title: 'Podcast: When Machines Whisper',
        slug: 'podcast-when-machines-whisper',
        headline: 'Episode 12',
        teaserText:
          'Jonas Albrecht on sounds that have disappeared from factories – and why we record them.',
        body: paragraphs(
          "This episode is about the Machine Hall's sound archive: looms, presses and calculating machines, recorded before they fall silent for good.",
        ),
        transcript: paragraphs(
          'Jonas Albrecht: Welcome to the Zentralmuseum podcast. Today we listen to machines.',
          'What you are hearing is a short theme tune – the recordings from the sound archive follow in the full episode.',
        ),
      },
    },
    {
      key: 'podcast-farbe-hoeren',
      de: {
        ...podcast2,
        title: 'Podcast: Kann man Farbe hören?',
        slug: 'podcast-farbe-hoeren',
        headline: 'Folge 11',
        teaserText: 'Lea Sommer spricht mit einer Künstlerin, die Farben als Töne wahrnimmt.',
        body: paragraphs(
          'Synästhesie nennt man es, wenn Sinne sich verbinden. Für die Künstlerin Noor Haddad klingt Ultramarin wie ein tiefes Cello. Ein Gespräch über Wahrnehmung und Malerei.',
        ),
        transcript: paragraphs(
          'Lea Sommer: Noor, welche Farbe hat dieser Ton?',
          'Noor Haddad: Ein helles Gelb, fast weiß – wie Licht auf Papier.',
        ),
      },
      en: {
        ...podcast2,
        title: 'Podcast: Can You Hear Colour?',
        slug: 'podcast-can-you-hear-colour',
        headline: 'Episode 11',
        teaserText: 'Lea Sommer talks to an artist who perceives colours as sounds.',
        body: paragraphs(
          'Synaesthesia is what we call it when the senses connect. For the artist Noor Haddad, ultramarine sounds like a deep cello. A conversation about perception and painting.',
        ),
        transcript: paragraphs(
          'Lea Sommer: Noor, what colour is this sound?',
          'Noor Haddad: A pale yellow, almost white – like light on paper.',
        ),
      },
    },
    {
      key: 'video-dampfmaschine-von-innen',
      de: {
        ...video1,
        title: 'Video: Die Dampfmaschine von innen',
        slug: 'video-dampfmaschine-von-innen',
        headline: '6 Minuten',
        teaserText: 'Eine Kamera im Zylinder: So haben Sie die Dampfmaschine noch nie gesehen.',
        body: paragraphs(
          'Für dieses Video haben wir eine winzige Kamera in die geöffnete Maschine gesetzt. Unser Maschinist erklärt jeden Takt.',
        ),
      },
      en: {
        ...video1,
        title: 'Video: Inside the Steam Engine',
        slug: 'video-inside-the-steam-engine',
        headline: '6 minutes',
        teaserText: 'A camera inside the cylinder: you have never seen the steam engine like this.',
        body: paragraphs(
          'For this video we placed a tiny camera inside the opened engine. Our engineer explains every stroke. With English subtitles.',
        ),
      },
    },
    {
      key: 'video-gemaelde-reinigen',
      de: {
        ...video2,
        title: 'Video: Ein Gemälde wird gereinigt',
        slug: 'video-gemaelde-reinigen',
        headline: '9 Minuten',
        teaserText:
          'Wattestäbchen, Lösungsmittel und eine ruhige Hand: Restaurierung im Zeitraffer.',
        body: paragraphs(
          'Über drei Wochen haben wir die Reinigung eines Landschaftsgemäldes gefilmt. Unter dem vergilbten Firnis kam ein strahlend blauer Himmel zum Vorschein.',
        ),
      },
      en: {
        ...video2,
        title: 'Video: Cleaning a Painting',
        slug: 'video-cleaning-a-painting',
        headline: '9 minutes',
        teaserText: 'Cotton swabs, solvents and a steady hand: conservation in time-lapse.',
        body: paragraphs(
          'Over three weeks we filmed the cleaning of a landscape painting. Under the yellowed varnish a bright blue sky emerged.',
        ),
      },
    },
    {
      key: 'quiz-maschinenhalle',
      de: {
        ...quiz1,
        title: 'Quiz: Wie gut kennen Sie die Maschinenhalle?',
        slug: 'quiz-maschinenhalle',
        headline: '5 Fragen',
        teaserText:
          'Dampf, Zahnräder, Tempo: Testen Sie Ihr Technikwissen – vor oder nach dem Besuch.',
        body: paragraphs(
          'Fünf Fragen rund um die Maschinenhalle. Nach jeder Frage erfahren Sie, warum die Antwort stimmt.',
        ),
        quiz: MACHINE_QUIZ.de,
      },
      en: {
        ...quiz1,
        title: 'Quiz: How Well Do You Know the Machine Hall?',
        slug: 'quiz-machine-hall',
        headline: '5 questions',
        teaserText:
          'Steam, gears, speed: test your knowledge of technology – before or after your visit.',
        body: paragraphs(
          'Five questions about the Machine Hall. After each question you learn why the answer is right.',
        ),
        quiz: MACHINE_QUIZ.en,
      },
    },
    {
      key: 'quiz-farbe',
      de: {
        ...quiz2,
        title: 'Quiz: Farbe bekennen',
        slug: 'quiz-farbe',
        headline: '4 Fragen',
        teaserText:
          'Woher kommt das Blau? Vier Fragen zur Schauhaus-Ausstellung „Farbe als Material“.',
        body: paragraphs('Ein Quiz für alle, die Farben lieben – auch für Kinder geeignet.'),
        quiz: COLOUR_QUIZ.de,
      },
      en: {
        ...quiz2,
        title: 'Quiz: True Colours',
        slug: 'quiz-colour',
        headline: '4 questions',
        teaserText:
          'Where does blue come from? Four questions about the Schauhaus exhibition "Colour as Material".',
        body: paragraphs('A quiz for everyone who loves colours – suitable for children, too.'),
        quiz: COLOUR_QUIZ.en,
      },
    },
    // German-only on purpose: it is about dialect words; the language switch is disabled there.
    {
      key: 'werkstattwoerter',
      de: {
        ...blog3,
        title: 'Werkstattwörter: Was die Dampfmaschine auf Platt heißt',
        slug: 'werkstattwoerter',
        headline: 'Aus dem Archiv',
        teaserText:
          'Unsere Maschinistinnen und Maschinisten sprechen bei der Arbeit gern Mundart. Ein kleines Wörterbuch aus der Maschinenhalle.',
        body: [
          ...paragraphs(
            'Wer sonntags bei der Vorführung der Dampfmaschine zuhört, hört Wörter, die in keinem Lexikon stehen. Viele davon stammen aus den Fabriken der Mittelstadt.',
            'Wir haben die schönsten gesammelt – vom „Kesselkieker“ bis zum „Schmierpott“ – und erzählen, woher sie kommen.',
          ),
          h2('Mitmachen'),
          p(
            'Kennen Sie weitere Werkstattwörter? Schreiben Sie uns: Die Sammlung wächst mit jeder Zuschrift.',
          ),
        ],
      },
    },
  ];
}
