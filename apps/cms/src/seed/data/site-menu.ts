import { docIds, type SeedContext } from '../lib/context';

type Link = { label: string; uri: string; isExternalLink?: boolean };
const internal = (label: string, uri: string): Link => ({ label, uri, isExternalLink: false });
const external = (label: string, uri: string): Link => ({ label, uri, isExternalLink: true });

// The same social accounts in both languages.
const SOCIAL_MEDIA = {
  facebook: 'https://www.facebook.com/zentralmuseum.demo',
  youtube: 'https://www.youtube.com/@zentralmuseum-demo',
  instagram: 'https://www.instagram.com/zentralmuseum.demo',
  tiktok: 'https://www.tiktok.com/@zentralmuseum.demo',
  linkedin: 'https://www.linkedin.com/company/zentralmuseum-demo',
};
const TICKET_SHOP = 'https://tickets.example.org/zm';

export function siteMenu(ctx: SeedContext) {
  const teasers = {
    teaserExhibitions: docIds(ctx, 'exhibition', ['stromlinien', 'farbe-als-material']),
    teaserEvents: docIds(ctx, 'event', ['jazz-in-der-maschinenhalle', 'museumsfest']),
  };
  const offerTeasers = {
    teaserOffers: docIds(ctx, 'offer', ['highlights-fuer-gruppen', 'familien-entdeckertour']),
  };
  const discoverTeasers = { teaserExhibitions: docIds(ctx, 'exhibition', ['maschinenhalle']) };

  const de = {
    visit: {
      title: 'Besuch',
      links: [
        internal('Öffnungszeiten und Preise', '/besuch/zeiten-preise'),
        internal('Lage und Anfahrt', '/besuch/lage-anfahrt'),
        internal('Häufige Fragen', '/besuch/faq'),
        internal('Gruppen', '/besuch/gruppen'),
        internal('Schulen', '/besuch/schulen'),
        internal('Familien', '/besuch/familien'),
        internal('Heute im Museum', '/heute'),
        internal('Kontakt', '/kontakt'),
      ],
    },
    program: {
      title: 'Programm',
      links: [
        internal('Ausstellungen', '/ausstellungen'),
        internal('Veranstaltungen', '/veranstaltungen'),
        internal('Heute', '/heute'),
        internal('Für Familien', '/programm?target=familien'),
        internal('Für Schulklassen', '/programm?target=schulklassen'),
      ],
      overviewLink: internal('Gesamtprogramm', '/programm'),
      ...teasers,
    },
    offer: {
      title: 'Angebote',
      links: [
        internal('Für Gruppen', '/fuehrungen?target=gruppen'),
        internal('Für Schulklassen', '/fuehrungen?target=schulklassen'),
        internal('Für Familien', '/fuehrungen?target=familien'),
        internal('Workshops', '/fuehrungen?type=workshop'),
      ],
      overviewLink: internal('Alle Führungen und Workshops', '/fuehrungen'),
      ...offerTeasers,
    },
    discover: {
      title: 'Entdecken',
      links: [
        internal('Digitale Angebote', '/digitale-angebote'),
        internal('Hinter den Kulissen', '/digitale-angebote/kategorie/hinter-den-kulissen'),
        internal('Technikgeschichte', '/digitale-angebote/kategorie/technikgeschichte'),
        internal('Zum Mitraten', '/digitale-angebote/kategorie/zum-mitraten'),
        internal('Sammlung online', '/sammlung'),
      ],
      ...discoverTeasers,
    },
    accessibility: {
      title: 'Barrierefreiheit',
      links: [
        internal('Übersicht', '/barrierefreiheit'),
        internal('Barrierefrei besuchen', '/barrierefreiheit/barrierefrei-besuchen'),
        internal('Gebärdensprache', '/barrierefreiheit/gebaerdensprache'),
        internal('Leichte Sprache', '/barrierefreiheit/leichte-sprache'),
        internal('Erklärung zur Barrierefreiheit', '/barrierefreiheit/erklaerung'),
      ],
    },
    museum: {
      title: 'Museum',
      links: [
        internal('Geschichte', '/museum/geschichte-zm'),
        internal('Freundeskreis und Kunststiftung', '/museum/freundeskreis-kunststiftung'),
        internal('Förderprojekte', '/museum/foerderprojekte'),
        internal('Kooperationen', '/museum/kooperationen'),
        internal('Presse', '/presse'),
        internal('Pressemappen', '/museum/pressemappen'),
        internal('Impressum', '/museum/impressum'),
      ],
    },
    tickets: external('Tickets', TICKET_SHOP),
    search: {
      title: 'Suche',
      links: [
        internal('Öffnungszeiten', '/besuch/zeiten-preise'),
        internal('Führungen buchen', '/fuehrungen'),
        internal('Heute im Museum', '/heute'),
        internal('Dampfmaschine', '/suche?text=Dampfmaschine'),
      ],
    },
    largeLinkGroup: [
      internal('Ausstellungen', '/ausstellungen'),
      internal('Programm', '/programm'),
      internal('Führungen buchen', '/fuehrungen'),
      internal('Digitale Angebote', '/digitale-angebote'),
      internal('Sammlung online', '/sammlung'),
    ],
    smallLinkGroup: [
      internal('Presse', '/presse'),
      internal('Kontakt', '/kontakt'),
      internal('Impressum', '/museum/impressum'),
      internal('Datenschutz', '/datenschutz'),
      external('Newsletter', 'https://newsletter.example.org/zm'),
      external('Stellenangebote', 'https://karriere.example.org/zentralmuseum'),
    ],
    socialMedia: SOCIAL_MEDIA,
  };

  const en = {
    visit: {
      title: 'Visit',
      links: [
        internal('Opening hours and prices', '/en/visit/opening-prices'),
        internal('Location and directions', '/en/visit/location-directions'),
        internal('FAQ', '/en/visit/faq-en'),
        internal('Groups', '/en/visit/groups'),
        internal('Schools', '/en/visit/schools'),
        internal('Families', '/en/visit/families'),
        internal('Today at the museum', '/en/today'),
        internal('Contact', '/en/contact'),
      ],
    },
    program: {
      title: 'Programme',
      links: [
        internal('Exhibitions', '/en/exhibitions'),
        internal('Events', '/en/events'),
        internal('Today', '/en/today'),
        internal('For families', '/en/programme?target=families'),
        internal('For school classes', '/en/programme?target=school-classes'),
      ],
      overviewLink: internal('Full programme', '/en/programme'),
      ...teasers,
    },
    offer: {
      title: 'Offers',
      links: [
        internal('For groups', '/en/guided-tours?target=groups'),
        internal('For school classes', '/en/guided-tours?target=school-classes'),
        internal('For families', '/en/guided-tours?target=families'),
        internal('Workshops', '/en/guided-tours?type=workshop'),
      ],
      overviewLink: internal('All tours and workshops', '/en/guided-tours'),
      ...offerTeasers,
    },
    discover: {
      title: 'Discover',
      links: [
        internal('Digital offers', '/en/digital-offers'),
        internal('Behind the scenes', '/en/digital-offers/category/behind-the-scenes'),
        internal('History of technology', '/en/digital-offers/category/history-of-technology'),
        internal('Play along', '/en/digital-offers/category/play-along'),
        internal('Collection online', '/en/collection'),
      ],
      ...discoverTeasers,
    },
    accessibility: {
      title: 'Accessibility',
      links: [
        internal('Overview', '/en/accessibility'),
        internal('Accessible visit', '/en/accessibility/accessible-visit'),
        internal('Sign language', '/en/accessibility/sign-language'),
        // Leichte Sprache exists in German only; the English menu names and links the German page.
        internal('Leichte Sprache (easy-to-read German)', '/barrierefreiheit/leichte-sprache'),
        internal('Accessibility statement', '/en/accessibility/statement'),
      ],
    },
    museum: {
      title: 'Museum',
      links: [
        internal('History', '/en/museum/history-zm'),
        internal("Friends' circle and art foundation", '/en/museum/friends-foundation'),
        internal('Funded projects', '/en/museum/funding-projects'),
        internal('Cooperations', '/en/museum/cooperations'),
        internal('Press', '/en/press'),
        internal('Press kits', '/en/museum/press-kits'),
        internal('Imprint', '/en/museum/imprint'),
      ],
    },
    tickets: external('Tickets', TICKET_SHOP),
    search: {
      title: 'Search',
      links: [
        internal('Opening hours', '/en/visit/opening-prices'),
        internal('Book a tour', '/en/guided-tours'),
        internal('Today at the museum', '/en/today'),
        internal('Steam engine', '/en/search?text=steam%20engine'),
      ],
    },
    largeLinkGroup: [
      internal('Exhibitions', '/en/exhibitions'),
      internal('Programme', '/en/programme'),
      internal('Book a tour', '/en/guided-tours'),
      internal('Digital offers', '/en/digital-offers'),
      internal('Collection online', '/en/collection'),
    ],
    smallLinkGroup: [
      internal('Press', '/en/press'),
      internal('Contact', '/en/contact'),
      internal('Imprint', '/en/museum/imprint'),
      internal('Privacy policy', '/en/privacy-policy'),
      external('Newsletter', 'https://newsletter.example.org/zm'),
      external('Jobs', 'https://karriere.example.org/zentralmuseum'),
    ],
    socialMedia: SOCIAL_MEDIA,
  };
  return { de, en };
}
