// Offers: durationMinutes is now one value for both languages (decision 0055); the German
// value is copied to the other locales, drafts and published versions alike.
const { shareAcrossLocales } = require('../share-across-locales');

module.exports = {
  up: (knex) => shareAcrossLocales(knex, 'offers', ['duration_minutes']),
};
