// Old paths of the previous website (invented), pointing at the site's paths of SPEC §2.
// A trailing "/*" catches every path below; wildcards never shadow a current route.
export const REDIRECTS: { from: string; to: string; permanent: boolean }[] = [
  // visit
  { from: '/besuch/oeffnungszeiten-preise', to: '/besuch/zeiten-preise', permanent: true },
  { from: '/besuch/oeffnungszeiten', to: '/besuch/zeiten-preise', permanent: true },
  { from: '/besuch/anfahrt', to: '/besuch/lage-anfahrt', permanent: true },
  { from: '/besuch/lage-und-anfahrt', to: '/besuch/lage-anfahrt', permanent: true },
  { from: '/besuch/haeufige-fragen', to: '/besuch/faq', permanent: true },
  { from: '/besuch/restaurant', to: '/besuch/faq', permanent: true },
  { from: '/besuch/fuehrungsanmeldung', to: '/fuehrungen', permanent: true },
  { from: '/besuch/reiseveranstalter', to: '/besuch/gruppen', permanent: true },
  { from: '/en/visit/opening-hours', to: '/en/visit/opening-prices', permanent: true },
  { from: '/en/visit/directions', to: '/en/visit/location-directions', permanent: true },
  { from: '/en/visit/restaurant', to: '/en/visit/faq-en', permanent: true },
  // museum
  { from: '/museum/konzept', to: '/museum', permanent: true },
  { from: '/museum/geschichte', to: '/museum/geschichte-zm', permanent: true },
  { from: '/museum/nachhaltigkeit', to: '/museum/foerderprojekte', permanent: true },
  { from: '/museum/archiv', to: '/museum/geschichte-zm', permanent: true },
  { from: '/museum/freundeskreis', to: '/museum/freundeskreis-kunststiftung', permanent: true },
  {
    from: '/museum/stellenangebote',
    to: 'https://karriere.example.org/zentralmuseum',
    permanent: false,
  },
  { from: '/impressum', to: '/museum/impressum', permanent: true },
  { from: '/en/museum/history', to: '/en/museum/history-zm', permanent: true },
  { from: '/en/imprint', to: '/en/museum/imprint', permanent: true },
  // the accessibility statement was a page before it became its own single type
  {
    from: '/barrierefreiheit/erklaerung-barrierefreiheit',
    to: '/barrierefreiheit/erklaerung',
    permanent: true,
  },
  {
    from: '/en/accessibility/accessibility-statement',
    to: '/en/accessibility/statement',
    permanent: true,
  },
  {
    from: '/en/accessibility/simple-language',
    to: '/barrierefreiheit/leichte-sprache',
    permanent: true,
  },
  // sections of the old site
  { from: '/ausstellung/*', to: '/ausstellungen', permanent: true },
  { from: '/digital/*', to: '/digitale-angebote', permanent: true },
  { from: '/gebaerdensprache', to: '/barrierefreiheit/gebaerdensprache', permanent: true },
  { from: '/angebote/*', to: '/fuehrungen', permanent: true },
  { from: '/entdecken/*', to: '/digitale-angebote', permanent: true },
  { from: '/en/whats-on/*', to: '/en/programme', permanent: true },
  { from: '/en/offers/*', to: '/en/guided-tours', permanent: true },
  { from: '/en/discover/*', to: '/en/digital-offers', permanent: true },
];
