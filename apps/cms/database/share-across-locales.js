// A field that becomes the same for every language (not localized, decisions 0055 and 0061) may
// still hold a different value per locale in an existing database: Strapi makes the locales
// agree only when an editor saves the entry next time. So the default locale's value is copied
// to the document's other locales here, drafts to drafts and published versions to published
// ones.
//
// Options:
// - defaultLocale: the language whose value wins ('de').
// - fillFromOthers: where the default locale has no value, the first other locale that has one
//   gives it to every locale (the default one included), so no entered fact is lost. Without
//   it, the other locales keep theirs (decision 0055's migration).
// - log(message): told of every disagreement and of every value filled in from another locale.

const MEDIA_LINKS = 'files_related_mph';

function sameValue(a, b) {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}

function shown(value) {
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/** Rows of a document version ("draft" or "published"), default locale first, then by locale. */
async function versions(knex, table, columns, defaultLocale) {
  const rows = await knex(table).select('id', 'document_id', 'locale', 'published_at', ...columns);
  const groups = new Map();
  for (const row of rows) {
    if (row.document_id === null || row.locale === null) continue;
    const key = `${row.document_id}\u0000${row.published_at === null ? 'draft' : 'published'}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(row);
  }
  const ordered = [];
  for (const rowsOfVersion of groups.values()) {
    rowsOfVersion.sort((a, b) =>
      a.locale === b.locale
        ? a.id - b.id
        : a.locale === defaultLocale
          ? -1
          : b.locale === defaultLocale
            ? 1
            : a.locale.localeCompare(b.locale),
    );
    const [first] = rowsOfVersion;
    if (first.locale !== defaultLocale) continue;
    ordered.push(rowsOfVersion);
  }
  return ordered;
}

const describe = (table, row) =>
  `${table} ${row.document_id} (${row.published_at === null ? 'draft' : 'published'})`;

/**
 * The value every locale of one version gets: the default locale's, or with fillFromOthers
 * the first other locale's where the default locale has none. null: leave them as they are.
 */
function winner(values, isEmpty, fillFromOthers) {
  if (!isEmpty(values[0])) return { value: values[0], from: 0 };
  if (!fillFromOthers) return null;
  const index = values.findIndex((value) => !isEmpty(value));
  return index < 0 ? null : { value: values[index], from: index };
}

async function shareAcrossLocales(knex, table, columns, options = {}) {
  const { defaultLocale = 'de', fillFromOthers = false, log = () => {} } = options;
  if (!(await knex.schema.hasTable(table))) return;
  for (const required of ['document_id', 'locale', 'published_at']) {
    if (!(await knex.schema.hasColumn(table, required))) return;
  }
  const present = [];
  for (const column of columns) {
    if (await knex.schema.hasColumn(table, column)) present.push(column);
  }
  if (present.length === 0) return;
  const isEmpty = (value) => value === null || value === undefined;

  for (const rows of await versions(knex, table, present, defaultLocale)) {
    const updates = new Map();
    for (const column of present) {
      const values = rows.map((row) => row[column]);
      const chosen = winner(values, isEmpty, fillFromOthers);
      if (!chosen) continue;
      rows.forEach((row, index) => {
        if (sameValue(values[index], chosen.value)) return;
        if (index === 0) {
          log(
            `${describe(table, row)} ${column}: ${defaultLocale} had none, ` +
              `took ${rows[chosen.from].locale}'s ${shown(chosen.value)}`,
          );
        } else if (!isEmpty(values[index])) {
          log(
            `${describe(table, row)} ${column}: ${row.locale} had ${shown(values[index])}, ` +
              `${rows[chosen.from].locale} ${shown(chosen.value)}; kept ${rows[chosen.from].locale}'s`,
          );
        }
        const changes = updates.get(row.id) ?? {};
        changes[column] = chosen.value;
        updates.set(row.id, changes);
      });
    }
    for (const [id, changes] of updates) await knex(table).where({ id }).update(changes);
  }
}

/**
 * The same for media fields, whose files Strapi links in one table for every type
 * (files_related_mph: file, related row, its type, the field and the position).
 */
async function shareMediaAcrossLocales(knex, table, relatedType, fields, options = {}) {
  const { defaultLocale = 'de', fillFromOthers = false, log = () => {} } = options;
  if (!(await knex.schema.hasTable(table)) || !(await knex.schema.hasTable(MEDIA_LINKS))) return;
  for (const required of ['document_id', 'locale', 'published_at']) {
    if (!(await knex.schema.hasColumn(table, required))) return;
  }
  const links = await knex(MEDIA_LINKS)
    .select('file_id', 'related_id', 'field', 'order', 'id')
    .where({ related_type: relatedType })
    .whereIn('field', fields);
  const filesOf = new Map();
  for (const link of links) {
    const key = `${link.related_id}\u0000${link.field}`;
    if (!filesOf.has(key)) filesOf.set(key, []);
    filesOf.get(key).push(link);
  }
  const files = (rowId, field) =>
    (filesOf.get(`${rowId}\u0000${field}`) ?? [])
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id)
      .map((link) => link.file_id);
  const sameFiles = (a, b) => a.length === b.length && a.every((id, index) => id === b[index]);
  const isEmpty = (list) => list.length === 0;

  for (const rows of await versions(knex, table, [], defaultLocale)) {
    for (const field of fields) {
      const values = rows.map((row) => files(row.id, field));
      const chosen = winner(values, isEmpty, fillFromOthers);
      if (!chosen) continue;
      for (const [index, row] of rows.entries()) {
        if (sameFiles(values[index], chosen.value)) continue;
        if (index === 0) {
          log(
            `${describe(table, row)} ${field}: ${defaultLocale} had no file, ` +
              `took ${rows[chosen.from].locale}'s ${shown(chosen.value)}`,
          );
        } else if (!isEmpty(values[index])) {
          log(
            `${describe(table, row)} ${field}: ${row.locale} had files ${shown(values[index])}, ` +
              `${rows[chosen.from].locale} ${shown(chosen.value)}; kept ${rows[chosen.from].locale}'s`,
          );
        }
        await knex(MEDIA_LINKS)
          .where({ related_id: row.id, related_type: relatedType, field })
          .delete();
        if (chosen.value.length > 0) {
          await knex(MEDIA_LINKS).insert(
            chosen.value.map((fileId, order) => ({
              file_id: fileId,
              related_id: row.id,
              related_type: relatedType,
              field,
              order: order + 1,
            })),
          );
        }
      }
    }
  }
}

module.exports = { shareAcrossLocales, shareMediaAcrossLocales };
