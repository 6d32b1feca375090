// Cookie consent (single type consent-text, collection consent-service): the texts of the
// consent bar, the settings dialog and blocked embeds, and the services the site may load.
// The cookies of the site itself are the ones apps/web really sets (names and lifetimes there).

/** The texts in both languages; "{service}" in embedNotice becomes the service's name. */
export function consentTexts() {
  return {
    de: {
      barHeading: 'Cookies und Inhalte anderer Anbieter',
      barText:
        'Diese Website setzt nur die Cookies, die sie zum Funktionieren braucht. Mit Ihrer Zustimmung erfassen wir außerdem mit Matomo auf unserem eigenen Server, wie die Website genutzt wird, und zeigen Videos, Karten und Podcasts anderer Anbieter direkt auf unseren Seiten. Sie können Ihre Wahl jederzeit über „Cookie-Einstellungen“ in der Fußzeile ändern oder widerrufen.',
      settingsHeading: 'Cookie-Einstellungen',
      settingsIntro:
        'Hier entscheiden Sie, was diese Website außer dem Notwendigen tun darf. Ihre Wahl speichern wir für ein Jahr in zwei Cookies auf Ihrem Gerät. Sie können sie hier jederzeit ändern oder widerrufen; das gilt sofort. Mehr dazu in unserer Datenschutzerklärung.',
      necessaryTitle: 'Notwendig',
      necessaryDescription:
        'Diese Cookies braucht die Website, um zu funktionieren: Sie merken sich Ihre Sprache, Ihre Auswahl hier und nach einer Führungsanfrage für kurze Zeit deren Bestätigung. Sie sind immer aktiv, dienen nicht dazu, Sie wiederzuerkennen, und gehen an niemanden außer an diese Website.',
      analyticsTitle: 'Statistik',
      analyticsDescription:
        'Wir möchten wissen, welche Seiten gelesen werden und wie Besucherinnen und Besucher zu uns finden, um die Website zu verbessern. Dafür nutzen wir Matomo auf einem Server, den das Museum selbst betreibt; die Daten gehen nicht an Dritte. Matomo wird erst geladen, wenn Sie zustimmen.',
      externalTitle: 'Externe Inhalte',
      externalDescription:
        'Einige Seiten zeigen Videos, Podcasts oder Karten anderer Anbieter. Sobald ein solcher Inhalt geladen wird, erhält der Anbieter Ihre IP-Adresse und die Adresse der Seite und kann Cookies setzen. Ohne Zustimmung sehen Sie stattdessen einen Hinweis mit einem Link zum Inhalt auf der Seite des Anbieters.',
      embedNotice:
        'Hier ist ein Inhalt von {service} eingebunden. Wenn Sie ihn laden, stellt Ihr Browser eine Verbindung zum Anbieter her, überträgt dabei Ihre IP-Adresse, und der Anbieter kann Cookies setzen.',
    },
    en: {
      barHeading: 'Cookies and content from other providers',
      barText:
        'This website only sets the cookies it needs to work. With your consent we also use Matomo on our own server to see how the website is used, and we show videos, maps and podcasts from other providers right on our pages. You can change or withdraw your choice at any time via "Cookie settings" in the footer.',
      settingsHeading: 'Cookie settings',
      settingsIntro:
        'Here you decide what this website may do beyond what is necessary. We store your choice for one year in two cookies on your device. You can change or withdraw it here at any time, with immediate effect. Our privacy policy tells you more.',
      necessaryTitle: 'Necessary',
      necessaryDescription:
        'The website needs these cookies to work: they remember your language, your choice here and, for a short time after you send a tour request, its confirmation. They are always on, are not used to recognise you and go to no one but this website.',
      analyticsTitle: 'Statistics',
      analyticsDescription:
        'We would like to know which pages are read and how visitors find us, so that we can improve the website. For this we use Matomo on a server run by the museum itself; the data are not passed on to anyone. Matomo is only loaded once you agree.',
      externalTitle: 'External content',
      externalDescription:
        'Some pages show videos, podcasts or maps from other providers. As soon as such content loads, the provider receives your IP address and the address of the page and may set cookies. Without your consent you see a notice with a link to the content on the provider’s site instead.',
      embedNotice:
        'This is content from {service}. If you load it, your browser connects to the provider and sends your IP address, and the provider may set cookies.',
    },
  };
}

type ServiceCategory = 'necessary' | 'analytics' | 'external';

interface ServiceTexts {
  name: string;
  provider: string;
  purpose: string;
  cookies: string | null;
  privacyUrl: string | null;
}

interface ServiceEntry {
  serviceId: string;
  category: ServiceCategory;
  /** Host names, one per line. */
  hosts: string[];
  de: ServiceTexts;
  en: ServiceTexts;
}

// The museum's invented analytics server (the real one is configured in apps/web's environment).
const ANALYTICS_HOST = 'statistik.zentralmuseum.example';

const SERVICES: ServiceEntry[] = [
  {
    serviceId: 'zentralmuseum',
    category: 'necessary',
    hosts: [],
    de: {
      name: 'Website des Zentralmuseums',
      provider: 'Zentralmuseum Mittelstadt, Am Zentralplatz 1, 50999 Mittelstadt',
      purpose:
        'Stellt diese Website bereit und merkt sich die Einstellungen, die Sie auf ihr treffen. Die Cookies gehen nur an diese Website.',
      cookies: [
        'ncc_c: dass Sie eine Auswahl zu Cookies getroffen haben; 1 Jahr.',
        'ncc_e: welche Kategorien und einzelnen Dienste Sie erlaubt haben; 1 Jahr.',
        'locale: die Sprache, die Sie mit dem Sprachwechsel gewählt haben; 365 Tage.',
        'zm_booking_received: nur nach dem Absenden einer Führungsanfrage, die Angaben der Anfrage für die Bestätigungsseite (signiert, für Skripte nicht lesbar); 30 Minuten.',
      ].join('\n'),
      privacyUrl: '/datenschutz',
    },
    en: {
      name: 'Zentralmuseum website',
      provider: 'Zentralmuseum Mittelstadt, Am Zentralplatz 1, 50999 Mittelstadt, Germany',
      purpose:
        'Provides this website and remembers the settings you make on it. The cookies are only sent to this website.',
      cookies: [
        'ncc_c: that you have made a cookie choice; 1 year.',
        'ncc_e: which categories and single services you have allowed; 1 year.',
        'locale: the language you chose with the language switch; 365 days.',
        'zm_booking_received: only after you send a tour request, its details for the confirmation page (signed, not readable by scripts); 30 minutes.',
      ].join('\n'),
      privacyUrl: '/en/privacy-policy',
    },
  },
  {
    serviceId: 'matomo',
    category: 'analytics',
    hosts: [ANALYTICS_HOST],
    de: {
      name: 'Matomo',
      provider: 'Zentralmuseum Mittelstadt (Analyse-Server des Museums)',
      purpose:
        'Statistik über die Nutzung der Website: aufgerufene Seiten, Zeitpunkt und Dauer des Besuchs, die Seite, von der Sie kommen, Browser, Betriebssystem und Bildschirmgröße. Die Daten werden auf dem eigenen Server des Museums verarbeitet und nicht an Dritte weitergegeben.',
      cookies: [
        '_pk_id: eine zufällige Kennung, an der Matomo wiederkehrende Besuche erkennt; 13 Monate.',
        '_pk_ses: fasst die Seitenaufrufe eines Besuchs zusammen; 30 Minuten.',
        'Beide werden gelöscht, sobald Sie die Zustimmung zur Statistik widerrufen.',
      ].join('\n'),
      privacyUrl: '/datenschutz',
    },
    en: {
      name: 'Matomo',
      provider: "Zentralmuseum Mittelstadt (the museum's analytics server)",
      purpose:
        "Statistics on how the website is used: pages viewed, time and length of the visit, the page you came from, browser, operating system and screen size. The data are processed on the museum's own server and not passed on to anyone.",
      cookies: [
        '_pk_id: a random identifier by which Matomo recognises returning visits; 13 months.',
        '_pk_ses: groups the page views of one visit; 30 minutes.',
        'Both are deleted as soon as you withdraw your consent to statistics.',
      ].join('\n'),
      privacyUrl: '/en/privacy-policy',
    },
  },
  {
    serviceId: 'youtube',
    category: 'external',
    hosts: ['www.youtube-nocookie.com'],
    de: {
      name: 'YouTube',
      provider: 'Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland',
      purpose:
        'Zeigt Videos des Museums, die auf YouTube veröffentlicht sind. Wir binden sie im erweiterten Datenschutzmodus über youtube-nocookie.com ein. Beim Laden erhält Google Ihre IP-Adresse und die Adresse der Seite; Daten können in die USA übermittelt werden.',
      cookies:
        'Im erweiterten Datenschutzmodus speichert YouTube nach eigenen Angaben erst dann Informationen in Ihrem Browser, wenn Sie das Video abspielen (Cookies und Einträge im lokalen Speicher). Einzelheiten und Speicherdauer nennt die Datenschutzerklärung von Google.',
      privacyUrl: 'https://policies.google.com/privacy?hl=de',
    },
    en: {
      name: 'YouTube',
      provider: 'Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland',
      purpose:
        "Shows the museum's videos published on YouTube. We embed them in privacy-enhanced mode via youtube-nocookie.com. When the video loads, Google receives your IP address and the address of the page; data may be transferred to the USA.",
      cookies:
        "In privacy-enhanced mode YouTube says it stores information in your browser only once you play the video (cookies and local storage entries). Google's privacy policy gives the details and how long they are kept.",
      privacyUrl: 'https://policies.google.com/privacy?hl=en',
    },
  },
  {
    serviceId: 'vimeo',
    category: 'external',
    hosts: ['player.vimeo.com'],
    de: {
      name: 'Vimeo',
      provider: 'Vimeo.com, Inc., 330 West 34th Street, New York, NY 10001, USA',
      purpose:
        'Zeigt Videos des Museums, die auf Vimeo veröffentlicht sind. Wir laden den Player mit der Einstellung „Do Not Track“. Beim Laden erhält Vimeo Ihre IP-Adresse und die Adresse der Seite; Daten werden in die USA übermittelt.',
      cookies:
        'Mit „Do Not Track“ erfasst der Player nach Angaben von Vimeo keine Sitzungs- und Analysedaten und setzt dafür keine Cookies.',
      privacyUrl: 'https://vimeo.com/privacy',
    },
    en: {
      name: 'Vimeo',
      provider: 'Vimeo.com, Inc., 330 West 34th Street, New York, NY 10001, USA',
      purpose:
        'Shows the museum\'s videos published on Vimeo. We load the player with the "Do Not Track" setting. When the video loads, Vimeo receives your IP address and the address of the page; data are transferred to the USA.',
      cookies:
        'With "Do Not Track" the player, according to Vimeo, collects no session or analytics data and sets no cookies for them.',
      privacyUrl: 'https://vimeo.com/privacy',
    },
  },
  {
    serviceId: 'spotify',
    category: 'external',
    hosts: ['open.spotify.com'],
    de: {
      name: 'Spotify',
      provider: 'Spotify AB, Regeringsgatan 19, 111 53 Stockholm, Schweden',
      purpose:
        'Spielt Folgen des Museumspodcasts im Player von Spotify ab. Beim Laden erhält Spotify Ihre IP-Adresse und die Adresse der Seite; sind Sie bei Spotify angemeldet, kann Spotify den Abruf Ihrem Konto zuordnen.',
      cookies:
        'Spotify setzt beim Laden des Players Cookies, unter anderem für die Wiedergabe und zur Reichweitenmessung. Einzelheiten und Speicherdauer nennt die Datenschutzrichtlinie von Spotify.',
      privacyUrl: 'https://www.spotify.com/de/legal/privacy-policy/',
    },
    en: {
      name: 'Spotify',
      provider: 'Spotify AB, Regeringsgatan 19, 111 53 Stockholm, Sweden',
      purpose:
        "Plays episodes of the museum's podcast in Spotify's player. When it loads, Spotify receives your IP address and the address of the page; if you are logged in to Spotify, it can link the request to your account.",
      cookies:
        "Spotify sets cookies when the player loads, among other things for playback and audience measurement. Spotify's privacy policy gives the details and how long they are kept.",
      privacyUrl: 'https://www.spotify.com/uk/legal/privacy-policy/',
    },
  },
  {
    serviceId: 'openstreetmap',
    category: 'external',
    hosts: ['www.openstreetmap.org'],
    de: {
      name: 'OpenStreetMap',
      provider:
        'OpenStreetMap Foundation, St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, Vereinigtes Königreich',
      purpose:
        'Zeigt auf der Seite „Lage und Anfahrt“ eine Karte mit dem Standort des Museums. Karte und Kartenkacheln kommen von Servern der OpenStreetMap Foundation, die dabei Ihre IP-Adresse und die Adresse der Seite erhält.',
      cookies:
        'Für die Karte selbst sind keine Cookies nötig; openstreetmap.org kann beim Laden technisch notwendige Sitzungs-Cookies setzen. Einzelheiten nennen die Datenschutzhinweise der OpenStreetMap Foundation.',
      privacyUrl: 'https://osmfoundation.org/wiki/Privacy_Policy',
    },
    en: {
      name: 'OpenStreetMap',
      provider:
        'OpenStreetMap Foundation, St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, United Kingdom',
      purpose:
        'Shows a map with the location of the museum on the page "Location and directions". The map and its tiles come from servers of the OpenStreetMap Foundation, which receives your IP address and the address of the page.',
      cookies:
        "The map itself needs no cookies; openstreetmap.org may set technically necessary session cookies when it loads. The OpenStreetMap Foundation's privacy policy gives the details.",
      privacyUrl: 'https://osmfoundation.org/wiki/Privacy_Policy',
    },
  },
];

/** The services in their order, each with its German and English entry (keyed by serviceId). */
export function consentServices() {
  return SERVICES.map(({ serviceId, category, hosts, de, en }, index) => {
    const shared = { serviceId, category, hosts: hosts.join('\n'), order: (index + 1) * 10 };
    return { key: serviceId, de: { ...shared, ...de }, en: { ...shared, ...en } };
  });
}
