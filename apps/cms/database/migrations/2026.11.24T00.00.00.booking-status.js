// Booking requests kept their workflow state in a field called "status", which Strapi 5's
// content manager takes for draft/published (it shows "Published" and refuses other values).
// The field is now bookingStatus (docs/decisions/0023). Strapi runs this before it syncs the
// schema, which then drops the old column; so the values are copied over first.
const TABLE = 'booking_requests';

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable(TABLE))) return;
    if (!(await knex.schema.hasColumn(TABLE, 'status'))) return;
    if (!(await knex.schema.hasColumn(TABLE, 'booking_status'))) {
      await knex.schema.alterTable(TABLE, (table) => table.string('booking_status'));
    }
    await knex(TABLE)
      .whereNull('booking_status')
      .update({ booking_status: knex.ref('status') });
  },
};
