import { h2, link, p, paragraphs, ul } from '../lib/blocks';
import { mediaId, type SeedContext } from '../lib/context';
import type { LocalizedItem } from '../lib/documents';
import { STEAM_ENGINE_VIDEO } from './digital-offers';
import {
  contactList,
  embed,
  materialBlock,
  pageItem,
  partnerList,
  richText,
  slider,
  teaser,
} from './page-blocks';

// The museum's invented podcast show on Spotify.
const PODCAST_SHOW = 'https://open.spotify.com/show/3ZmOhrenAufPodcast0r7x';

export function museumPages(ctx: SeedContext): LocalizedItem[] {
  const image = (key: string) => mediaId(ctx, key);
  const friendsContact = {
    name: 'Dr. Heike Brandt',
    phone: '+49 123 456 78-50',
    mail: 'freundeskreis@zentralmuseum.example',
  };
  const pressContact = {
    name: 'Katrin Hoffmann',
    phone: '+49 123 456 78-30',
    mail: 'presse@zentralmuseum.example',
  };

  return [
    pageItem(
      { section: 'museum', order: 1, image: image('art') },
      {
        slug: 'freundeskreis-kunststiftung',
        title: 'Freundeskreis und Kunststiftung',
        teaser:
          'Werden Sie Teil des Museums: Der Freundeskreis und die Kunststiftung unterstützen Ankäufe und Projekte.',
        blocks: [
          richText(
            ...paragraphs(
              'Seit 1962 unterstützt der Freundeskreis des Zentralmuseums Ankäufe, Restaurierungen und Vermittlungsprojekte. Mitglieder erhalten freien Eintritt, Einladungen zu Vorbesichtigungen und exklusive Reisen.',
              'Die Kunststiftung Zentralmuseum wurde 2004 gegründet. Sie fördert den Ankauf zeitgenössischer Kunst und vergibt jedes Jahr ein Stipendium für das Schauhaus.',
            ),
            h2('Mitgliedschaft'),
            ul(
              'Einzelmitglied: 60 € pro Jahr',
              'Paare und Familien: 90 € pro Jahr',
              'Unter 30 Jahren: 25 € pro Jahr',
            ),
          ),
          contactList('Kontakt', [
            {
              title: 'Freundeskreis und Kunststiftung',
              ...friendsContact,
              text: 'Geschäftsstelle, Dienstag und Donnerstag 10–14 Uhr',
            },
          ]),
        ],
      },
      {
        slug: 'friends-foundation',
        title: "Friends' Circle and Art Foundation",
        teaser:
          "Become part of the museum: the friends' circle and the art foundation support acquisitions and projects.",
        blocks: [
          richText(
            ...paragraphs(
              'Since 1962 the Friends of the Zentralmuseum have supported acquisitions, conservation and learning projects. Members enjoy free admission, invitations to previews and exclusive trips.',
              'The Zentralmuseum Art Foundation was established in 2004. It funds the acquisition of contemporary art and awards an annual Schauhaus fellowship.',
            ),
            h2('Membership'),
            ul(
              'Individual: €60 per year',
              'Couples and families: €90 per year',
              'Under 30: €25 per year',
            ),
          ),
          contactList('Contact', [
            {
              title: "Friends' circle and art foundation",
              ...friendsContact,
              text: 'Office hours Tuesday and Thursday 10 am–2 pm',
            },
          ]),
        ],
      },
    ),
    pageItem(
      { section: 'museum', order: 2, image: image('workshop') },
      {
        slug: 'foerderprojekte',
        title: 'Förderprojekte',
        teaser:
          'Was wir mit der Unterstützung von Stiftungen und öffentlichen Mitteln möglich machen.',
        blocks: [
          richText(
            h2('Digitales Depot'),
            p(
              'Bis Ende des kommenden Jahres werden 20.000 Objekte der technischen Sammlung fotografiert und online zugänglich gemacht – gefördert durch das Landesprogramm Kultur digital.',
            ),
            h2('Tastmodelle für alle'),
            p(
              'Mit dem Preisgeld des Preises für Kulturvermittlung entstehen zwölf neue Tastmodelle für die Maschinenhalle.',
            ),
            h2('Klimafreundliches Museum'),
            p(
              'Neue LED-Beleuchtung und eine Photovoltaikanlage auf dem Schauhaus senken den Energieverbrauch um ein Drittel.',
            ),
          ),
          teaser('Unterstützen Sie uns', 'Der Freundeskreis hilft bei vielen Projekten mit.', {
            label: 'Zum Freundeskreis',
            uri: '/museum/freundeskreis-kunststiftung',
          }),
        ],
      },
      {
        slug: 'funding-projects',
        title: 'Funded Projects',
        teaser: 'What we make possible with support from foundations and public funds.',
        blocks: [
          richText(
            h2('Digital storage'),
            p(
              'By the end of next year, 20,000 objects from the technology collection will be photographed and made available online – funded by the regional programme Culture Digital.',
            ),
            h2('Tactile models for all'),
            p(
              'The prize money of the Award for Cultural Education is funding twelve new tactile models for the Machine Hall.',
            ),
            h2('A climate-friendly museum'),
            p(
              'New LED lighting and a solar power system on the Schauhaus roof reduce energy consumption by a third.',
            ),
          ),
          teaser('Support us', "The friends' circle helps with many projects.", {
            label: "Friends' circle",
            uri: '/en/museum/friends-foundation',
          }),
        ],
      },
    ),
    pageItem(
      { section: 'museum', order: 3 },
      {
        slug: 'kooperationen',
        title: 'Kooperationen und Partner',
        teaser: 'Mit diesen Partnerinnen und Partnern arbeiten wir zusammen.',
        blocks: [
          richText(
            p(
              'Das Zentralmuseum ist Teil eines Netzwerks aus Medien, Verkehrsbetrieben, Verbänden und Stiftungen. Gemeinsam erreichen wir mehr Menschen.',
            ),
          ),
          partnerList('Unsere Partner'),
          partnerList('Mobilitätspartner', 'mobility'),
          richText(
            h2('Podcast mit Kulturwelle 98,4'),
            p(
              'Gemeinsam mit dem Radiosender Kulturwelle 98,4 produzieren wir den Podcast des Zentralmuseums. Alle Folgen gibt es hier auf der Website und bei Spotify.',
            ),
          ),
          embed({
            title: 'Podcast des Zentralmuseums bei Spotify',
            url: PODCAST_SHOW,
            poster: image('podcast'),
            aspectRatio: '4:3',
          }),
        ],
      },
      {
        slug: 'cooperations',
        title: 'Cooperations and Partners',
        teaser: 'These are the partners we work with.',
        blocks: [
          richText(
            p(
              'The Zentralmuseum is part of a network of media, transport companies, associations and foundations. Together we reach more people.',
            ),
          ),
          partnerList('Our partners'),
          partnerList('Mobility partners', 'mobility'),
          richText(
            h2('Podcast with Kulturwelle 98.4'),
            p(
              'Together with the radio station Kulturwelle 98.4 we produce the Zentralmuseum podcast. All episodes are available here on the website and on Spotify.',
            ),
          ),
          embed({
            title: 'The Zentralmuseum podcast on Spotify',
            url: PODCAST_SHOW,
            poster: image('podcast'),
            aspectRatio: '4:3',
          }),
        ],
      },
    ),
    pageItem(
      { section: 'museum', order: 4, image: image('history') },
      {
        slug: 'geschichte-zm',
        title: 'Geschichte des Zentralmuseums',
        teaser: 'Vom Gewerbemuseum zum Haus für Technik und Kunst: 130 Jahre in Bildern.',
        blocks: [
          richText(
            ...paragraphs(
              '1891 gründeten Mittelstädter Unternehmer ein Gewerbemuseum, um Handwerkern und Ingenieuren Vorbilder zu zeigen. 1926 kam die Kunstsammlung der Stadt hinzu.',
              'Nach schweren Schäden im Zweiten Weltkrieg wurde das Haus 1954 wiedereröffnet und 1974 in Zentralmuseum umbenannt. 2012 eröffnete die neue Maschinenhalle, 2018 das Schauhaus im Museumsgarten.',
            ),
          ),
          slider('Stationen der Geschichte', [
            image('history'),
            image('building'),
            image('tech'),
            image('art'),
            image('schauhaus'),
          ]),
        ],
      },
      {
        slug: 'history-zm',
        title: 'History of the Zentralmuseum',
        teaser: 'From museum of trades to home of technology and art: 130 years in pictures.',
        blocks: [
          richText(
            ...paragraphs(
              "In 1891 entrepreneurs from Mittelstadt founded a museum of trades to show craftsmen and engineers exemplary work. In 1926 the city's art collection was added.",
              'After severe damage in the Second World War, the museum reopened in 1954 and was renamed Zentralmuseum in 1974. The new Machine Hall opened in 2012, the Schauhaus in the museum garden in 2018.',
            ),
          ),
          slider('Milestones', [
            image('history'),
            image('building'),
            image('tech'),
            image('art'),
            image('schauhaus'),
          ]),
        ],
      },
    ),
    pageItem(
      { section: 'museum', order: 5, image: image('press') },
      {
        slug: 'pressemappen',
        title: 'Pressemappen',
        teaser: 'Texte, Bilder und Hintergrundmaterial für Ihre Berichterstattung.',
        blocks: [
          materialBlock('Material zum Herunterladen', [
            {
              title: 'Factsheet Zentralmuseum',
              file: mediaId(ctx, 'pdf-factsheet'),
              kind: 'download',
            },
            {
              title: 'Ausstellungsheft Stromlinien',
              file: mediaId(ctx, 'pdf-booklet'),
              kind: 'booklet',
              description: 'Raumtexte der Sonderausstellung',
            },
            {
              title: 'Pressestimmen',
              file: mediaId(ctx, 'pdf-pressestimmen'),
              kind: 'pressCommentary',
            },
            {
              title: 'Video: Die Dampfmaschine von innen',
              url: STEAM_ENGINE_VIDEO,
              kind: 'video',
            },
          ]),
          teaser(
            'Alle Pressemitteilungen',
            'Aktuelle Meldungen und Pressemappen zu den Ausstellungen.',
            { label: 'Zur Presse', uri: '/presse' },
          ),
          contactList('Pressekontakt', [{ title: 'Pressestelle', ...pressContact }]),
        ],
      },
      {
        slug: 'press-kits',
        title: 'Press Kits',
        teaser: 'Texts, images and background material for your coverage.',
        blocks: [
          materialBlock('Material to download', [
            {
              title: 'Zentralmuseum fact sheet',
              file: mediaId(ctx, 'pdf-factsheet'),
              kind: 'download',
            },
            {
              title: 'Exhibition booklet Streamlines',
              file: mediaId(ctx, 'pdf-booklet'),
              kind: 'booklet',
              description: 'Room texts of the special exhibition',
            },
            {
              title: 'Press commentary',
              file: mediaId(ctx, 'pdf-pressestimmen'),
              kind: 'pressCommentary',
            },
            {
              title: 'Video: Inside the Steam Engine',
              url: STEAM_ENGINE_VIDEO,
              kind: 'video',
            },
          ]),
          teaser('All press releases', 'Current news and press kits on the exhibitions.', {
            label: 'Go to press',
            uri: '/en/press',
          }),
          contactList('Press contact', [{ title: 'Press office', ...pressContact }]),
        ],
      },
    ),
    pageItem(
      { section: 'museum', order: 6 },
      {
        slug: 'impressum',
        title: 'Impressum',
        teaser: 'Angaben gemäß § 5 DDG.',
        blocks: [
          richText(
            p('Zentralmuseum Mittelstadt, Anstalt des öffentlichen Rechts'),
            p('Am Zentralplatz 1, 50999 Mittelstadt'),
            p('Vertreten durch die Direktorin Prof. Dr. Ruth Engel'),
            p(
              'Telefon +49 123 456 78-0, E-Mail ',
              link('mailto:info@zentralmuseum.example', 'info@zentralmuseum.example'),
            ),
            p('Umsatzsteuer-Identifikationsnummer: DE000000000'),
            h2('Hinweis'),
            p(
              'Das Zentralmuseum und alle Inhalte dieser Website sind frei erfunden und dienen der Demonstration.',
            ),
          ),
          contactList('Redaktion', [
            {
              title: 'Verantwortlich für den Inhalt',
              name: 'Katrin Hoffmann',
              mail: 'presse@zentralmuseum.example',
              text: 'Am Zentralplatz 1, 50999 Mittelstadt',
            },
          ]),
        ],
      },
      {
        slug: 'imprint',
        title: 'Imprint',
        teaser: 'Legal information according to § 5 DDG (German Digital Services Act).',
        blocks: [
          richText(
            p('Zentralmuseum Mittelstadt, public-law institution'),
            p('Am Zentralplatz 1, 50999 Mittelstadt, Germany'),
            p('Represented by the director Prof. Dr. Ruth Engel'),
            p(
              'Phone +49 123 456 78-0, e-mail ',
              link('mailto:info@zentralmuseum.example', 'info@zentralmuseum.example'),
            ),
            p('VAT identification number: DE000000000'),
            h2('Note'),
            p(
              'The Zentralmuseum and all content on this website are fictitious and serve demonstration purposes.',
            ),
          ),
          contactList('Editorial office', [
            {
              title: 'Responsible for content',
              name: 'Katrin Hoffmann',
              mail: 'presse@zentralmuseum.example',
              text: 'Am Zentralplatz 1, 50999 Mittelstadt',
            },
          ]),
        ],
      },
    ),
    // German-only on purpose: volunteers are recruited from the town, in German; the language
    // switch on this page is disabled (SPEC §2).
    pageItem(
      { section: 'museum', order: 8, image: image('workshop') },
      {
        slug: 'ehrenamt',
        title: 'Ehrenamt im Zentralmuseum',
        teaser:
          'Sie erzählen gern, packen gern mit an oder haben Zeit für Gäste? Werden Sie ehrenamtlich Teil unseres Teams.',
        blocks: [
          richText(
            ...paragraphs(
              'Rund vierzig Ehrenamtliche begleiten das Zentralmuseum: an der Dampfmaschine, in der Bibliothek, beim Museumsfest und als Lesepatinnen und Lesepaten für Kitagruppen.',
              'Sie bekommen eine Einführung, eine feste Ansprechperson und freien Eintritt in alle Ausstellungen. Wie viel Zeit Sie geben, entscheiden Sie selbst.',
            ),
            h2('So steigen Sie ein'),
            ul(
              'Kennenlernen beim Ehrenamtstreffen an jedem ersten Mittwoch im Monat',
              'Hospitation in dem Bereich, der Sie interessiert',
              'Einführung durch unser Team der Vermittlung',
            ),
          ),
          contactList('Kontakt', [
            {
              title: 'Ehrenamtskoordination',
              name: 'Sabine Wendt',
              phone: '+49 123 456 78-55',
              mail: 'ehrenamt@zentralmuseum.example',
              text: 'Montag bis Donnerstag 9–13 Uhr',
            },
          ]),
        ],
      },
    ),
  ];
}
