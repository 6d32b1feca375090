import type { SeedContext } from '../lib/context';
import type { LocalizedItem } from '../lib/documents';
import { addDays, nextWeekday, type CalendarDate } from '../lib/time';
import { buildEvent, type EventSpec } from './event-builder';

const HALL = { de: 'Maschinenhalle, Erdgeschoss', en: 'Machine Hall, ground floor' };
const GALLERY = { de: 'Galerie, 1. Obergeschoss', en: 'Gallery, 1st floor' };
const SPECIAL = { de: 'Sonderausstellungshalle, 2. Obergeschoss', en: 'Special exhibition hall, 2nd floor' };
const SCHAUHAUS = { de: 'Schauhaus im Museumsgarten', en: 'Schauhaus in the museum garden' };
const AUDITORIUM = { de: 'Vortragssaal, Untergeschoss', en: 'Auditorium, lower ground floor' };
const STUDIO = { de: 'Werkstatt der Dinge, Studio', en: 'Workshop of Things, studio' };
const FOYER = { de: 'Treffpunkt Foyer', en: 'Meeting point: foyer' };

// Weekly fixtures start on their next weekday after today and carry a free-text date.
const nextSunday = (today: CalendarDate) => nextWeekday(addDays(today, 1), 0);
const nextSaturday = (today: CalendarDate) => nextWeekday(addDays(today, 1), 6);

const SPECS: EventSpec[] = [
  // today
  { day: 0, start: '11:00', end: '11:45', image: 'streamlines', targets: ['erwachsene'], categories: ['fuehrung'], exhibitions: ['stromlinien'],
    de: { slug: 'kurzfuehrung-stromlinien', title: 'Kurzführung: Stromlinien', teaser: 'In 45 Minuten zu den schönsten Entwürfen der Sonderausstellung.', description: 'Ohne Anmeldung, die Teilnahme ist im Eintritt enthalten.', place: SPECIAL.de },
    en: { slug: 'short-tour-streamlines', title: 'Short Tour: Streamlines', teaser: 'The most beautiful designs of the special exhibition in 45 minutes.', description: 'No registration needed; included in the admission price.', place: SPECIAL.en } },
  { day: 0, start: '14:00', end: '15:00', image: 'family', targets: ['familien', 'kinder'], categories: ['familienprogramm', 'fuehrung'], offer: 'familien-entdeckertour', exhibitions: ['werkstatt-der-dinge'],
    de: { slug: 'familienfuehrung-entdeckertour', title: 'Familienführung: Auf Entdeckungstour', teaser: 'Mit Rätselkarte und Lupe entdecken Familien die erstaunlichsten Dinge im Museum.', description: 'Für Kinder ab 5 Jahren mit ihren Erwachsenen. Rätselkarten gibt es an der Kasse.', place: FOYER.de },
    en: { slug: 'family-tour-discovery', title: 'Family Tour: Voyage of Discovery', teaser: 'With puzzle cards and magnifying glasses, families discover the most amazing things in the museum.', description: 'For children aged 5 and up with their adults. Puzzle cards are available at the ticket desk.', place: FOYER.en } },
  { day: 0, image: 'history', targets: ['erwachsene', 'familien'], categories: ['fest'], exhibitions: ['werkstatt-der-dinge'], highlight: true,
    de: { slug: 'tag-der-offenen-werkstatt', title: 'Tag der offenen Werkstatt: Restaurierung live', headline: 'Den ganzen Tag', teaser: 'Unsere Restauratorinnen und Restauratoren arbeiten heute vor Publikum und beantworten Ihre Fragen.', description: 'Zu sehen sind ein Röhrenradio von 1936 und ein Landschaftsgemälde, das gerade gereinigt wird.', place: STUDIO.de },
    en: { slug: 'open-workshop-day', title: 'Open Workshop Day: Conservation Live', headline: 'All day', teaser: 'Our conservators work in front of visitors today and answer your questions.', description: 'On view: a valve radio from 1936 and a landscape painting that is being cleaned.', place: STUDIO.en } },
  { day: 0, start: '18:30', end: '20:00', image: 'streamlines', targets: ['erwachsene'], categories: ['vortrag'], exhibitions: ['stromlinien'], highlight: true,
    de: { slug: 'vortrag-versprechen-der-geschwindigkeit', title: 'Abendvortrag: Das Versprechen der Geschwindigkeit', teaser: 'Die Designhistorikerin Dr. Marlene Vogt über Tempo als Lebensgefühl der 1930er-Jahre.', description: 'Eintritt 5 €, ermäßigt 3 €. Im Anschluss ist die Sonderausstellung bis 21 Uhr geöffnet.', place: AUDITORIUM.de },
    en: { slug: 'talk-promise-of-speed', title: 'Evening Talk: The Promise of Speed', teaser: 'Design historian Dr Marlene Vogt on speed as the spirit of the 1930s.', description: 'Admission €5, reduced €3. Afterwards the special exhibition stays open until 9 pm.', place: AUDITORIUM.en } },
  // this week
  { day: 1, start: '10:00', end: '10:45', image: 'family', targets: ['kitas', 'kinder'], categories: ['familienprogramm'], offer: 'kita-forscherstunde',
    // German-only: aimed at local day-care centres, like its offer.
    de: { slug: 'kita-vormittag-kreisel', title: 'Kita-Vormittag: Kreisel und Räder', teaser: 'Drehen, kurbeln, staunen – ein Vormittag für Kinder von 4 bis 6 Jahren.', description: 'Für angemeldete Kita-Gruppen. Freie Plätze vergibt der Besucherservice.', place: STUDIO.de } },
  { day: 2, start: '15:00', end: '16:15', image: 'art', targets: ['seniorinnen-senioren'], categories: ['fuehrung'], offer: 'kunst-im-gespraech', exhibitions: ['blickwechsel'],
    de: { slug: 'seniorennachmittag-kunst', title: 'Seniorennachmittag: Kunst im Gespräch', teaser: 'Drei Werke, viel Zeit und anschließend Kaffee im Museumscafé.', description: 'Sitzgelegenheiten an jeder Station. Anmeldung erbeten.', place: GALLERY.de },
    en: { slug: 'seniors-afternoon-art', title: 'Seniors\' Afternoon: Talking about Art', teaser: 'Three works, plenty of time and coffee in the museum café afterwards.', description: 'Seating at every stop. Please register.', place: GALLERY.en } },
  { day: 3, start: '19:00', end: '21:30', image: 'concert', targets: ['erwachsene'], categories: ['konzert'], exhibitions: ['maschinenhalle'], highlight: true,
    de: { slug: 'jazz-in-der-maschinenhalle', title: 'Jazz in der Maschinenhalle', teaser: 'Das Trio Kolbenhub spielt zwischen Dampfmaschine und Webstuhl.', description: 'Tickets 18 €, ermäßigt 12 €, im Museumsshop und online.', place: HALL.de },
    en: { slug: 'jazz-in-the-machine-hall', title: 'Jazz in the Machine Hall', teaser: 'The Kolbenhub Trio plays between steam engine and loom.', description: 'Tickets €18, reduced €12, in the museum shop and online.', place: HALL.en } },
  { day: 4, start: '10:00', end: '15:00', image: 'workshop', targets: ['kinder'], categories: ['workshop'], exhibitions: ['maschinenhalle'],
    de: { slug: 'ferienwerkstatt-erfinden', title: 'Ferienwerkstatt: Erfinden für Kinder', teaser: 'Aus Holz, Draht und Motoren bauen Kinder von 8 bis 12 Jahren ihre eigene Maschine.', description: 'Mit Mittagessen. Teilnahme 25 €, Anmeldung erforderlich.', place: STUDIO.de },
    en: { slug: 'holiday-workshop-inventing', title: 'Holiday Workshop: Inventing for Kids', teaser: 'Children aged 8 to 12 build their own machine from wood, wire and motors.', description: 'Lunch included. Fee €25, registration required.', place: STUDIO.en } },
  { day: 5, start: '14:00', end: '15:00', image: 'access', targets: ['erwachsene'], categories: ['fuehrung'], offer: 'fuehrung-in-gebaerdensprache', exhibitions: ['stromlinien'], tags: ['signLanguage'],
    de: { slug: 'dgs-fuehrung-stromlinien', title: 'Führung in Gebärdensprache: Stromlinien', teaser: 'Unser gehörloser Guide zeigt die Sonderausstellung in Deutscher Gebärdensprache.', description: 'Teilnahme im Eintritt enthalten.', place: SPECIAL.de },
    en: { slug: 'sign-language-tour-streamlines', title: 'Sign Language Tour: Streamlines', teaser: 'Our deaf guide presents the special exhibition in German Sign Language.', description: 'Included in the admission price.', place: SPECIAL.en } },
  { day: nextSunday, start: '11:00', end: '12:00', image: 'tour', targets: ['erwachsene', 'familien'], categories: ['fuehrung'], offer: 'highlights-fuer-gruppen',
    de: { slug: 'sonntagsfuehrung', title: 'Sonntagsführung: Highlights der Sammlungen', teaser: 'Die öffentliche Führung durch Technik und Kunst – ohne Anmeldung.', description: 'Teilnahme im Eintritt enthalten, Treffpunkt an der Kasse.', place: FOYER.de, override: 'jeden Sonntag 11 Uhr' },
    en: { slug: 'sunday-tour', title: 'Sunday Tour: Collection Highlights', teaser: 'The public tour through technology and art – no registration needed.', description: 'Included in the admission price; meet at the ticket desk.', place: FOYER.en, override: 'every Sunday 11 am' } },
  { day: nextSunday, start: '14:00', end: '14:30', image: 'tech', targets: ['familien', 'kinder', 'erwachsene'], categories: ['familienprogramm'], exhibitions: ['maschinenhalle'], highlight: true,
    de: { slug: 'dampfmaschine-in-aktion', title: 'Die Dampfmaschine läuft', teaser: 'Zischen, stampfen, drehen: Die Dampfmaschine von 1898 in Aktion.', description: 'Unser Maschinist erklärt, wie aus Wasser Bewegung wird.', place: HALL.de, override: 'jeden Sonntag 14 Uhr' },
    en: { slug: 'steam-engine-in-action', title: 'The Steam Engine Runs', teaser: 'Hissing, pounding, turning: the 1898 steam engine in action.', description: 'Our engineer explains how water becomes motion.', place: HALL.en, override: 'every Sunday 2 pm' } },
  { day: nextSaturday, start: '11:00', end: '16:00', image: 'schauhaus', targets: ['familien', 'jugendliche', 'erwachsene'], categories: ['workshop'], exhibitions: ['farbe-als-material'],
    de: { slug: 'offenes-atelier-schauhaus', title: 'Offenes Atelier im Schauhaus', teaser: 'Zusehen, fragen, mitmalen: Die Künstlerinnen und Künstler öffnen ihr Atelier.', description: 'Kommen und gehen Sie, wann Sie möchten. Material ist vorhanden.', place: SCHAUHAUS.de, override: 'jeden Samstag 11–16 Uhr' },
    en: { slug: 'open-studio-schauhaus', title: 'Open Studio at the Schauhaus', teaser: 'Watch, ask, paint along: the artists open their studio.', description: 'Drop in and out whenever you like. Materials are provided.', place: SCHAUHAUS.en, override: 'every Saturday 11 am–4 pm' } },
  // this month
  { day: 8, start: '14:00', end: '16:00', image: 'workshop', targets: ['jugendliche', 'erwachsene'], categories: ['workshop'], offer: 'farbwerkstatt', exhibitions: ['farbe-als-material'],
    de: { slug: 'workshop-farben-selbst-herstellen', title: 'Workshop: Farben selbst herstellen', teaser: 'Pigmente anreiben und mit eigenen Farben malen.', description: '12 € inklusive Material. Anmeldung erforderlich.', place: SCHAUHAUS.de },
    en: { slug: 'workshop-making-paint', title: 'Workshop: Making Your Own Paint', teaser: 'Grind pigments and paint with your own colours.', description: '€12 including materials. Registration required.', place: SCHAUHAUS.en } },
  { day: 9, start: '19:00', end: '20:30', image: 'signals', targets: ['erwachsene', 'seniorinnen-senioren'], categories: ['vortrag'],
    de: { slug: 'lesung-briefe-telegrafenstation', title: 'Lesung: Briefe aus der Telegrafenstation', teaser: 'Die Schauspielerin Anja Lindqvist liest Briefe einer Telegrafistin aus dem Jahr 1912.', description: 'Eintritt 8 €, ermäßigt 5 €.', place: AUDITORIUM.de },
    en: { slug: 'reading-letters-telegraph-station', title: 'Reading: Letters from the Telegraph Station', teaser: 'Actress Anja Lindqvist reads letters written by a telegraph operator in 1912.', description: 'Admission €8, reduced €5. Reading in German.', place: AUDITORIUM.en } },
  { day: 10, start: '11:00', end: '12:30', image: 'access', targets: ['erwachsene'], categories: ['fuehrung'], offer: 'tastfuehrung', exhibitions: ['maschinenhalle'], tags: ['accessible'],
    de: { slug: 'tastfuehrung-maschinenhalle', title: 'Tastführung: Technik begreifen', teaser: 'Originale und Modelle ertasten – für blinde und sehbehinderte Menschen.', description: 'Kostenfrei, Anmeldung bis eine Woche vorher.', place: HALL.de },
    en: { slug: 'touch-tour-machine-hall', title: 'Touch Tour: Grasping Technology', teaser: 'Feel originals and models – for blind and partially sighted people.', description: 'Free of charge, please register one week in advance.', place: HALL.en } },
  { day: 12, start: '17:00', end: '18:00', image: 'schauhaus', targets: ['erwachsene'], categories: ['fuehrung'], exhibitions: ['farbe-als-material'], highlight: true,
    de: { slug: 'kuratorinnenfuehrung-farbe', title: 'Kuratorinnenführung: Farbe als Material', teaser: 'Kuratorin Lea Sommer erzählt, wie die Ausstellung im Schauhaus entstanden ist.', description: 'Teilnahme im Eintritt enthalten, begrenzte Plätze.', place: SCHAUHAUS.de },
    en: { slug: 'curator-tour-colour', title: 'Curator\'s Tour: Colour as Material', teaser: 'Curator Lea Sommer tells how the Schauhaus exhibition came about.', description: 'Included in the admission price, limited places.', place: SCHAUHAUS.en } },
  { day: 14, image: 'building', targets: ['familien', 'kinder', 'erwachsene', 'seniorinnen-senioren'], categories: ['fest'], highlight: true,
    de: { slug: 'museumsfest', title: 'Museumsfest: Ein Tag für alle', headline: 'Eintritt frei', teaser: 'Musik, Mitmachstationen und Führungen im ganzen Haus – bei freiem Eintritt.', description: 'Im Museumsgarten gibt es Essen und Getränke, für Kinder ein Kreiselrennen.', place: FOYER.de },
    en: { slug: 'museum-festival', title: 'Museum Festival: A Day for Everyone', headline: 'Free admission', teaser: 'Music, hands-on stations and tours throughout the building – with free admission.', description: 'Food and drinks in the museum garden, and a spinning-top race for children.', place: FOYER.en } },
  { day: 16, start: '11:00', end: '12:00', image: 'access', targets: ['erwachsene'], categories: ['fuehrung'], exhibitions: ['werkstatt-der-dinge'], tags: ['simpleLanguage'],
    de: { slug: 'fuehrung-leichte-sprache', title: 'Führung in Leichter Sprache', teaser: 'Wir zeigen Ihnen das Museum. Wir sprechen einfach und langsam.', description: 'Die Führung kostet nichts. Sie brauchen nur eine Eintritts-Karte.', place: FOYER.de },
    en: { slug: 'tour-simple-language', title: 'Tour in Simple Language', teaser: 'We show you the museum. We speak simply and slowly.', description: 'The tour is free. You only need an admission ticket. The tour is in German.', place: FOYER.en } },
  { day: 18, start: '19:30', end: '21:00', image: 'concert', targets: ['erwachsene', 'seniorinnen-senioren'], categories: ['konzert'], exhibitions: ['blickwechsel'],
    de: { slug: 'streichquartett-in-der-galerie', title: 'Konzert: Streichquartett in der Galerie', teaser: 'Das Quartetto Lumen spielt Haydn und Britten zwischen den Gemälden.', description: 'Tickets 22 €, ermäßigt 15 €.', place: GALLERY.de },
    en: { slug: 'string-quartet-in-the-gallery', title: 'Concert: String Quartet in the Gallery', teaser: 'Quartetto Lumen plays Haydn and Britten among the paintings.', description: 'Tickets €22, reduced €15.', place: GALLERY.en } },
  { day: 21, start: '09:30', end: '13:00', image: 'tech', targets: ['schulklassen'], categories: ['workshop'], offer: 'wie-funktioniert-das', exhibitions: ['maschinenhalle'],
    de: { slug: 'aktionstag-schulen-technik', title: 'Aktionstag für Schulen: Technik verstehen', teaser: 'Ein Vormittag voller Experimente für Klassen 5 bis 8.', description: 'Nur mit Anmeldung über den Besucherservice.', place: HALL.de },
    en: { slug: 'schools-day-technology', title: 'Schools Day: Understanding Technology', teaser: 'A morning full of experiments for years 5 to 8.', description: 'Registration via the visitor service only.', place: HALL.en } },
  { day: 24, start: '18:00', end: '19:00', image: 'history', targets: ['erwachsene'], categories: ['vortrag'], exhibitions: ['werkstatt-der-dinge'],
    de: { slug: 'vortrag-restaurieren', title: 'Vortrag: Restaurieren im offenen Depot', teaser: 'Wie reinigt man ein Gemälde, wie repariert man ein Radio? Einblicke in die Restaurierung.', description: 'Eintritt frei.', place: AUDITORIUM.de },
    en: { slug: 'talk-conservation', title: 'Talk: Conservation in the Open Storage', teaser: 'How do you clean a painting, how do you repair a radio? Insights into conservation.', description: 'Free admission.', place: AUDITORIUM.en } },
  { day: 27, start: '11:00', end: '16:00', image: 'family', targets: ['familien', 'kinder'], categories: ['familienprogramm'],
    de: { slug: 'familiensonntag-depot', title: 'Familiensonntag: Geschichten aus dem Depot', teaser: 'Vorlesen, basteln, suchen: ein Tag für Familien rund um vergessene Dinge.', description: 'Für Kinder unter 18 Jahren ist der Eintritt frei.', place: STUDIO.de },
    en: { slug: 'family-sunday-storage', title: 'Family Sunday: Stories from the Storage', teaser: 'Reading, crafting, searching: a day for families about forgotten things.', description: 'Free admission for under-18s.', place: STUDIO.en } },
  // later
  { day: 33, start: '18:00', end: '19:00', image: 'signals', targets: ['erwachsene'], categories: ['fuehrung'], exhibitions: ['signale'],
    de: { slug: 'vorbesichtigung-signale', title: 'Vorbesichtigung: Signale', teaser: 'Ein Blick in den Aufbau der neuen Sonderausstellung – nur für Mitglieder des Freundeskreises.', description: 'Anmeldung über den Freundeskreis.', place: SPECIAL.de },
    en: { slug: 'preview-signals', title: 'Preview: Signals', teaser: 'A look at the installation of the new special exhibition – for members of the friends\' circle only.', description: 'Registration via the friends\' circle.', place: SPECIAL.en } },
  { day: 35, start: '19:00', end: '22:00', image: 'signals', targets: ['erwachsene', 'jugendliche'], categories: ['fest'], exhibitions: ['signale'], highlight: true,
    de: { slug: 'eroeffnung-signale', title: 'Eröffnung: Signale', teaser: 'Feiern Sie mit uns die Eröffnung der neuen Sonderausstellung.', description: 'Mit Grußworten, Musik und freiem Eintritt in die Ausstellung.', place: FOYER.de },
    en: { slug: 'opening-signals', title: 'Opening: Signals', teaser: 'Celebrate the opening of the new special exhibition with us.', description: 'With speeches, music and free admission to the exhibition.', place: FOYER.en } },
  { day: 38, start: '15:00', end: '16:30', image: 'signals', targets: ['kinder', 'familien'], categories: ['workshop'], exhibitions: ['signale'],
    de: { slug: 'morsen-lernen', title: 'Morsen lernen: Workshop für Kinder', teaser: 'Kurz, lang, kurz: Kinder ab 8 Jahren senden ihre erste Nachricht im Morsecode.', description: 'Teilnahme 5 €, Anmeldung empfohlen.', place: STUDIO.de },
    en: { slug: 'learning-morse-code', title: 'Learning Morse Code: Workshop for Kids', teaser: 'Short, long, short: children aged 8 and up send their first message in Morse code.', description: 'Fee €5, registration recommended.', place: STUDIO.en } },
  { day: 52, start: '20:00', end: '21:30', image: 'concert', targets: ['erwachsene'], categories: ['konzert'], exhibitions: ['signale'],
    de: { slug: 'klaenge-aus-dem-aether', title: 'Konzert: Klänge aus dem Äther', teaser: 'Theremin, Oszillatoren und Radiorauschen – elektronische Musik in der Sonderausstellung.', description: 'Tickets 15 €, ermäßigt 10 €.', place: SPECIAL.de },
    en: { slug: 'sounds-from-the-ether', title: 'Concert: Sounds from the Ether', teaser: 'Theremin, oscillators and radio static – electronic music in the special exhibition.', description: 'Tickets €15, reduced €10.', place: SPECIAL.en } },
  { day: 59, start: '19:00', end: '20:00', image: 'tour', targets: ['familien', 'kinder'], categories: ['fuehrung', 'familienprogramm'], exhibitions: ['maschinenhalle'],
    de: { slug: 'taschenlampenfuehrung', title: 'Taschenlampenführung durch die Maschinenhalle', teaser: 'Wenn das Licht ausgeht, werfen die Maschinen lange Schatten.', description: 'Für Familien mit Kindern ab 6 Jahren. Bitte Taschenlampe mitbringen.', place: HALL.de },
    en: { slug: 'torchlight-tour', title: 'Torchlight Tour through the Machine Hall', teaser: 'When the lights go out, the machines cast long shadows.', description: 'For families with children aged 6 and up. Please bring a torch.', place: HALL.en } },
  { day: 62, start: '18:00', end: '21:00', image: 'schauhaus', targets: ['erwachsene', 'jugendliche'], categories: ['fest'], exhibitions: ['farbe-als-material'],
    de: { slug: 'finissage-farbe-als-material', title: 'Finissage: Farbe als Material', teaser: 'Ein letzter Abend mit den Künstlerinnen und Künstlern im Schauhaus.', description: 'Mit Live-Performance und Getränken im Museumsgarten.', place: SCHAUHAUS.de },
    en: { slug: 'closing-colour-as-material', title: 'Closing Event: Colour as Material', teaser: 'A last evening with the artists at the Schauhaus.', description: 'With a live performance and drinks in the museum garden.', place: SCHAUHAUS.en } },
  { day: 74, start: '14:00', end: '15:00', image: 'access', targets: ['erwachsene'], categories: ['fuehrung'], offer: 'fuehrung-in-gebaerdensprache', exhibitions: ['signale'], tags: ['signLanguage'],
    de: { slug: 'dgs-fuehrung-signale', title: 'Führung in Gebärdensprache: Signale', teaser: 'Nachrichten ohne Ton: eine Führung in Deutscher Gebärdensprache durch die neue Ausstellung.', description: 'Teilnahme im Eintritt enthalten.', place: SPECIAL.de },
    en: { slug: 'sign-language-tour-signals', title: 'Sign Language Tour: Signals', teaser: 'Messages without sound: a tour in German Sign Language through the new exhibition.', description: 'Included in the admission price.', place: SPECIAL.en } },
  { day: 88, start: '14:00', end: '17:00', image: 'workshop', targets: ['jugendliche'], categories: ['workshop'], exhibitions: ['signale'],
    de: { slug: 'workshop-radio-bauen', title: 'Workshop: Ein Radio bauen', teaser: 'Jugendliche ab 12 Jahren löten ihren eigenen Radioempfänger.', description: 'Teilnahme 15 € inklusive Bausatz. Anmeldung erforderlich.', place: STUDIO.de },
    en: { slug: 'workshop-building-a-radio', title: 'Workshop: Building a Radio', teaser: 'Teenagers aged 12 and up solder their own radio receiver.', description: 'Fee €15 including kit. Registration required.', place: STUDIO.en } },
];

export function events(ctx: SeedContext): LocalizedItem[] {
  return SPECS.map((spec) => buildEvent(ctx, spec));
}

export const EVENT_COUNT = SPECS.length;
