// A field that becomes the same for every language (not localized, decision 0055) may still
// hold a different value per locale in an existing database: Strapi makes the locales agree
// only when an editor saves the entry next time. So the default locale's value is copied to
// the document's other locales here, drafts to drafts and published versions to published
// ones. Where the default locale has no value, the other locales keep theirs.
async function shareAcrossLocales(knex, table, columns, defaultLocale = 'de') {
  if (!(await knex.schema.hasTable(table))) return;
  for (const required of ['document_id', 'locale', 'published_at']) {
    if (!(await knex.schema.hasColumn(table, required))) return;
  }
  const present = [];
  for (const column of columns) {
    if (await knex.schema.hasColumn(table, column)) present.push(column);
  }
  if (present.length === 0) return;
  const rows = await knex(table).select('id', 'document_id', 'locale', 'published_at', ...present);
  const version = (row) =>
    `${row.document_id}\u0000${row.published_at === null ? 'draft' : 'published'}`;
  const source = new Map(
    rows.filter((row) => row.locale === defaultLocale).map((row) => [version(row), row]),
  );
  for (const row of rows) {
    if (row.locale === defaultLocale) continue;
    const from = source.get(version(row));
    if (!from) continue;
    const changes = {};
    for (const column of present) {
      if (from[column] !== null && from[column] !== row[column]) changes[column] = from[column];
    }
    if (Object.keys(changes).length > 0) await knex(table).where({ id: row.id }).update(changes);
  }
}

module.exports = { shareAcrossLocales };
