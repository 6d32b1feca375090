// Strapi 5's content manager takes a field called "status" for draft/published, so models
// that had their own "status" renamed it. Strapi runs migrations before it syncs the schema,
// which then drops the old column; so the values are copied into the new one first.
async function copyColumn(knex, table, from, to) {
  if (!(await knex.schema.hasTable(table))) return;
  if (!(await knex.schema.hasColumn(table, from))) return;
  if (!(await knex.schema.hasColumn(table, to))) {
    await knex.schema.alterTable(table, (columns) => columns.string(to));
  }
  await knex(table)
    .whereNull(to)
    .update({ [to]: knex.ref(from) });
}

module.exports = { copyColumn };
