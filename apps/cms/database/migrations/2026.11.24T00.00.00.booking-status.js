// Booking requests: status is now bookingStatus (docs/decisions/0023), see ../copy-column.js.
const { copyColumn } = require('../copy-column');

module.exports = {
  up: (knex) => copyColumn(knex, 'booking_requests', 'status', 'booking_status'),
};
