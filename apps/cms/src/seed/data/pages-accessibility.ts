import { h2, link, p, paragraphs, ul } from '../lib/blocks';
import { docId, mediaId, type SeedContext } from '../lib/context';
import type { LocalizedItem } from '../lib/documents';
import {
  BARRIER_REPORT_RETENTION,
  BOOKING_RETENTION,
  policyMonths,
} from '../../retention/policies';
import { embed, infoBlock, pageItem, richText, teaser } from './page-blocks';

/** The museum's welcome video in German Sign Language (demo address, loaded only with consent). */
export const SIGN_LANGUAGE_VIDEO = 'https://www.youtube.com/watch?v=Zm7DgsWeb01';

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
          embed({
            title: 'Video in Deutscher Gebärdensprache: Willkommen auf unserer Website',
            url: SIGN_LANGUAGE_VIDEO,
            caption:
              'Das Video erklärt in DGS, was auf dieser Website steht und wie Sie sich zurechtfinden. Den Inhalt des Videos lesen Sie direkt darunter als Text.',
          }),
          richText(
            h2('Das Video als Text'),
            ...paragraphs(
              'Hallo! Willkommen beim Zentralmuseum in Mittelstadt. Wir zeigen Technik und Kunst unter einem Dach.',
              'Oben auf jeder Seite finden Sie das Menü. Dort stehen alle Bereiche: Besuch, Programm, Angebote, Entdecken, Barrierefreiheit und Museum. Mit der Suche finden Sie Ausstellungen, Termine und Führungen.',
              'Ganz oben auf jeder Seite führen zwei Links zu diesem Video und zu unseren Texten in Leichter Sprache.',
              'Unten auf jeder Seite steht die Erklärung zur Barrierefreiheit. Dort lesen Sie, was auf der Website noch nicht barrierefrei ist und wie Sie uns Barrieren melden, auch per Video in DGS an inklusion@zentralmuseum.example.',
            ),
          ),
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
          embed({
            title: 'Video in German Sign Language: welcome to our website',
            url: SIGN_LANGUAGE_VIDEO,
            caption:
              'The video explains in German Sign Language (DGS) what this website offers and how to find your way around. You can read its content as text right below.',
          }),
          richText(
            h2('The video as text'),
            ...paragraphs(
              'Hello! Welcome to the Zentralmuseum in Mittelstadt. We show technology and art under one roof.',
              'At the top of every page you will find the menu. It lists all sections: visit, programme, offers, discover, accessibility and museum. The search finds exhibitions, events and tours.',
              'At the very top of every page, two links lead to this video and to our texts in Leichte Sprache (easy-to-read German).',
              'At the bottom of every page you will find the accessibility statement. It says what is not yet accessible on the website and how to report barriers, also by video in DGS to inklusion@zentralmuseum.example.',
            ),
          ),
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
            h2('Was steht auf dieser Internet-Seite?'),
            p('Auf unserer Internet-Seite finden Sie:'),
            ul(
              'Ausstellungen. Eine Ausstellung zeigt Dinge zu einem Thema.',
              'Termine. Zum Beispiel Vorträge und Feste.',
              'Führungen. Bei einer Führung zeigt Ihnen jemand das Museum.',
              'Hilfen für Ihren Besuch. Zum Beispiel: Wo ist der Eingang ohne Stufen?',
            ),
            h2('So finden Sie sich zurecht'),
            p('Oben auf jeder Seite ist ein Knopf. Auf dem Knopf steht: Menü.'),
            p('Im Menü finden Sie alle Teile der Internet-Seite.'),
            p('Ganz oben auf jeder Seite gibt es 2 Links:'),
            ul(
              'Leichte Sprache. Der Link führt zu dieser Seite.',
              'Gebärden-Sprache. Dort gibt es ein Video in Deutscher Gebärden-Sprache.',
            ),
            h2('Erklärung zur Barriere-Freiheit'),
            p('Barriere-Freiheit heißt: Alle Menschen können die Internet-Seite gut benutzen.'),
            p('Zum Beispiel auch Menschen mit Seh-Behinderung.'),
            p('Unsere Internet-Seite ist noch nicht ganz barriere-frei.'),
            p('Das steht in der Erklärung zur Barriere-Freiheit.'),
            p('Den Link dazu finden Sie ganz unten auf jeder Seite.'),
            p(
              'Finden Sie auf unserer Internet-Seite eine Barriere? Dann schreiben Sie uns eine E-Mail: ',
              link(
                'mailto:barrierefreiheit@zentralmuseum.example',
                'barrierefreiheit@zentralmuseum.example',
              ),
            ),
            h2('Führung in Leichter Sprache'),
            p(
              'Wir machen Führungen in Leichter Sprache. Wir sprechen dann einfach und langsam. Sie können immer Fragen stellen.',
            ),
            p('Sie wollen mitmachen? Rufen Sie uns an: 0123 456 78-20.'),
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
  ];
}

const periodTexts = (months: number) =>
  months === 1 ? ['einen Monat', 'one month'] : [`${months} Monate`, `${months} months`];

// Says exactly what the site does (apps/web): its own cookies, Matomo only with consent,
// external content only after "load once", "always allow" or consent to the category.
export function privacyPage(): LocalizedItem {
  // The periods the retention job applies (src/retention), so the seeded text says what happens.
  const [monthsDe, monthsEn] = periodTexts(policyMonths(BOOKING_RETENTION));
  const [reportMonthsDe, reportMonthsEn] = periodTexts(policyMonths(BARRIER_REPORT_RETENTION));
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
          p(
            'Ohne Ihre Einwilligung setzen wir nur Cookies, die für die Website technisch notwendig sind (§ 25 Abs. 2 Nr. 2 TDDDG, Art. 6 Abs. 1 lit. f DSGVO). Sie gehen nur an diese Website und dienen nicht dazu, Sie wiederzuerkennen:',
          ),
          ul(
            'ncc_c: speichert, dass Sie eine Auswahl in der Cookie-Leiste oder in den Cookie-Einstellungen getroffen haben. Speicherdauer: ein Jahr.',
            'ncc_e: speichert, welche Kategorien (Statistik, externe Inhalte) und welche einzelnen Dienste Sie erlaubt haben. Speicherdauer: ein Jahr.',
            'locale: speichert die Sprache (Deutsch oder Englisch), die Sie mit dem Sprachwechsel gewählt haben. Speicherdauer: 365 Tage.',
            'zm_booking_received: wird nur gesetzt, wenn Sie eine Führungsanfrage absenden, und hält die Angaben Ihrer Anfrage für die Bestätigungsseite bereit. Das Cookie ist signiert, für Skripte nicht lesbar und gilt 30 Minuten.',
          ),
          p(
            'Alle anderen Cookies setzen erst die Dienste, denen Sie zugestimmt haben (siehe Statistik und Externe Inhalte).',
          ),
          h2('Statistik'),
          p(
            'Nur wenn Sie der Kategorie „Statistik“ zustimmen, erfassen wir mit der Open-Source-Software Matomo, wie die Website genutzt wird: aufgerufene Seiten, Zeitpunkt und Dauer des Besuchs, die Seite, von der Sie kommen, sowie Browser, Betriebssystem und Bildschirmgröße. Matomo läuft auf einem Analyse-Server, den das Museum selbst betreibt; die Daten werden nicht an Dritte weitergegeben. Rechtsgrundlage ist Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO).',
          ),
          p('Matomo setzt dabei zwei Cookies:'),
          ul(
            '_pk_id: eine zufällige Kennung, an der Matomo wiederkehrende Besuche erkennt. Speicherdauer: 13 Monate.',
            '_pk_ses: fasst die Seitenaufrufe eines Besuchs zusammen. Speicherdauer: 30 Minuten.',
          ),
          p(
            'Ohne Ihre Zustimmung wird Matomo nicht geladen. Widerrufen Sie sie, endet die Erfassung sofort, und die beiden Matomo-Cookies werden gelöscht.',
          ),
          h2('Externe Inhalte'),
          p(
            'Einige Seiten zeigen Inhalte anderer Anbieter: Videos, Folgen unseres Podcasts und eine Karte. Wir laden sie nicht automatisch. Stattdessen sehen Sie einen Hinweis mit einem Link zum Inhalt auf der Seite des Anbieters. Erst wenn Sie „Einmal laden“ oder „… immer erlauben“ (etwa „YouTube immer erlauben“) wählen oder in den Cookie-Einstellungen der Kategorie „Externe Inhalte“ zustimmen, verbindet sich Ihr Browser mit dem Anbieter. Dieser erhält dabei Ihre IP-Adresse und die Adresse der Seite, auf der Sie sind, und kann Cookies setzen. „Einmal laden“ gilt nur für diesen einen Inhalt und wird nicht gespeichert; „… immer erlauben“ merken wir uns für den jeweiligen Dienst im Cookie ncc_e. Rechtsgrundlage ist Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO).',
          ),
          ul(
            [
              'YouTube (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland): Wir binden Videos im erweiterten Datenschutzmodus über youtube-nocookie.com ein. YouTube speichert nach eigenen Angaben erst dann Informationen in Ihrem Browser, wenn Sie das Video abspielen. Google kann Daten in die USA übermitteln. ',
              link('https://policies.google.com/privacy?hl=de', 'Datenschutzerklärung von Google'),
            ],
            [
              'Vimeo (Vimeo.com, Inc., New York, USA): Wir laden den Player mit der Einstellung „Do Not Track“; Vimeo erfasst dann nach eigenen Angaben keine Sitzungs- und Analysedaten. Daten werden in die USA übermittelt. ',
              link('https://vimeo.com/privacy', 'Datenschutzerklärung von Vimeo'),
            ],
            [
              'Spotify (Spotify AB, Stockholm, Schweden): Der Player von Spotify spielt Folgen unseres Podcasts ab. Spotify setzt dabei Cookies und kann den Abruf Ihrem Konto zuordnen, wenn Sie dort angemeldet sind. ',
              link(
                'https://www.spotify.com/de/legal/privacy-policy/',
                'Datenschutzrichtlinie von Spotify',
              ),
            ],
            [
              'OpenStreetMap (OpenStreetMap Foundation, Cambridge, Vereinigtes Königreich): Die Karte auf der Seite „Lage und Anfahrt“ kommt von den Servern der OpenStreetMap Foundation. ',
              link(
                'https://osmfoundation.org/wiki/Privacy_Policy',
                'Datenschutzhinweise der OpenStreetMap Foundation',
              ),
            ],
          ),
          h2('Ihre Wahl ändern oder widerrufen'),
          p(
            'Sie können Ihre Auswahl jederzeit ändern oder Ihre Einwilligung widerrufen: mit „Cookie-Einstellungen“ in der Fußzeile jeder Seite. Der Widerruf gilt sofort; was bis dahin aufgrund Ihrer Einwilligung geschehen ist, bleibt rechtmäßig. Löschen Sie die Cookies in Ihrem Browser, fragen wir beim nächsten Besuch erneut.',
          ),
          h2('Führungsanfragen'),
          p(
            'Daten aus dem Anfrageformular verwenden wir nur zur Bearbeitung Ihrer Anfrage, zur Rechnungsstellung und zur Kontaktaufnahme (Art. 6 Abs. 1 lit. b DSGVO).',
          ),
          p(
            `Ihre Anfrage mit allen Angaben speichern wir in unserem Redaktionssystem und löschen sie dort automatisch ${monthsDe} nach ihrem Eingang, frühestens ${monthsDe} nach dem gewünschten Termin. Rechnungen, die wir für eine Führung stellen, bewahren wir so lange auf, wie es das Handels- und Steuerrecht verlangt (bis zu zehn Jahre).`,
          ),
          h2('Barrieremeldungen'),
          p(
            `Mit dem Formular „Barriere melden“ können Sie uns Barrieren auf dieser Website mitteilen. Wir speichern Ihre Beschreibung, die Seite und ihre Sprache, das Hilfsmittel, wenn Sie eines nennen, sowie Ihren Namen und Ihre E-Mail-Adresse, wenn Sie sie angeben. Beides ist freiwillig; ohne E-Mail-Adresse können wir Ihnen nur nicht antworten. Wir verwenden die Angaben, um die Barriere zu beseitigen, Ihnen zu antworten und unsere Erklärung zur Barrierefreiheit jährlich zu überprüfen. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit widerrufen können. Wir löschen jede Meldung in unserem Redaktionssystem automatisch ${reportMonthsDe} nach ihrem Eingang.`,
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
          p(
            'Without your consent we only set cookies that the website strictly needs to work (Section 25(2) no. 2 TDDDG, Art. 6(1)(f) GDPR). They are only sent to this website and are not used to recognise you:',
          ),
          ul(
            'ncc_c: stores that you have made a choice in the cookie bar or in the cookie settings. Kept for one year.',
            'ncc_e: stores which categories (statistics, external content) and which single services you have allowed. Kept for one year.',
            'locale: stores the language (German or English) you chose with the language switch. Kept for 365 days.',
            'zm_booking_received: only set when you send a tour request; it holds the details of your request for the confirmation page. The cookie is signed, cannot be read by scripts and is valid for 30 minutes.',
          ),
          p(
            'Any other cookies are only set by the services you have agreed to (see Statistics and External content).',
          ),
          h2('Statistics'),
          p(
            'Only if you agree to the category "Statistics" do we use the open-source software Matomo to record how the website is used: pages viewed, time and length of the visit, the page you came from, and your browser, operating system and screen size. Matomo runs on an analytics server operated by the museum itself; the data are not passed on to third parties. The legal basis is your consent (Section 25(1) TDDDG, Art. 6(1)(a) GDPR).',
          ),
          p('Matomo sets two cookies:'),
          ul(
            '_pk_id: a random identifier by which Matomo recognises returning visits. Kept for 13 months.',
            '_pk_ses: groups the page views of one visit. Kept for 30 minutes.',
          ),
          p(
            'Without your consent Matomo is not loaded. If you withdraw it, recording stops immediately and the two Matomo cookies are deleted.',
          ),
          h2('External content'),
          p(
            'Some pages show content from other providers: videos, episodes of our podcast and a map. We do not load it automatically. Instead you see a notice with a link to the content on the provider’s site. Only when you choose "Load once" or "Always allow …" (for example "Always allow YouTube"), or agree to the category "External content" in the cookie settings, does your browser connect to the provider. The provider then receives your IP address and the address of the page you are on and may set cookies. "Load once" applies to that one item only and is not stored; "Always allow …" is remembered for that service in the cookie ncc_e. The legal basis is your consent (Section 25(1) TDDDG, Art. 6(1)(a) GDPR).',
          ),
          ul(
            [
              'YouTube (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland): we embed videos in privacy-enhanced mode via youtube-nocookie.com. According to YouTube, it only stores information in your browser once you play the video. Google may transfer data to the USA. ',
              link('https://policies.google.com/privacy?hl=en', "Google's privacy policy"),
            ],
            [
              'Vimeo (Vimeo.com, Inc., New York, USA): we load the player with the "Do Not Track" setting; according to Vimeo it then collects no session or analytics data. Data are transferred to the USA. ',
              link('https://vimeo.com/privacy', "Vimeo's privacy policy"),
            ],
            [
              "Spotify (Spotify AB, Stockholm, Sweden): Spotify's player plays episodes of our podcast. Spotify sets cookies and can link the request to your account if you are logged in. ",
              link('https://www.spotify.com/uk/legal/privacy-policy/', "Spotify's privacy policy"),
            ],
            [
              'OpenStreetMap (OpenStreetMap Foundation, Cambridge, United Kingdom): the map on the page "Location and directions" comes from the servers of the OpenStreetMap Foundation. ',
              link(
                'https://osmfoundation.org/wiki/Privacy_Policy',
                "the OpenStreetMap Foundation's privacy policy",
              ),
            ],
          ),
          h2('Changing or withdrawing your choice'),
          p(
            'You can change your choice or withdraw your consent at any time with "Cookie settings" in the footer of every page. Withdrawal takes effect immediately; what happened on the basis of your consent until then remains lawful. If you delete the cookies in your browser, we will ask again on your next visit.',
          ),
          h2('Tour requests'),
          p(
            'We use data from the request form only to process your request, issue invoices and contact you (Art. 6(1)(b) GDPR).',
          ),
          p(
            `We keep your request with all its details in our content management system and delete it there automatically ${monthsEn} after we received it, but no earlier than ${monthsEn} after the requested date. Invoices we issue for a tour are kept as long as commercial and tax law require (up to ten years).`,
          ),
          h2('Barrier reports'),
          p(
            `With the form "Report a barrier" you can tell us about barriers on this website. We store your description, the page and its language, the assistive technology if you name one, and your name and email address if you give them. Both are optional; without an email address we simply cannot reply to you. We use the details to remove the barrier, to reply to you and for the yearly review of our accessibility statement. The legal basis is your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time. We delete every report from our content management system automatically ${reportMonthsEn} after we received it.`,
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
