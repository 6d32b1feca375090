import { h2, p, paragraphs } from '../lib/blocks';
import { docIds, mediaId, type SeedContext } from '../lib/context';
import type { LocalizedItem } from '../lib/documents';

interface InfoTexts {
  material: string;
  costs: string;
  targetGroup: string;
  registration: string;
  contact: string;
  place: string;
  meetingPoint: string;
  notes?: string;
  accessibility?: string;
  participants: string;
}

const infoDe = (texts: InfoTexts) => ({ title: 'Auf einen Blick', ...texts });
const infoEn = (texts: InfoTexts) => ({ title: 'At a glance', ...texts });

const CONTACT_DE =
  'Besucherservice, Telefon +49 123 456 78-20, fuehrungen@zentralmuseum.example (Di–Fr 9–15 Uhr)';
const CONTACT_EN =
  'Visitor service, phone +49 123 456 78-20, fuehrungen@zentralmuseum.example (Tue–Fri 9 am–3 pm)';
const REGISTRATION_DE = 'Mindestens zwei Wochen vorher über das Anfrageformular oder telefonisch.';
const REGISTRATION_EN = 'At least two weeks in advance via the request form or by phone.';
const MEETING_DE = 'Kasse im Foyer, 10 Minuten vor Beginn';
const MEETING_EN = 'Ticket desk in the foyer, 10 minutes before the start';

// Booking rules (issue 43), language-independent: the same in both versions of an offer. They
// say in numbers what the registration text says in words; the museum's closed days apply too.
const LEAD_TWO_WEEKS = { bookingLeadDays: 14 };
const LEAD_ONE_WEEK = { bookingLeadDays: 7 };
/** School classes come in the morning on school days. */
const SCHOOL_MORNINGS = {
  bookingLeadDays: 14,
  bookingWeekdays: 'Di–Fr',
  bookingLatest: '11:30:00.000',
};
const KITA_MORNINGS = {
  bookingLeadDays: 14,
  bookingWeekdays: 'Di–Fr',
  bookingEarliest: '09:30:00.000',
  bookingLatest: '11:00:00.000',
};
/** Two hours in the workshop: the last start leaves time before closing. */
const WORKSHOP = { bookingLeadDays: 14, bookingLatest: '14:00:00.000' };
const SENIOR_AFTERNOONS = {
  bookingLeadDays: 14,
  bookingWeekdays: 'Di–Do',
  bookingEarliest: '13:00:00.000',
};

export function offers(ctx: SeedContext): LocalizedItem[] {
  const relations = (
    targets: string[],
    categories: string[],
    exhibitions: string[],
    tags: string[] = [],
  ) => ({
    targetGroups: docIds(ctx, 'target-group', targets),
    categories: docIds(ctx, 'category', categories),
    exhibitions: docIds(ctx, 'exhibition', exhibitions),
    accessibilityTags: docIds(ctx, 'accessibility-tag', tags),
  });
  const image = (key: string) => mediaId(ctx, key);

  const items: LocalizedItem[] = [
    {
      key: 'highlights-fuer-gruppen',
      de: {
        title: 'Highlights der Sammlungen für Gruppen',
        slug: 'highlights-fuer-gruppen',
        type: 'guidedTour',
        bookable: true,
        minParticipants: 5,
        maxParticipants: 25,
        ...LEAD_TWO_WEEKS,
        durationMinutes: 60,
        highlight: true,
        headline: 'Überblicksführung',
        teaserText:
          'In einer Stunde durch Technik und Kunst: Die Führung zeigt die wichtigsten Stücke beider Sammlungen.',
        body: [
          ...paragraphs(
            'Von der Dampfmaschine in der Maschinenhalle bis zum Barockgemälde in der Galerie: Unsere Guides wählen die Höhepunkte passend zu den Interessen Ihrer Gruppe aus.',
          ),
          h2('Gut zu wissen'),
          p('Auch als Kombination mit einem Mittagessen im Museumsrestaurant buchbar.'),
        ],
        image: image('tour'),
        info: infoDe({
          material: 'Kein Material nötig. Auf Wunsch Funkempfänger für große Gruppen.',
          costs: '90 € pro Gruppe zuzüglich ermäßigter Eintritt von 7 € pro Person',
          targetGroup: 'Erwachsenengruppen, Vereine, Firmen',
          registration: REGISTRATION_DE,
          contact: CONTACT_DE,
          place: 'Maschinenhalle und Galerie',
          meetingPoint: MEETING_DE,
          notes:
            'Bitte geben Sie uns Bescheid, wenn Teilnehmende einen Rollstuhl nutzen – wir planen den Weg entsprechend.',
          participants: '5 bis 25 Personen',
        }),
        ...relations(
          ['gruppen', 'erwachsene'],
          ['ueberblicksfuehrung'],
          ['maschinenhalle', 'blickwechsel'],
        ),
      },
      en: {
        title: 'Collection Highlights for Groups',
        slug: 'highlights-for-groups',
        type: 'guidedTour',
        bookable: true,
        minParticipants: 5,
        maxParticipants: 25,
        ...LEAD_TWO_WEEKS,
        durationMinutes: 60,
        highlight: true,
        headline: 'Highlights tour',
        teaserText:
          'One hour through technology and art: this tour shows the key pieces of both collections.',
        body: [
          ...paragraphs(
            "From the steam engine in the Machine Hall to the Baroque painting in the gallery: our guides choose the highlights to match your group's interests.",
          ),
          h2('Good to know'),
          p('Can be combined with lunch at the museum restaurant.'),
        ],
        image: image('tour'),
        info: infoEn({
          material: 'No material needed. Radio receivers for large groups on request.',
          costs: '€90 per group plus reduced admission of €7 per person',
          targetGroup: 'Adult groups, clubs, companies',
          registration: REGISTRATION_EN,
          contact: CONTACT_EN,
          place: 'Machine Hall and gallery',
          meetingPoint: MEETING_EN,
          notes:
            'Please let us know if participants use a wheelchair – we will plan the route accordingly.',
          participants: '5 to 25 people',
        }),
        ...relations(
          ['gruppen', 'erwachsene'],
          ['ueberblicksfuehrung'],
          ['maschinenhalle', 'blickwechsel'],
        ),
      },
    },
    {
      key: 'wie-funktioniert-das',
      de: {
        title: 'Wie funktioniert das? Technik für Schulklassen',
        slug: 'wie-funktioniert-das',
        type: 'guidedTour',
        bookable: true,
        minParticipants: 10,
        maxParticipants: 30,
        ...SCHOOL_MORNINGS,
        durationMinutes: 90,
        highlight: false,
        headline: 'Für Klasse 3 bis 10',
        teaserText:
          'Hebel, Zahnräder, Stromkreise: Schülerinnen und Schüler erforschen in der Maschinenhalle, wie Maschinen arbeiten.',
        body: paragraphs(
          'Die Führung verbindet Beobachten und Ausprobieren. An Mitmachstationen bauen die Kinder einfache Getriebe nach und messen, wie viel Kraft eine Kurbel spart.',
          'Inhalte und Tempo passen wir an die Klassenstufe an. Begleitmaterial für den Unterricht erhalten Sie mit der Buchungsbestätigung.',
        ),
        image: image('tech'),
        info: infoDe({
          material: 'Arbeitsblätter stellt das Museum. Bitte Stifte mitbringen.',
          costs:
            '60 € pro Klasse, Eintritt für Schülerinnen, Schüler und zwei Begleitpersonen frei',
          targetGroup: 'Schulklassen der Jahrgangsstufen 3 bis 10',
          registration: REGISTRATION_DE,
          contact: CONTACT_DE,
          place: 'Maschinenhalle',
          meetingPoint: 'Gruppeneingang an der Nordseite',
          notes: 'Garderobe und Schließfächer für Schulklassen stehen im Untergeschoss bereit.',
          participants: '10 bis 30 Schülerinnen und Schüler',
        }),
        ...relations(['schulklassen', 'jugendliche'], ['themenfuehrung'], ['maschinenhalle']),
      },
      en: {
        title: 'How Does It Work? Technology for School Classes',
        slug: 'how-does-it-work',
        type: 'guidedTour',
        bookable: true,
        minParticipants: 10,
        maxParticipants: 30,
        ...SCHOOL_MORNINGS,
        durationMinutes: 90,
        highlight: false,
        headline: 'For years 3 to 10',
        teaserText:
          'Levers, gears, circuits: pupils explore how machines work in the Machine Hall.',
        body: paragraphs(
          'The tour combines observing and trying things out. At hands-on stations the children build simple gear trains and measure how much force a crank saves.',
          'We adapt content and pace to the year group. Teaching material is sent with the booking confirmation.',
        ),
        image: image('tech'),
        info: infoEn({
          material: 'Worksheets are provided by the museum. Please bring pens.',
          costs: '€60 per class, free admission for pupils and two accompanying adults',
          targetGroup: 'School classes, years 3 to 10',
          registration: REGISTRATION_EN,
          contact: CONTACT_EN,
          place: 'Machine Hall',
          meetingPoint: 'Group entrance on the north side',
          notes:
            'Cloakroom and lockers for school classes are available on the lower ground floor.',
          participants: '10 to 30 pupils',
        }),
        ...relations(['schulklassen', 'jugendliche'], ['themenfuehrung'], ['maschinenhalle']),
      },
    },
    {
      key: 'familien-entdeckertour',
      de: {
        title: 'Familien-Entdeckertour',
        slug: 'familien-entdeckertour',
        type: 'guidedTour',
        bookable: true,
        minParticipants: 4,
        maxParticipants: 20,
        ...LEAD_TWO_WEEKS,
        durationMinutes: 60,
        highlight: true,
        headline: 'Für Kinder ab 5 Jahren mit Erwachsenen',
        teaserText:
          'Mit Rätselkarte und Lupe auf Spurensuche: Familien entdecken gemeinsam die verrücktesten Dinge im Museum.',
        body: paragraphs(
          'Welche Maschine hat einen Bart? Warum schaut die Frau auf dem Bild so streng? Bei der Entdeckertour lösen Groß und Klein gemeinsam Rätsel in beiden Sammlungen.',
        ),
        image: image('family'),
        info: infoDe({
          material: 'Rätselkarten und Lupen bekommen Sie von uns.',
          costs: '70 € pro Familiengruppe zuzüglich Eintritt; Kinder unter 18 Jahren frei',
          targetGroup: 'Familien, Geburtstagsgesellschaften, Kinder ab 5 Jahren',
          registration: REGISTRATION_DE,
          contact: CONTACT_DE,
          place: 'Werkstatt der Dinge und Maschinenhalle',
          meetingPoint: MEETING_DE,
          accessibility:
            'Kinderwagen können mitgenommen werden, alle Räume sind über Aufzüge erreichbar.',
          participants: '4 bis 20 Personen',
        }),
        ...relations(
          ['familien', 'kinder'],
          ['mitmachangebot'],
          ['werkstatt-der-dinge', 'maschinenhalle'],
        ),
      },
      en: {
        title: 'Family Discovery Tour',
        slug: 'family-discovery-tour',
        type: 'guidedTour',
        bookable: true,
        minParticipants: 4,
        maxParticipants: 20,
        ...LEAD_TWO_WEEKS,
        durationMinutes: 60,
        highlight: true,
        headline: 'For children aged 5 and up with adults',
        teaserText:
          'On the trail with a puzzle card and a magnifying glass: families discover the strangest things in the museum together.',
        body: paragraphs(
          'Which machine has a beard? Why does the woman in the painting look so stern? On the discovery tour, young and old solve puzzles together in both collections.',
        ),
        image: image('family'),
        info: infoEn({
          material: 'We provide puzzle cards and magnifying glasses.',
          costs: '€70 per family group plus admission; children under 18 free',
          targetGroup: 'Families, birthday parties, children aged 5 and up',
          registration: REGISTRATION_EN,
          contact: CONTACT_EN,
          place: 'Workshop of Things and Machine Hall',
          meetingPoint: MEETING_EN,
          accessibility: 'Pushchairs are welcome; all rooms can be reached by lift.',
          participants: '4 to 20 people',
        }),
        ...relations(
          ['familien', 'kinder'],
          ['mitmachangebot'],
          ['werkstatt-der-dinge', 'maschinenhalle'],
        ),
      },
    },
    {
      key: 'farbwerkstatt',
      de: {
        title: 'Farbwerkstatt im Schauhaus',
        slug: 'farbwerkstatt',
        type: 'workshop',
        bookable: true,
        minParticipants: 6,
        maxParticipants: 15,
        ...WORKSHOP,
        durationMinutes: 120,
        highlight: false,
        headline: 'Workshop',
        teaserText:
          'Pigmente anreiben, Farben mischen, großformatig malen: ein Workshop zur aktuellen Schauhaus-Ausstellung.',
        body: paragraphs(
          'Nach einem kurzen Rundgang durch „Farbe als Material“ stellen die Teilnehmenden im Atelier eigene Farben aus Pigmenten her und probieren die Techniken der Künstlerinnen und Künstler aus.',
          'Die entstandenen Arbeiten dürfen mit nach Hause genommen werden.',
        ),
        image: image('workshop'),
        info: infoDe({
          material:
            'Alle Materialien sind im Preis enthalten. Bitte Kleidung tragen, die schmutzig werden darf.',
          costs: '12 € pro Person inklusive Material, für Schulklassen 120 € pauschal',
          targetGroup: 'Jugendliche ab 12 Jahren, Erwachsene, Schulklassen',
          registration: REGISTRATION_DE,
          contact: CONTACT_DE,
          place: 'Atelier im Schauhaus',
          meetingPoint: 'Eingang Schauhaus im Museumsgarten',
          participants: '6 bis 15 Personen',
        }),
        ...relations(
          ['jugendliche', 'erwachsene', 'schulklassen'],
          ['mitmachangebot'],
          ['farbe-als-material'],
        ),
      },
      en: {
        title: 'Colour Workshop at the Schauhaus',
        slug: 'colour-workshop',
        type: 'workshop',
        bookable: true,
        minParticipants: 6,
        maxParticipants: 15,
        ...WORKSHOP,
        durationMinutes: 120,
        highlight: false,
        headline: 'Workshop',
        teaserText:
          'Grinding pigments, mixing colours, painting large: a workshop on the current Schauhaus exhibition.',
        body: paragraphs(
          'After a short walk through "Colour as Material", participants make their own paints from pigments in the studio and try out the artists\' techniques.',
          'Participants may take their work home.',
        ),
        image: image('workshop'),
        info: infoEn({
          material:
            'All materials are included in the price. Please wear clothes that may get dirty.',
          costs: '€12 per person including material, €120 flat rate for school classes',
          targetGroup: 'Teenagers aged 12 and up, adults, school classes',
          registration: REGISTRATION_EN,
          contact: CONTACT_EN,
          place: 'Studio at the Schauhaus',
          meetingPoint: 'Schauhaus entrance in the museum garden',
          participants: '6 to 15 people',
        }),
        ...relations(
          ['jugendliche', 'erwachsene', 'schulklassen'],
          ['mitmachangebot'],
          ['farbe-als-material'],
        ),
      },
    },
    {
      key: 'kunst-im-gespraech',
      de: {
        title: 'Kunst im Gespräch',
        slug: 'kunst-im-gespraech',
        type: 'guidedTour',
        bookable: true,
        minParticipants: 5,
        maxParticipants: 20,
        ...SENIOR_AFTERNOONS,
        durationMinutes: 75,
        highlight: false,
        headline: 'Für Seniorinnen und Senioren',
        teaserText:
          'Drei Werke, viel Zeit: Im ruhigen Gespräch vor den Originalen teilen die Teilnehmenden ihre Eindrücke und Erinnerungen.',
        body: paragraphs(
          'Die Führung lässt sich Zeit. Vor drei ausgewählten Werken der Kunstsammlung sprechen wir über das, was wir sehen – und über das, woran es uns erinnert. Sitzgelegenheiten sind an jeder Station vorhanden.',
        ),
        image: image('art'),
        info: infoDe({
          material: 'Klapphocker werden gestellt.',
          costs: '80 € pro Gruppe zuzüglich ermäßigter Eintritt von 7 € pro Person',
          targetGroup: 'Seniorinnen und Senioren, Seniorenheime, Begegnungsstätten',
          registration: REGISTRATION_DE,
          contact: CONTACT_DE,
          place: 'Galerie, 1. Obergeschoss',
          meetingPoint: MEETING_DE,
          notes:
            'Auch für Menschen mit Demenz und ihre Begleitpersonen geeignet; bitte sprechen Sie uns an.',
          participants: '5 bis 20 Personen',
        }),
        ...relations(['seniorinnen-senioren', 'gruppen'], ['themenfuehrung'], ['blickwechsel']),
      },
      en: {
        title: 'Talking about Art',
        slug: 'talking-about-art',
        type: 'guidedTour',
        bookable: true,
        minParticipants: 5,
        maxParticipants: 20,
        ...SENIOR_AFTERNOONS,
        durationMinutes: 75,
        highlight: false,
        headline: 'For seniors',
        teaserText:
          'Three works, plenty of time: in calm conversation in front of the originals, participants share impressions and memories.',
        body: paragraphs(
          'This tour takes its time. In front of three selected works from the art collection we talk about what we see – and what it reminds us of. Seating is available at every stop.',
        ),
        image: image('art'),
        info: infoEn({
          material: 'Folding stools are provided.',
          costs: '€80 per group plus reduced admission of €7 per person',
          targetGroup: 'Seniors, care homes, community centres',
          registration: REGISTRATION_EN,
          contact: CONTACT_EN,
          place: 'Gallery, 1st floor',
          meetingPoint: MEETING_EN,
          notes:
            'Also suitable for people living with dementia and their companions; please get in touch.',
          participants: '5 to 20 people',
        }),
        ...relations(['seniorinnen-senioren', 'gruppen'], ['themenfuehrung'], ['blickwechsel']),
      },
    },
    {
      key: 'tastfuehrung',
      de: {
        title: 'Tastführung: Technik begreifen',
        slug: 'tastfuehrung',
        type: 'guidedTour',
        bookable: true,
        minParticipants: 2,
        maxParticipants: 8,
        ...LEAD_ONE_WEEK,
        durationMinutes: 90,
        highlight: false,
        headline: 'Für blinde und sehbehinderte Menschen',
        teaserText:
          'Originale und Modelle ertasten: eine Führung für blinde und sehbehinderte Menschen und ihre Begleitung.',
        body: paragraphs(
          'Mit Handschuhen dürfen ausgewählte Originale der Maschinenhalle berührt werden. Tastmodelle und Reliefpläne helfen, Größe und Aufbau zu verstehen. Die Führung wird mit ausführlichen Beschreibungen begleitet.',
        ),
        image: image('access'),
        info: infoDe({
          material: 'Baumwollhandschuhe, Tastmodelle und Reliefpläne werden gestellt.',
          costs: 'Kostenfrei; Eintritt ermäßigt, Begleitpersonen frei',
          targetGroup: 'Blinde und sehbehinderte Menschen mit Begleitung',
          registration: 'Bitte mindestens eine Woche vorher anmelden.',
          contact: CONTACT_DE,
          place: 'Maschinenhalle',
          meetingPoint:
            'Kasse im Foyer; auf Wunsch holen wir Sie an der Haltestelle Zentralplatz ab',
          accessibility: 'Führhunde sind willkommen.',
          participants: '2 bis 8 Personen',
        }),
        ...relations(['erwachsene'], ['themenfuehrung'], ['maschinenhalle'], ['accessible']),
      },
      en: {
        title: 'Touch Tour: Grasping Technology',
        slug: 'touch-tour',
        type: 'guidedTour',
        bookable: true,
        minParticipants: 2,
        maxParticipants: 8,
        ...LEAD_ONE_WEEK,
        durationMinutes: 90,
        highlight: false,
        headline: 'For blind and partially sighted people',
        teaserText:
          'Feel originals and models: a tour for blind and partially sighted people and their companions.',
        body: paragraphs(
          'Wearing gloves, you may touch selected originals in the Machine Hall. Tactile models and relief plans help to understand size and structure. The tour comes with detailed descriptions.',
        ),
        image: image('access'),
        info: infoEn({
          material: 'Cotton gloves, tactile models and relief plans are provided.',
          costs: 'Free of charge; reduced admission, companions free',
          targetGroup: 'Blind and partially sighted people with companions',
          registration: 'Please register at least one week in advance.',
          contact: CONTACT_EN,
          place: 'Machine Hall',
          meetingPoint: 'Ticket desk in the foyer; on request we meet you at the Zentralplatz stop',
          accessibility: 'Guide dogs are welcome.',
          participants: '2 to 8 people',
        }),
        ...relations(['erwachsene'], ['themenfuehrung'], ['maschinenhalle'], ['accessible']),
      },
    },
    {
      key: 'fuehrung-in-gebaerdensprache',
      de: {
        title: 'Führung in Deutscher Gebärdensprache',
        slug: 'fuehrung-in-gebaerdensprache',
        type: 'guidedTour',
        bookable: true,
        minParticipants: 4,
        maxParticipants: 20,
        ...LEAD_TWO_WEEKS,
        durationMinutes: 60,
        highlight: false,
        headline: 'Mit gehörlosem Guide',
        teaserText:
          'Unser gehörloser Guide führt in Deutscher Gebärdensprache durch die Sonderausstellung und die Sammlungen.',
        body: paragraphs(
          'Die Führung findet vollständig in Deutscher Gebärdensprache (DGS) statt. Hörende Begleitpersonen können über eine Lautsprachdolmetscherin teilnehmen, wenn Sie das bei der Anmeldung angeben.',
        ),
        image: image('access'),
        info: infoDe({
          material: 'Keines.',
          costs: '60 € pro Gruppe, Eintritt ermäßigt',
          targetGroup: 'Gehörlose und schwerhörige Menschen, Gebärdensprachkurse',
          registration: REGISTRATION_DE,
          contact:
            'Besucherservice per E-Mail an inklusion@zentralmuseum.example oder per SMS an +49 170 000 00 00',
          place: 'Sonderausstellungshalle',
          meetingPoint: MEETING_DE,
          notes: 'Termine für Einzelpersonen finden Sie im Programm.',
          participants: '4 bis 20 Personen',
        }),
        ...relations(
          ['gruppen', 'erwachsene'],
          ['themenfuehrung'],
          ['stromlinien'],
          ['signLanguage'],
        ),
      },
      en: {
        title: 'Tour in German Sign Language',
        slug: 'tour-in-sign-language',
        type: 'guidedTour',
        bookable: true,
        minParticipants: 4,
        maxParticipants: 20,
        ...LEAD_TWO_WEEKS,
        durationMinutes: 60,
        highlight: false,
        headline: 'With a deaf guide',
        teaserText:
          'Our deaf guide leads you through the special exhibition and the collections in German Sign Language.',
        body: paragraphs(
          'The tour is held entirely in German Sign Language (DGS). Hearing companions can take part via a voice interpreter if you mention it when registering.',
        ),
        image: image('access'),
        info: infoEn({
          material: 'None.',
          costs: '€60 per group, reduced admission',
          targetGroup: 'Deaf and hard-of-hearing people, sign language classes',
          registration: REGISTRATION_EN,
          contact:
            'Visitor service by e-mail to inklusion@zentralmuseum.example or text message to +49 170 000 00 00',
          place: 'Special exhibition hall',
          meetingPoint: MEETING_EN,
          notes: 'Dates for individual visitors are listed in the programme.',
          participants: '4 to 20 people',
        }),
        ...relations(
          ['gruppen', 'erwachsene'],
          ['themenfuehrung'],
          ['stromlinien'],
          ['signLanguage'],
        ),
      },
    },
    {
      // German-only on purpose: the offer is aimed at local day-care centres.
      key: 'kita-forscherstunde',
      de: {
        title: 'Kita-Forscherstunde',
        slug: 'kita-forscherstunde',
        type: 'other',
        bookable: true,
        minParticipants: 6,
        maxParticipants: 15,
        ...KITA_MORNINGS,
        durationMinutes: 45,
        highlight: false,
        headline: 'Für Kinder von 4 bis 6 Jahren',
        teaserText:
          'Drehen, kurbeln, staunen: Die kleinsten Gäste erforschen mit allen Sinnen, wie sich Dinge bewegen.',
        body: [
          p(
            'Die Forscherstunde ist auf Vorschulkinder zugeschnitten: kurze Wege, viel Bewegung und Gegenstände, die angefasst werden dürfen. Zum Abschluss baut jedes Kind einen kleinen Kreisel.',
          ),
        ],
        image: image('family'),
        info: infoDe({
          material: 'Bastelmaterial ist enthalten.',
          costs: '40 € pro Gruppe, Eintritt frei',
          targetGroup: 'Kita-Gruppen mit Kindern von 4 bis 6 Jahren',
          registration: REGISTRATION_DE,
          contact: CONTACT_DE,
          place: 'Werkstatt der Dinge',
          meetingPoint: 'Gruppeneingang an der Nordseite',
          notes: 'Bitte mindestens zwei Betreuungspersonen pro Gruppe.',
          participants: '6 bis 15 Kinder',
        }),
        ...relations(['kitas', 'kinder'], ['mitmachangebot'], ['werkstatt-der-dinge']),
      },
    },
  ];
  return items.map(withSharedFacts);
}

/**
 * The facts both languages share (not localized, decision 0055): offers are booked ahead, and
 * the languages a tour is given in. Prices stay in the per-language costs text: they are per
 * group or per person with admission on top, more than one amount says.
 */
const OFFER_FACTS: Record<string, { languages: string; stepFree: boolean }> = {
  'highlights-fuer-gruppen': { languages: 'de, en, fr, es', stepFree: true },
  'wie-funktioniert-das': { languages: 'de, en', stepFree: true },
  'familien-entdeckertour': { languages: 'de, en', stepFree: true },
  farbwerkstatt: { languages: 'de', stepFree: true },
  'kunst-im-gespraech': { languages: 'de, en', stepFree: true },
  tastfuehrung: { languages: 'de', stepFree: true },
  'fuehrung-in-gebaerdensprache': { languages: 'gsg', stepFree: true },
  'kita-forscherstunde': { languages: 'de', stepFree: true },
};

function withSharedFacts(item: LocalizedItem): LocalizedItem {
  const facts = OFFER_FACTS[item.key];
  if (!facts) return item;
  const shared = { ...facts, registrationRequired: true };
  return {
    ...item,
    de: { ...item.de, ...shared },
    en: item.en ? { ...item.en, ...shared } : undefined,
  };
}
