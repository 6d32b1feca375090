import { bold, h2, h3, link, p, ul } from '../lib/blocks';
import { mediaId, type SeedContext } from '../lib/context';
import type { LocalizedItem } from '../lib/documents';
import { contactList, embed, faq, infoBlock, pageItem, richText, teaser } from './page-blocks';

const VISITOR_SERVICE_DE = {
  title: 'Besucherservice',
  name: 'Team Besucherservice',
  phone: '+49 123 456 78-20',
  mail: 'fuehrungen@zentralmuseum.example',
  text: 'Dienstag bis Freitag 9–15 Uhr',
};
const VISITOR_SERVICE_EN = {
  ...VISITOR_SERVICE_DE,
  title: 'Visitor service',
  name: 'Visitor service team',
  text: 'Tuesday to Friday 9 am–3 pm',
};

// The invented museum's place on OpenStreetMap: the map page and its embeddable view
// (OpenStreetMap's "Share" → "HTML"), a small box around the marker.
const MAP_MARKER = { lat: 51.1642, lon: 10.4478 };
const MAP_PAGE = `https://www.openstreetmap.org/?mlat=${MAP_MARKER.lat}&mlon=${MAP_MARKER.lon}#map=17/${MAP_MARKER.lat}/${MAP_MARKER.lon}`;
const MAP_EMBED = `https://www.openstreetmap.org/export/embed.html?bbox=${[
  MAP_MARKER.lon - 0.005,
  MAP_MARKER.lat - 0.0025,
  MAP_MARKER.lon + 0.005,
  MAP_MARKER.lat + 0.0025,
]
  .map((value) => value.toFixed(4))
  .join('%2C')}&layer=mapnik&marker=${MAP_MARKER.lat}%2C${MAP_MARKER.lon}`;

export function visitPages(ctx: SeedContext): LocalizedItem[] {
  const image = (key: string) => mediaId(ctx, key);
  return [
    pageItem(
      { section: 'visit', order: 1, image: image('building') },
      {
        slug: 'zeiten-preise',
        title: 'Öffnungszeiten und Preise',
        teaser: 'Wann das Zentralmuseum geöffnet ist und was der Eintritt kostet.',
        blocks: [
          infoBlock({
            title: 'Auf einen Blick',
            place: 'Zentralmuseum, Am Zentralplatz 1, 50999 Mittelstadt',
            duration: 'Für einen Besuch beider Sammlungen empfehlen wir drei Stunden.',
            costs: 'Erwachsene 12 €, ermäßigt 7 €, unter 18 Jahren frei',
            registration: 'Für Einzelbesuche nicht nötig. Tickets an der Kasse oder online.',
            notes: 'Montags geschlossen. Donnerstags bis 20 Uhr geöffnet.',
          }),
          richText(
            h2('Feiertage'),
            p(
              'An Feiertagen, die auf einen Montag fallen, haben wir geöffnet. Am 24., 25. und 31. Dezember sowie am 1. Januar bleibt das Museum geschlossen; am 26. Dezember öffnen wir von 12 bis 18 Uhr.',
            ),
            h2('Eintritt'),
            ul(
              [bold('Erwachsene: '), '12 €'],
              [
                bold('Ermäßigt: '),
                '7 € (Studierende, Auszubildende, Freiwilligendienst, Menschen mit Schwerbehindertenausweis)',
              ],
              [bold('Kinder und Jugendliche unter 18 Jahren: '), 'frei'],
              [bold('Familienkarte: '), '24 € (zwei Erwachsene mit Kindern)'],
              [bold('Donnerstagabend ab 17 Uhr: '), '6 €'],
              [bold('Jahreskarte: '), '45 €, ermäßigt 25 €'],
            ),
            p(
              'Das Ticket gilt für alle Ausstellungen einschließlich Sonderausstellung und Schauhaus. Begleitpersonen von Menschen mit dem Merkzeichen B haben freien Eintritt.',
            ),
            p(
              'Tickets erhalten Sie an der Kasse und im ',
              link('https://tickets.example.org/zm', 'Online-Ticketshop'),
              '.',
            ),
          ),
        ],
      },
      {
        slug: 'opening-prices',
        title: 'Opening Hours and Prices',
        teaser: 'When the Zentralmuseum is open and what admission costs.',
        blocks: [
          infoBlock({
            title: 'At a glance',
            place: 'Zentralmuseum, Am Zentralplatz 1, 50999 Mittelstadt, Germany',
            duration: 'We recommend three hours to visit both collections.',
            costs: 'Adults €12, reduced €7, under 18 free',
            registration: 'Not necessary for individual visits. Tickets at the desk or online.',
            notes: 'Closed on Mondays. Open until 8 pm on Thursdays.',
          }),
          richText(
            h2('Public holidays'),
            p(
              'We are open on public holidays that fall on a Monday. The museum is closed on 24, 25 and 31 December and on 1 January; on 26 December we open from 12 noon to 6 pm.',
            ),
            h2('Admission'),
            ul(
              [bold('Adults: '), '€12'],
              [
                bold('Reduced: '),
                '€7 (students, trainees, volunteers, people with a disability card)',
              ],
              [bold('Children and young people under 18: '), 'free'],
              [bold('Family ticket: '), '€24 (two adults with children)'],
              [bold('Thursday evening from 5 pm: '), '€6'],
              [bold('Annual pass: '), '€45, reduced €25'],
            ),
            p(
              'The ticket is valid for all exhibitions including the special exhibition and the Schauhaus. Companions of people with the B mark on their disability card enter free of charge.',
            ),
            p(
              'Tickets are available at the ticket desk and in the ',
              link('https://tickets.example.org/zm', 'online ticket shop'),
              '.',
            ),
          ),
        ],
      },
    ),
    pageItem(
      { section: 'visit', order: 2, image: image('building') },
      {
        slug: 'lage-anfahrt',
        title: 'Lage und Anfahrt',
        teaser:
          'Das Zentralmuseum liegt mitten in der Stadt – gut erreichbar mit Bahn, Bus und Rad.',
        blocks: [
          richText(
            p('Zentralmuseum, Am Zentralplatz 1, 50999 Mittelstadt'),
            h2('Mit Bus und Bahn'),
            ul(
              'S-Bahn S2 und S5 bis Zentralplatz, 3 Minuten Fußweg',
              'Straßenbahn 4 und 9 bis Museumsallee',
              'Bus 120 bis Zentralplatz (barrierefreie Haltestelle)',
            ),
            h2('Mit dem Fahrrad'),
            p(
              'Fahrradbügel stehen am Haupteingang und im Museumsgarten. Eine Leihradstation von Rad & Tat befindet sich direkt am Zentralplatz.',
            ),
            h2('Mit dem Auto'),
            p(
              'Das Museum hat keine eigenen Parkplätze. Das Parkhaus Zentralplatz liegt 200 Meter entfernt. Zwei Behindertenparkplätze befinden sich direkt vor dem Eingang an der Museumsallee.',
            ),
          ),
          embed({
            title: 'Karte: Zentralmuseum am Zentralplatz',
            url: MAP_PAGE,
            embedUrl: MAP_EMBED,
            caption:
              'Der Haupteingang liegt am Zentralplatz, der stufenlose Eingang an der Museumsallee.',
            aspectRatio: '4:3',
          }),
          teaser(
            'Route planen',
            'Lassen Sie sich den Weg zum Museum von Ihrem Standort aus anzeigen.',
            {
              label: 'Zum Routenplaner',
              uri: 'https://maps.example.org/route?to=Zentralmuseum+Mittelstadt',
              isExternalLink: true,
            },
          ),
        ],
      },
      {
        slug: 'location-directions',
        title: 'Location and Directions',
        teaser: 'The Zentralmuseum is in the city centre – easy to reach by train, bus and bike.',
        blocks: [
          richText(
            p('Zentralmuseum, Am Zentralplatz 1, 50999 Mittelstadt, Germany'),
            h2('By public transport'),
            ul(
              'S-Bahn S2 and S5 to Zentralplatz, 3 minutes on foot',
              'Tram 4 and 9 to Museumsallee',
              'Bus 120 to Zentralplatz (step-free stop)',
            ),
            h2('By bike'),
            p(
              'Bike racks are located at the main entrance and in the museum garden. A Rad & Tat bike rental station is right at Zentralplatz.',
            ),
            h2('By car'),
            p(
              'The museum has no car park of its own. The Zentralplatz multi-storey car park is 200 metres away. Two disabled parking spaces are right in front of the entrance on Museumsallee.',
            ),
          ),
          embed({
            title: 'Map: the Zentralmuseum on Zentralplatz',
            url: MAP_PAGE,
            embedUrl: MAP_EMBED,
            caption:
              'The main entrance is on Zentralplatz, the step-free entrance on Museumsallee.',
            aspectRatio: '4:3',
          }),
          teaser('Plan your route', 'Get directions to the museum from where you are.', {
            label: 'Open route planner',
            uri: 'https://maps.example.org/route?to=Zentralmuseum+Mittelstadt',
            isExternalLink: true,
          }),
        ],
      },
    ),
    pageItem(
      { section: 'visit', order: 3 },
      {
        slug: 'faq',
        title: 'Häufige Fragen',
        teaser: 'Antworten auf die Fragen, die uns am häufigsten gestellt werden.',
        blocks: [
          faq('Häufige Fragen zum Besuch', [
            [
              'Darf ich im Museum fotografieren?',
              'Ja, für private Zwecke und ohne Blitz. In einzelnen Räumen der Sonderausstellung ist das Fotografieren aus rechtlichen Gründen nicht erlaubt; darauf weisen Schilder hin.',
            ],
            [
              'Gibt es eine Garderobe?',
              'Ja, die Garderobe im Untergeschoss ist kostenlos. Schließfächer funktionieren mit einer 1-Euro-Münze, die Sie zurückbekommen.',
            ],
            [
              'Kann ich mit dem Kinderwagen kommen?',
              'Ja. Alle Ausstellungsräume sind über Aufzüge erreichbar. Wickeltische gibt es im Erdgeschoss und im 1. Obergeschoss.',
            ],
            ['Sind Hunde erlaubt?', 'Nur Assistenzhunde dürfen mit in die Ausstellungen.'],
            [
              'Gibt es ein Café oder Restaurant?',
              'Das Museumscafé im Foyer hat zu den Öffnungszeiten des Museums geöffnet, auch ohne Eintrittskarte. Mittags gibt es ein vegetarisches Tagesgericht.',
            ],
            [
              'Wie lange dauert ein Besuch?',
              'Für eine Sammlung sollten Sie etwa anderthalb Stunden einplanen, für das ganze Haus drei Stunden.',
            ],
            [
              'Kann ich mein Ticket online kaufen?',
              'Ja, im Online-Ticketshop. Das Ticket gilt am gewählten Tag und muss nicht ausgedruckt werden.',
            ],
          ]),
        ],
      },
      {
        slug: 'faq-en',
        title: 'Frequently Asked Questions',
        teaser: 'Answers to the questions we are asked most often.',
        blocks: [
          faq('Frequently asked questions about your visit', [
            [
              'May I take photos in the museum?',
              'Yes, for private use and without flash. In some rooms of the special exhibition photography is not permitted for legal reasons; signs point this out.',
            ],
            [
              'Is there a cloakroom?',
              'Yes, the cloakroom on the lower ground floor is free of charge. Lockers take a €1 coin, which you get back.',
            ],
            [
              'Can I come with a pushchair?',
              'Yes. All exhibition rooms can be reached by lift. Baby changing facilities are on the ground floor and the 1st floor.',
            ],
            ['Are dogs allowed?', 'Only assistance dogs may enter the exhibitions.'],
            [
              'Is there a café or restaurant?',
              'The museum café in the foyer is open during museum hours, even without a ticket. A vegetarian dish of the day is served at lunchtime.',
            ],
            [
              'How long does a visit take?',
              'Allow about an hour and a half for one collection and three hours for the whole museum.',
            ],
            [
              'Can I buy my ticket online?',
              'Yes, in the online ticket shop. The ticket is valid on the chosen day and does not need to be printed.',
            ],
          ]),
        ],
      },
    ),
    pageItem(
      { section: 'visit', order: 4, image: image('tour') },
      {
        slug: 'gruppen',
        title: 'Besuch mit Gruppen',
        teaser: 'Führungen, Workshops und Tipps für Vereine, Firmen und Reisegruppen.',
        blocks: [
          richText(
            p(
              'Ab zehn Personen zahlen Gruppen den ermäßigten Eintritt von 7 € pro Person. Für Gruppen ab 15 Personen empfehlen wir eine Führung – so bleibt in vollen Räumen Zeit zum Hinsehen.',
            ),
            h3('Reiseveranstalter'),
            p(
              'Reiseveranstalter erhalten auf Anfrage Sonderkonditionen und Infomaterial für ihre Kataloge.',
            ),
          ),
          teaser(
            'Führungen für Gruppen',
            'Alle buchbaren Führungen und Workshops für Gruppen im Überblick.',
            { label: 'Führungen ansehen', uri: '/fuehrungen?target=gruppen' },
            image('tour'),
          ),
          contactList('Ihre Ansprechpartner', [VISITOR_SERVICE_DE]),
        ],
      },
      {
        slug: 'groups',
        title: 'Visiting with Groups',
        teaser: 'Tours, workshops and tips for clubs, companies and tour groups.',
        blocks: [
          richText(
            p(
              'Groups of ten or more pay the reduced admission of €7 per person. For groups of 15 or more we recommend a guided tour – so there is time to look, even in busy rooms.',
            ),
            h3('Tour operators'),
            p(
              'Tour operators receive special conditions and information material for their catalogues on request.',
            ),
          ),
          teaser(
            'Tours for groups',
            'All bookable tours and workshops for groups at a glance.',
            { label: 'See guided tours', uri: '/en/guided-tours?target=groups' },
            image('tour'),
          ),
          contactList('Your contacts', [VISITOR_SERVICE_EN]),
        ],
      },
    ),
    pageItem(
      { section: 'visit', order: 5, image: image('tech') },
      {
        slug: 'schulen',
        title: 'Angebote für Schulen',
        teaser: 'Das Museum als Lernort: Führungen und Workshops für alle Schulformen.',
        blocks: [
          richText(
            p(
              'Unsere Angebote für Schulen sind an die Lehrpläne angepasst – von der Grundschule bis zur Oberstufe. Lehrkräfte können sich vorab kostenlos in einer Einführung informieren.',
            ),
          ),
          infoBlock({
            title: 'Für Lehrkräfte',
            costs: 'Eintritt für Schulklassen frei, Führung 60 €',
            registration: 'Mindestens zwei Wochen vorher über das Anfrageformular.',
            contact: 'Besucherservice, +49 123 456 78-20',
            participants: 'bis 30 Schülerinnen und Schüler',
            duration: '60 bis 120 Minuten',
            material: 'Unterrichtsmaterial zum Download vor und nach dem Besuch',
          }),
          teaser('Alle Schulangebote', 'Führungen und Workshops für Schulklassen.', {
            label: 'Angebote ansehen',
            uri: '/fuehrungen?target=schulklassen',
          }),
        ],
      },
      {
        slug: 'schools',
        title: 'Programmes for Schools',
        teaser: 'The museum as a place of learning: tours and workshops for all types of school.',
        blocks: [
          richText(
            p(
              'Our school programmes are aligned with the curricula – from primary school to sixth form. Teachers can attend a free introduction beforehand.',
            ),
          ),
          infoBlock({
            title: 'For teachers',
            costs: 'Free admission for school classes, tour €60',
            registration: 'At least two weeks in advance via the request form.',
            contact: 'Visitor service, +49 123 456 78-20',
            participants: 'up to 30 pupils',
            duration: '60 to 120 minutes',
            material: 'Teaching material to download before and after the visit',
          }),
          teaser('All school programmes', 'Tours and workshops for school classes.', {
            label: 'See programmes',
            uri: '/en/guided-tours?target=school-classes',
          }),
        ],
      },
    ),
    pageItem(
      { section: 'visit', order: 6, image: image('family') },
      {
        slug: 'familien',
        title: 'Museum für Familien',
        teaser:
          'Kinder unter 18 haben freien Eintritt – und an jedem Wochenende gibt es etwas zu entdecken.',
        blocks: [
          richText(
            p(
              'Mitmachstationen in der Maschinenhalle, Rätselkarten an der Kasse und ein Familienprogramm an jedem Sonntag: Im Zentralmuseum dürfen Kinder fragen, anfassen und ausprobieren.',
            ),
            ul(
              'Familienkarte 24 €',
              'Wickelräume und Kinderwagen-Stellplätze',
              'Kindergeburtstage auf Anfrage',
            ),
          ),
          teaser(
            'Familienprogramm',
            'Alle Termine für Familien im Programm.',
            { label: 'Zum Programm', uri: '/programm?target=familien' },
            image('family'),
          ),
        ],
      },
      {
        slug: 'families',
        title: 'Museum for Families',
        teaser: 'Under-18s enter free – and there is something to discover every weekend.',
        blocks: [
          richText(
            p(
              'Hands-on stations in the Machine Hall, puzzle cards at the ticket desk and a family programme every Sunday: at the Zentralmuseum children are welcome to ask, touch and try things out.',
            ),
            ul(
              'Family ticket €24',
              'Baby changing rooms and pushchair parking',
              "Children's birthday parties on request",
            ),
          ),
          teaser(
            'Family programme',
            'All dates for families in the programme.',
            { label: 'See programme', uri: '/en/programme?target=families' },
            image('family'),
          ),
        ],
      },
    ),
  ];
}
