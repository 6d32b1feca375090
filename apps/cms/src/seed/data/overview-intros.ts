// Intros of the overview screens (single type overview-intro): the short text under each
// overview's title, also its meta description. One field per screen, named like the web
// app's screen id (apps/web/app/site/screens.ts).
export function overviewIntros() {
  return {
    de: {
      exhibitions:
        'Was gerade zu sehen ist, was bald öffnet und was schon Geschichte ist: die Dauerausstellungen der Technik- und der Kunstsammlung und die Wechselausstellungen im Schauhaus.',
      events: 'Vorträge, Konzerte, Workshops und Feste im Zentralmuseum, nach Datum geordnet.',
      programme:
        'Alle Termine im Zentralmuseum: nach Tag, Woche, Monat oder Zeitraum, nach Art und Zielgruppe filtern, auch rückblickend.',
      guidedTours:
        'Führungen und Workshops für Gruppen, Schulklassen und Familien, auf Anfrage zu Ihrem Wunschtermin.',
      digitalOffers:
        'Das Museum zum Lesen, Hören, Anschauen und Mitraten: Blog, Podcast, Videos und Quiz.',
      pressList:
        'Pressemitteilungen, Pressemappen und Bildmaterial zum Herunterladen, dazu Ihre Ansprechpersonen.',
      contact:
        'So erreichen Sie das Zentralmuseum: Adresse, Telefon, E-Mail und die Ansprechpersonen der Abteilungen.',
      search:
        'Ausstellungen, Veranstaltungen, Führungen, digitale Angebote und Seiten des Zentralmuseums durchsuchen.',
      today:
        'Heute im Zentralmuseum: Öffnungszeiten, laufende Ausstellungen und die Termine des Tages.',
      visit:
        'Alles für Ihren Besuch: Zeiten und Preise, Anfahrt, Angebote für Gruppen, Schulen und Familien und häufige Fragen.',
      museum:
        'Das Zentralmuseum: seine Geschichte, seine Sammlungen, seine Partner und die Menschen, die es tragen.',
      accessibility:
        'Barrierefrei ins Museum: Wege und Hilfen vor Ort, Angebote in Gebärdensprache und in Leichter Sprache.',
    },
    en: {
      exhibitions:
        'What is on now, what opens soon and what has already closed: the permanent displays of the technology and art collections and the temporary shows in the Schauhaus.',
      events: 'Talks, concerts, workshops and festivals at the Zentralmuseum, in date order.',
      programme:
        'Every date at the Zentralmuseum: filter by day, week, month or period, by kind and audience, and look back at past ones.',
      guidedTours:
        'Guided tours and workshops for groups, school classes and families, on request at a date that suits you.',
      digitalOffers:
        'The museum to read, listen to, watch and play along: blog, podcast, videos and quizzes.',
      pressList: 'Press releases, press kits and images to download, and the people to contact.',
      contact:
        'How to reach the Zentralmuseum: address, phone, email and the contacts of each department.',
      search:
        'Search the exhibitions, events, guided tours, digital offers and pages of the Zentralmuseum.',
      today: 'Today at the Zentralmuseum: opening hours, current exhibitions and the day’s events.',
      visit:
        'Everything for your visit: hours and prices, directions, offers for groups, schools and families, and frequent questions.',
      museum:
        'The Zentralmuseum: its history, its collections, its partners and the people behind it.',
      accessibility:
        'An accessible museum: routes and help on site, offers in sign language and in easy-to-read language.',
    },
  };
}
