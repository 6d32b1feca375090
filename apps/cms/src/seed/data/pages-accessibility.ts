import { h2, link, p, paragraphs, ul } from '../lib/blocks';
import { docId, mediaId, type SeedContext } from '../lib/context';
import type { LocalizedItem } from '../lib/documents';
import { infoBlock, pageItem, richText, teaser } from './page-blocks';

export function accessibilityPages(ctx: SeedContext): LocalizedItem[] {
  const tag = (key: string) => [docId(ctx, 'accessibility-tag', key)];
  const image = mediaId(ctx, 'access');
  return [
    pageItem(
      { section: 'accessibility', order: 1, image, accessibilityTags: tag('signLanguage') },
      {
        slug: 'gebaerdensprache',
        title: 'Angebote in Deutscher Gebärdensprache',
        teaser: 'Führungen mit gehörlosen Guides, Videos in DGS und Dolmetschen auf Anfrage.',
        blocks: [
          richText(
            ...paragraphs(
              'Einmal im Monat führt unser gehörloser Guide Jonas Weber in Deutscher Gebärdensprache durch eine Ausstellung. Die Termine finden Sie im Programm.',
              'Zu allen Dauerausstellungen gibt es Videos in DGS. Sie starten über die QR-Codes an den Raumtexten auf Ihrem eigenen Smartphone oder auf unseren Leihgeräten.',
            ),
            h2('Dolmetschen'),
            p(
              'Für Veranstaltungen können Sie bis zwei Wochen vorher kostenlos Gebärdensprachdolmetschende bestellen: inklusion@zentralmuseum.example.',
            ),
          ),
          teaser('Führung in Gebärdensprache buchen', 'Für Gruppen, Vereine und Kurse.', {
            label: 'Zur Führung',
            uri: '/fuehrungen/fuehrung-in-gebaerdensprache',
          }),
        ],
      },
      {
        slug: 'sign-language',
        title: 'Offers in German Sign Language',
        teaser: 'Tours with deaf guides, videos in DGS and interpreting on request.',
        blocks: [
          richText(
            ...paragraphs(
              'Once a month our deaf guide Jonas Weber leads a tour through an exhibition in German Sign Language. You will find the dates in the programme.',
              'All permanent exhibitions have videos in DGS. Start them via the QR codes on the room texts on your own smartphone or on our loan devices.',
            ),
            h2('Interpreting'),
            p(
              'For events you can book sign language interpreters free of charge up to two weeks in advance: inklusion@zentralmuseum.example.',
            ),
          ),
          teaser('Book a sign language tour', 'For groups, clubs and classes.', {
            label: 'See the tour',
            uri: '/en/guided-tours/tour-in-sign-language',
          }),
        ],
      },
    ),
    pageItem(
      { section: 'accessibility', order: 2, image, accessibilityTags: tag('simpleLanguage') },
      {
        slug: 'leichte-sprache',
        title: 'Das Museum in Leichter Sprache',
        teaser: 'Hier erklären wir das Zentral-Museum in Leichter Sprache.',
        blocks: [
          richText(
            h2('Was ist das Zentral-Museum?'),
            p('Das Zentral-Museum ist ein Museum.'),
            p('In einem Museum gibt es alte und neue Dinge.'),
            p('Sie können die Dinge anschauen.'),
            p('Im Zentral-Museum gibt es 2 große Bereiche:'),
            ul('Technik. Das sind zum Beispiel Maschinen.', 'Kunst. Das sind zum Beispiel Bilder.'),
            p(
              'Es gibt auch ein kleines Haus im Garten. Das Haus heißt: Schau-Haus. Dort gibt es immer wieder neue Ausstellungen.',
            ),
            h2('Wann ist das Museum offen?'),
            ul(
              'Dienstag bis Sonntag: von 10 Uhr bis 18 Uhr.',
              'Donnerstag: von 10 Uhr bis 20 Uhr.',
              'Montag ist das Museum zu.',
            ),
            h2('Was kostet das Museum?'),
            p('Erwachsene zahlen 12 Euro.'),
            p('Kinder und Jugendliche bis 18 Jahre zahlen nichts.'),
            p(
              'Haben Sie einen Schwer-Behinderten-Ausweis? Dann zahlen Sie 7 Euro. Ihre Begleit-Person zahlt nichts.',
            ),
            h2('Führung in Leichter Sprache'),
            p(
              'Wir machen Führungen in Leichter Sprache. Wir sprechen dann einfach und langsam. Sie können immer Fragen stellen.',
            ),
            p('Sie wollen mitmachen? Rufen Sie uns an: 0123 456 78-20.'),
          ),
        ],
      },
      {
        slug: 'simple-language',
        title: 'The Museum in Simple Language',
        teaser: 'Here we explain the Zentral Museum in simple language.',
        blocks: [
          richText(
            h2('What is the Zentral Museum?'),
            p('The Zentral Museum is a museum.'),
            p('A museum has old things and new things.'),
            p('You can look at the things.'),
            p('The Zentral Museum has 2 big parts:'),
            ul('Technology. For example machines.', 'Art. For example paintings.'),
            p(
              'There is also a small house in the garden. The house is called: Schauhaus. It has new exhibitions again and again.',
            ),
            h2('When is the museum open?'),
            ul(
              'Tuesday to Sunday: from 10 am to 6 pm.',
              'Thursday: from 10 am to 8 pm.',
              'On Monday the museum is closed.',
            ),
            h2('How much does the museum cost?'),
            p('Adults pay 12 euros.'),
            p('Children and young people up to 18 pay nothing.'),
            p(
              'Do you have a disability card? Then you pay 7 euros. The person who comes with you pays nothing.',
            ),
            h2('Tours in simple language'),
            p(
              'We have tours in simple language. We speak simply and slowly. You can always ask questions. The tours are in German.',
            ),
            p('Do you want to join? Call us: +49 123 456 78-20.'),
          ),
        ],
      },
    ),
    pageItem(
      { section: 'accessibility', order: 3, image, accessibilityTags: tag('accessible') },
      {
        slug: 'barrierefrei-besuchen',
        title: 'Barrierefrei besuchen',
        teaser:
          'Stufenlose Wege, Leihrollstühle, Tastmodelle und Ruhezonen: So planen Sie Ihren Besuch.',
        blocks: [
          infoBlock({
            title: 'Auf einen Blick',
            place: 'Stufenloser Eingang an der Museumsallee',
            costs: 'Ermäßigter Eintritt 7 €, Begleitpersonen frei',
            notes:
              'Leihrollstühle und Rollatoren kostenlos an der Kasse. Assistenzhunde willkommen.',
            contact: 'inklusion@zentralmuseum.example, +49 123 456 78-20',
          }),
          richText(
            h2('Mobilität'),
            p(
              'Alle Ausstellungsräume, das Café und das Schauhaus sind stufenlos oder mit dem Aufzug erreichbar. Barrierefreie Toiletten gibt es auf jeder Etage.',
            ),
            h2('Sehen'),
            p(
              'In der Maschinenhalle gibt es ein Bodenleitsystem und zwölf Tastmodelle. Der Audioguide beschreibt ausgewählte Werke ausführlich.',
            ),
            h2('Hören'),
            p('Im Vortragssaal und an der Kasse gibt es eine induktive Höranlage.'),
            h2('Ruhe'),
            p(
              'Ruhige Besuchszeiten sind dienstags und mittwochs vormittags. Ruhezonen mit Sitzplätzen befinden sich auf jeder Etage.',
            ),
          ),
        ],
      },
      {
        slug: 'accessible-visit',
        title: 'Accessible Visit',
        teaser:
          'Step-free routes, loan wheelchairs, tactile models and quiet zones: how to plan your visit.',
        blocks: [
          infoBlock({
            title: 'At a glance',
            place: 'Step-free entrance on Museumsallee',
            costs: 'Reduced admission €7, companions free',
            notes:
              'Loan wheelchairs and rollators free of charge at the ticket desk. Assistance dogs welcome.',
            contact: 'inklusion@zentralmuseum.example, +49 123 456 78-20',
          }),
          richText(
            h2('Mobility'),
            p(
              'All exhibition rooms, the café and the Schauhaus are step-free or reachable by lift. Accessible toilets are on every floor.',
            ),
            h2('Sight'),
            p(
              'The Machine Hall has a tactile floor guidance system and twelve tactile models. The audio guide describes selected works in detail.',
            ),
            h2('Hearing'),
            p('The auditorium and the ticket desk are equipped with an induction loop.'),
            h2('Quiet'),
            p(
              'Quiet visiting times are Tuesday and Wednesday mornings. Quiet zones with seating are on every floor.',
            ),
          ),
        ],
      },
    ),
    pageItem(
      { section: 'accessibility', order: 4, accessibilityTags: tag('accessible') },
      {
        slug: 'erklaerung-barrierefreiheit',
        title: 'Erklärung zur Barrierefreiheit',
        teaser: 'Wie barrierefrei diese Website ist und wie Sie uns Barrieren melden.',
        blocks: [
          richText(
            ...paragraphs(
              'Das Zentralmuseum bemüht sich, seine Website im Einklang mit der Barrierefreie-Informationstechnik-Verordnung (BITV 2.0) und den WCAG 2.2 auf Stufe AA barrierefrei zugänglich zu machen.',
              'Diese Website ist weitgehend mit den Anforderungen vereinbar. Nicht vollständig barrierefrei sind ältere PDF-Dokumente in der Pressemappe und einige Videos ohne Untertitel.',
            ),
            h2('Barriere melden'),
            p(
              'Sind Ihnen Mängel aufgefallen? Schreiben Sie uns: ',
              link('mailto:inklusion@zentralmuseum.example', 'inklusion@zentralmuseum.example'),
              '. Wir antworten innerhalb von zwei Wochen.',
            ),
            h2('Schlichtungsverfahren'),
            p(
              'Wenn Sie mit unserer Antwort nicht zufrieden sind, können Sie sich an die Schlichtungsstelle nach dem Behindertengleichstellungsgesetz wenden.',
            ),
          ),
        ],
      },
      {
        slug: 'accessibility-statement',
        title: 'Accessibility Statement',
        teaser: 'How accessible this website is and how to report barriers.',
        blocks: [
          richText(
            ...paragraphs(
              'The Zentralmuseum strives to make its website accessible in accordance with the German accessible information technology regulation (BITV 2.0) and WCAG 2.2 at level AA.',
              'This website is largely compliant. Older PDF documents in the press kit and some videos without subtitles are not yet fully accessible.',
            ),
            h2('Report a barrier'),
            p(
              'Have you noticed any problems? Write to us: ',
              link('mailto:inklusion@zentralmuseum.example', 'inklusion@zentralmuseum.example'),
              '. We will reply within two weeks.',
            ),
            h2('Conciliation procedure'),
            p(
              'If you are not satisfied with our answer, you can contact the conciliation body under the German Disability Equality Act.',
            ),
          ),
        ],
      },
    ),
  ];
}

export function privacyPage(): LocalizedItem {
  return pageItem(
    { section: 'none', order: 99 },
    {
      slug: 'datenschutz',
      title: 'Datenschutzerklärung',
      teaser:
        'Welche Daten wir beim Besuch dieser Website verarbeiten und welche Rechte Sie haben.',
      blocks: [
        richText(
          h2('Verantwortliche Stelle'),
          p(
            'Zentralmuseum Mittelstadt, Am Zentralplatz 1, 50999 Mittelstadt, datenschutz@zentralmuseum.example. Unseren Datenschutzbeauftragten erreichen Sie unter derselben Adresse.',
          ),
          h2('Server-Protokolle'),
          p(
            'Beim Aufruf der Website speichert unser Server IP-Adresse, Zeitpunkt, aufgerufene Seite und Browsertyp für höchstens sieben Tage, um den sicheren Betrieb zu gewährleisten (Art. 6 Abs. 1 lit. f DSGVO).',
          ),
          h2('Cookies'),
          p('Wir verwenden nur wenige Cookies:'),
          ul(
            [
              'locale: speichert Ihre gewählte Sprache (Deutsch oder Englisch) für 365 Tage. Technisch notwendig.',
            ],
            'ncc_c: speichert, dass Sie eine Entscheidung zu Cookies getroffen haben, für ein Jahr. Technisch notwendig.',
            'ncc_e: speichert, welche optionalen Kategorien (Statistik, externe Inhalte) Sie erlaubt haben, für ein Jahr.',
          ),
          h2('Statistik'),
          p(
            'Nur wenn Sie zustimmen, erfassen wir mit einer selbst betriebenen Analysesoftware anonymisierte Nutzungsdaten. Sie können Ihre Einwilligung jederzeit in den Cookie-Einstellungen widerrufen.',
          ),
          h2('Externe Inhalte'),
          p(
            'Videos externer Anbieter werden erst geladen, wenn Sie dem im Einzelfall oder dauerhaft zustimmen.',
          ),
          h2('Führungsanfragen'),
          p(
            'Daten aus dem Anfrageformular verwenden wir nur zur Bearbeitung Ihrer Anfrage, zur Rechnungsstellung und zur Kontaktaufnahme. Sie werden nach Abschluss der gesetzlichen Aufbewahrungsfristen gelöscht.',
          ),
          h2('Ihre Rechte'),
          p(
            'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren.',
          ),
        ),
      ],
    },
    {
      slug: 'privacy-policy',
      title: 'Privacy Policy',
      teaser: 'What data we process when you visit this website and what rights you have.',
      blocks: [
        richText(
          h2('Controller'),
          p(
            'Zentralmuseum Mittelstadt, Am Zentralplatz 1, 50999 Mittelstadt, Germany, datenschutz@zentralmuseum.example. You can reach our data protection officer at the same address.',
          ),
          h2('Server logs'),
          p(
            'When you access the website, our server stores your IP address, the time, the page requested and the browser type for no more than seven days to ensure secure operation (Art. 6(1)(f) GDPR).',
          ),
          h2('Cookies'),
          p('We use only a few cookies:'),
          ul(
            'locale: stores your chosen language (German or English) for 365 days. Strictly necessary.',
            'ncc_c: stores that you have made a cookie choice, for one year. Strictly necessary.',
            'ncc_e: stores which optional categories (statistics, external content) you have allowed, for one year.',
          ),
          h2('Statistics'),
          p(
            'Only with your consent do we collect anonymised usage data with self-hosted analytics software. You can withdraw your consent at any time in the cookie settings.',
          ),
          h2('External content'),
          p(
            'Videos from external providers are loaded only once you allow it, either once or permanently.',
          ),
          h2('Tour requests'),
          p(
            'We use data from the request form only to process your request, issue invoices and contact you. It is deleted after the statutory retention periods have expired.',
          ),
          h2('Your rights'),
          p(
            'You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to lodge a complaint with a data protection supervisory authority.',
          ),
        ),
      ],
    },
  );
}
