// Events: status is now eventStatus (docs/decisions/0024), draft and published rows alike.
const { copyColumn } = require('../copy-column');

module.exports = {
  up: (knex) => copyColumn(knex, 'events', 'status', 'event_status'),
};
