/**
 * Frames of the overview screens (lists and section overviews): the screen's title and a short
 * intro that the page shows under its title and search engines get as the description.
 * Server-only, so the texts travel in the page's loader data, not in the browser bundle.
 */
import type { Locale } from './locales';
import { fixedFrame, type PageFrame } from './page-frame';
import type { ScreenId } from './screens';
import { screenTitle } from './screen-title.server';

type OverviewScreen =
  | 'exhibitions'
  | 'events'
  | 'programme'
  | 'guidedTours'
  | 'digitalOffers'
  | 'pressList'
  | 'contact'
  | 'search'
  | 'today'
  | 'visit'
  | 'museum'
  | 'accessibility';

const intros: Record<OverviewScreen, Record<Locale, string>> = {
  exhibitions: {
    de: 'Was gerade zu sehen ist, was bald öffnet und was schon Geschichte ist: die Dauerausstellungen der Technik- und der Kunstsammlung und die Wechselausstellungen im Schauhaus.',
    en: 'What is on now, what opens soon and what has already closed: the permanent displays of the technology and art collections and the temporary shows in the Schauhaus.',
  },
  events: {
    de: 'Vorträge, Konzerte, Workshops und Feste im Zentralmuseum, nach Datum geordnet.',
    en: 'Talks, concerts, workshops and festivals at the Zentralmuseum, in date order.',
  },
  programme: {
    de: 'Alle Termine im Zentralmuseum: nach Tag, Woche, Monat oder Zeitraum, nach Art und Zielgruppe filtern, auch rückblickend.',
    en: 'Every date at the Zentralmuseum: filter by day, week, month or period, by kind and audience, and look back at past ones.',
  },
  guidedTours: {
    de: 'Führungen und Workshops für Gruppen, Schulklassen und Familien, auf Anfrage zu Ihrem Wunschtermin.',
    en: 'Guided tours and workshops for groups, school classes and families, on request at a date that suits you.',
  },
  digitalOffers: {
    de: 'Das Museum zum Lesen, Hören, Anschauen und Mitraten: Blog, Podcast, Videos und Quiz.',
    en: 'The museum to read, listen to, watch and play along: blog, podcast, videos and quizzes.',
  },
  pressList: {
    de: 'Pressemitteilungen, Pressemappen und Bildmaterial zum Herunterladen, dazu Ihre Ansprechpersonen.',
    en: 'Press releases, press kits and images to download, and the people to contact.',
  },
  contact: {
    de: 'So erreichen Sie das Zentralmuseum: Adresse, Telefon, E-Mail und die Ansprechpersonen der Abteilungen.',
    en: 'How to reach the Zentralmuseum: address, phone, email and the contacts of each department.',
  },
  search: {
    de: 'Ausstellungen, Veranstaltungen, Führungen, digitale Angebote und Seiten des Zentralmuseums durchsuchen.',
    en: 'Search the exhibitions, events, guided tours, digital offers and pages of the Zentralmuseum.',
  },
  today: {
    de: 'Heute im Zentralmuseum: Öffnungszeiten, laufende Ausstellungen und die Termine des Tages.',
    en: 'Today at the Zentralmuseum: opening hours, current exhibitions and the day’s events.',
  },
  visit: {
    de: 'Alles für Ihren Besuch: Zeiten und Preise, Anfahrt, Angebote für Gruppen, Schulen und Familien und häufige Fragen.',
    en: 'Everything for your visit: hours and prices, directions, offers for groups, schools and families, and frequent questions.',
  },
  museum: {
    de: 'Das Zentralmuseum: seine Geschichte, seine Sammlungen, seine Partner und die Menschen, die es tragen.',
    en: 'The Zentralmuseum: its history, its collections, its partners and the people behind it.',
  },
  accessibility: {
    de: 'Barrierefrei ins Museum: Wege und Hilfen vor Ort, Angebote in Gebärdensprache und in Leichter Sprache.',
    en: 'An accessible museum: routes and help on site, offers in sign language and in easy-to-read language.',
  },
};

export function isOverviewScreen(screen: ScreenId): screen is OverviewScreen {
  return screen in intros;
}

/** The frame of an overview screen, with its intro as the description. */
export function overviewFrame(screen: OverviewScreen, locale: Locale): PageFrame {
  return {
    ...fixedFrame(screen, locale, screenTitle(screen, locale)),
    description: intros[screen][locale],
  };
}
