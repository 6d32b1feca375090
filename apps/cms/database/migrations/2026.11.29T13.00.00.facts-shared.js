// Dates, images, kinds, numbers and switches are now one value for both languages (decision
// 0061). Strapi aligns the locales only on the next save, so here every other locale gets the
// German value, drafts and published versions alike; where German has none, the English value
// is taken for both. Each disagreement is logged, so editors can check what was overwritten.
const { shareAcrossLocales, shareMediaAcrossLocales } = require('../share-across-locales');

/** table → [uid, column names, media fields] */
const SHARED = {
  digital_offers: [
    'api::digital-offer.digital-offer',
    ['type', 'published_date', 'audio_duration_seconds'],
    ['image', 'audio'],
  ],
  events: ['api::event.event', ['start_date', 'end_date', 'all_day', 'highlight'], ['image']],
  exhibitions: [
    'api::exhibition.exhibition',
    ['type', 'variant', 'start_date', 'end_date', 'seasonal_color_required'],
    ['image', 'gallery'],
  ],
  offers: [
    'api::offer.offer',
    [
      'type',
      'bookable',
      'min_participants',
      'max_participants',
      'highlight',
      'start_date',
      'end_date',
    ],
    ['image'],
  ],
  pages: ['api::page.page', ['section', 'order'], ['image']],
  press_releases: ['api::press-release.press-release', ['kind', 'date'], ['image']],
  home: ['api::home.home', [], ['image']],
  authors: ['api::author.author', [], ['image']],
  general_contact: ['api::general-contact.general-contact', ['mail'], []],
  accessibility_tags: ['api::accessibility-tag.accessibility-tag', ['key'], []],
  categories: ['api::category.category', ['scope'], []],
};

function logger() {
  const log = globalThis.strapi?.log;
  return (message) => {
    const line = `migration facts-shared: ${message}`;
    if (log) log.warn(line);
    else console.warn(line);
  };
}

module.exports = {
  SHARED,
  async up(knex) {
    const options = { fillFromOthers: true, log: logger() };
    for (const [table, [uid, columns, media]] of Object.entries(SHARED)) {
      if (columns.length > 0) await shareAcrossLocales(knex, table, columns, options);
      if (media.length > 0) await shareMediaAcrossLocales(knex, table, uid, media, options);
    }
  },
};
