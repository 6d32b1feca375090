/**
 * The collection's search index in a database the site owns (issue #45, #46): not in the
 * process's memory, so 100,000 objects cost every process of the cluster nothing until asked,
 * and not in the CMS's tables, so the site stays pointable at any Strapi.
 *
 * This is the embedded engine for `npm start`: SQLite's FTS5 through Node's own `node:sqlite`.
 * FTS5 knows no German, so the text goes in already analysed by the site search's analyzer
 * (decision 0016: folding, umlaut spellings, stop words, Snowball stems) and queries are analysed
 * the same way; FTS5 then only splits on spaces and ranks with BM25, titles weighing more.
 * Facets are rows of (object, facet, value) counted in SQL: each facet over the hits filtered by
 * every other facet, so choosing "Gemälde" still shows how many "Fotografie" there would be.
 */
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { createAnalyzer, words, type Analyzer, type SearchLocale } from '../search/analyzer.server';

export const FACETS = [
  'objectType',
  'maker',
  'material',
  'century',
  'onDisplay',
  'hasImage',
  'licence',
  // Where it is on display: the exhibition's German slug (its English one when it has none).
  'exhibition',
] as const;
export type Facet = (typeof FACETS)[number];

export type Localized = { de?: string; en?: string };

/** One object as the index keeps it: what is searched, what is filtered, what a hit shows. */
export interface IndexedObject {
  id: string;
  inventoryNumber: string;
  title: Localized;
  /** Everything else worth finding it by, per language: makers, types, materials, texts. */
  text: Localized;
  /** Facet values as stable keys (a term's slug, a century such as "19", "yes"). */
  facets: Partial<Record<Facet, string[]>>;
  /** The names of facet values that have one (terms, makers), per language. */
  labels?: Partial<Record<Facet, Record<string, Localized>>>;
  /** Earliest year of its dating, for sorting by date. */
  earliest?: number;
  /** What a hit shows, as the caller stores it (a card: title, image, dating …). */
  card: unknown;
}

export type Sort = 'relevance' | 'date' | 'inventory';

export interface CollectionQuery {
  locale: SearchLocale;
  text?: string;
  filters?: Partial<Record<Facet, string[]>>;
  sort?: Sort;
  page?: number;
  pageSize?: number;
}

export interface CollectionResult {
  total: number;
  page: number;
  hits: { id: string; card: unknown }[];
  /**
   * Per facet, its values among the hits (the facet's own filter left out) with their counts and
   * their names in the query's language (else the other's; none for values named by the page).
   */
  facets: Record<Facet, { value: string; count: number; label: string | null }[]>;
}

export interface CollectionIndex {
  upsert(objects: IndexedObject[]): void;
  remove(ids: string[]): void;
  search(query: CollectionQuery): CollectionResult;
  count(): number;
  /** The ids of every object in the index. */
  ids(): string[];
  close(): void;
}

const MAX_PAGE_SIZE = 100;

/** A natural sort key for inventory numbers: "ZM-T-2" before "ZM-T-10". */
export function inventorySortKey(inventoryNumber: string): string {
  return inventoryNumber
    .toUpperCase()
    .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(10, '0'));
}

function analysedText(analyzer: Analyzer, text: string | undefined, field: string): string {
  if (!text) return '';
  return words(text)
    .flatMap((word) => analyzer.indexTerms(word, field) ?? [])
    .join(' ');
}

/** The query as an FTS5 expression: every word must match (its stem), the last one as a prefix. */
function matchExpression(analyzer: Analyzer, text: string): string | null {
  const all = words(text);
  const meaningful = all.filter((word) => !analyzer.isStopWord(word));
  const chosen = meaningful.length > 0 ? meaningful : all;
  const terms = chosen.flatMap((word, index) => {
    const term = analyzer.queryTerm(word);
    if (!term) return [];
    // Quotes make any term a plain string for FTS5; the last word may still be typed.
    const quoted = `"${term.replace(/"/g, '""')}"`;
    return [index === chosen.length - 1 ? `${quoted}*` : quoted];
  });
  return terms.length > 0 ? terms.join(' AND ') : null;
}

export function openCollectionIndex(file = ':memory:'): CollectionIndex {
  const db = new DatabaseSync(file);
  db.exec(`
    PRAGMA busy_timeout = 5000;
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    CREATE TABLE IF NOT EXISTS objects (
      rowid INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      inventory TEXT NOT NULL,
      inventory_key TEXT NOT NULL,
      earliest INTEGER,
      card TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS objects_inventory_key ON objects (inventory_key);
    CREATE INDEX IF NOT EXISTS objects_earliest ON objects (earliest);
    CREATE TABLE IF NOT EXISTS facets (
      object INTEGER NOT NULL REFERENCES objects (rowid) ON DELETE CASCADE,
      facet TEXT NOT NULL,
      value TEXT NOT NULL,
      PRIMARY KEY (facet, value, object)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS facets_object ON facets (object);
    CREATE TABLE IF NOT EXISTS labels (
      facet TEXT NOT NULL,
      value TEXT NOT NULL,
      de TEXT,
      en TEXT,
      PRIMARY KEY (facet, value)
    ) WITHOUT ROWID;
    CREATE VIRTUAL TABLE IF NOT EXISTS text_de USING fts5 (title, body, tokenize = 'unicode61 remove_diacritics 0');
    CREATE VIRTUAL TABLE IF NOT EXISTS text_en USING fts5 (title, body, tokenize = 'unicode61 remove_diacritics 0');
  `);
  const analyzers = { de: createAnalyzer('de'), en: createAnalyzer('en') };

  const find = db.prepare('SELECT rowid FROM objects WHERE id = ?');
  const insertObject = db.prepare(
    'INSERT INTO objects (id, inventory, inventory_key, earliest, card) VALUES (?, ?, ?, ?, ?)',
  );
  const updateObject = db.prepare(
    'UPDATE objects SET inventory = ?, inventory_key = ?, earliest = ?, card = ? WHERE rowid = ?',
  );
  const deleteObject = db.prepare('DELETE FROM objects WHERE rowid = ?');
  const deleteFacets = db.prepare('DELETE FROM facets WHERE object = ?');
  const insertFacet = db.prepare(
    'INSERT OR IGNORE INTO facets (object, facet, value) VALUES (?, ?, ?)',
  );
  // The newest name wins: a term renamed in the CMS is renamed with the next object indexed.
  const upsertLabel = db.prepare(
    `INSERT INTO labels (facet, value, de, en) VALUES (?, ?, ?, ?)
     ON CONFLICT (facet, value) DO UPDATE SET de = coalesce(excluded.de, de), en = coalesce(excluded.en, en)`,
  );
  const text = {
    de: {
      remove: db.prepare('DELETE FROM text_de WHERE rowid = ?'),
      insert: db.prepare('INSERT INTO text_de (rowid, title, body) VALUES (?, ?, ?)'),
    },
    en: {
      remove: db.prepare('DELETE FROM text_en WHERE rowid = ?'),
      insert: db.prepare('INSERT INTO text_en (rowid, title, body) VALUES (?, ?, ?)'),
    },
  };

  function transaction(work: () => void): void {
    db.exec('BEGIN');
    try {
      work();
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }

  function removeRow(rowid: number): void {
    text.de.remove.run(rowid);
    text.en.remove.run(rowid);
    deleteFacets.run(rowid);
    deleteObject.run(rowid);
  }

  function upsert(objects: IndexedObject[]): void {
    transaction(() => {
      for (const object of objects) {
        const card = JSON.stringify(object.card);
        const key = inventorySortKey(object.inventoryNumber);
        const earliest = object.earliest ?? null;
        const found = find.get(object.id) as { rowid: number } | undefined;
        let rowid: number;
        if (found) {
          rowid = found.rowid;
          updateObject.run(object.inventoryNumber, key, earliest, card, rowid);
          deleteFacets.run(rowid);
          text.de.remove.run(rowid);
          text.en.remove.run(rowid);
        } else {
          rowid = Number(
            insertObject.run(object.id, object.inventoryNumber, key, earliest, card)
              .lastInsertRowid,
          );
        }
        for (const facet of FACETS) {
          for (const value of new Set(object.facets[facet] ?? [])) {
            insertFacet.run(rowid, facet, value);
          }
          for (const [value, label] of Object.entries(object.labels?.[facet] ?? {})) {
            upsertLabel.run(facet, value, label.de ?? null, label.en ?? null);
          }
        }
        for (const locale of ['de', 'en'] as const) {
          // An object without a text in this language is found by the other language's words.
          const title = object.title[locale] ?? object.title.de ?? object.title.en;
          const body = object.text[locale] ?? object.text.de ?? object.text.en;
          const analyzer = analyzers[locale];
          const titleTerms = `${analysedText(analyzer, title, 'title')} ${analysedText(analyzer, object.inventoryNumber, 'title')}`;
          text[locale].insert.run(rowid, titleTerms.trim(), analysedText(analyzer, body, 'body'));
        }
      }
    });
  }

  function remove(ids: string[]): void {
    transaction(() => {
      for (const id of ids) {
        const found = find.get(id) as { rowid: number } | undefined;
        if (found) removeRow(found.rowid);
      }
    });
  }

  /** SQL for the rows that match the text and the filters of every facet but `except`. */
  function candidates(
    query: CollectionQuery,
    match: string | null,
    except: Facet | null,
  ): { sql: string; params: SQLInputValue[] } {
    const parts: string[] = [];
    const params: SQLInputValue[] = [];
    if (match !== null) {
      parts.push(`SELECT rowid FROM text_${query.locale} WHERE text_${query.locale} MATCH ?`);
      params.push(match);
    } else {
      parts.push('SELECT rowid FROM objects');
    }
    for (const facet of FACETS) {
      const values = query.filters?.[facet] ?? [];
      if (facet === except || values.length === 0) continue;
      // Values of one facet are alternatives; facets combine.
      parts.push(
        `SELECT object FROM facets WHERE facet = ? AND value IN (${values.map(() => '?').join(', ')})`,
      );
      params.push(facet, ...values);
    }
    return { sql: parts.join(' INTERSECT '), params };
  }

  function search(query: CollectionQuery): CollectionResult {
    const locale = query.locale;
    const pageSize = Math.min(Math.max(1, query.pageSize ?? 24), MAX_PAGE_SIZE);
    const page = Math.max(1, Math.floor(query.page ?? 1));
    const match = query.text?.trim() ? matchExpression(analyzers[locale], query.text) : null;
    const emptyFacets = Object.fromEntries(
      FACETS.map((f) => [f, []]),
    ) as unknown as CollectionResult['facets'];
    if (query.text?.trim() && match === null)
      return { total: 0, page, hits: [], facets: emptyFacets };

    const { sql, params } = candidates(query, match, null);
    const total = (db.prepare(`SELECT count(*) AS n FROM (${sql})`).get(...params) as { n: number })
      .n;

    const sort = query.sort ?? (match ? 'relevance' : 'inventory');
    let order: string;
    const orderParams: SQLInputValue[] = [];
    if (sort === 'relevance' && match) {
      // BM25 over the query's own match (lower is better); titles weigh ten times the rest.
      order = `(SELECT bm25(text_${locale}, 10.0, 1.0) FROM text_${locale} WHERE text_${locale} MATCH ? AND text_${locale}.rowid = o.rowid), o.inventory_key`;
      orderParams.push(match);
    } else if (sort === 'date') {
      order = 'o.earliest IS NULL, o.earliest, o.inventory_key';
    } else {
      order = 'o.inventory_key';
    }
    const rows = db
      .prepare(
        `SELECT o.id, o.card FROM objects o WHERE o.rowid IN (${sql}) ORDER BY ${order} LIMIT ? OFFSET ?`,
      )
      .all(...params, ...orderParams, pageSize, (page - 1) * pageSize) as {
      id: string;
      card: string;
    }[];

    const facets = { ...emptyFacets };
    for (const facet of FACETS) {
      const own = candidates(query, match, facet);
      const other = locale === 'de' ? 'en' : 'de';
      facets[facet] = db
        .prepare(
          `SELECT f.value, count(*) AS count, coalesce(l.${locale}, l.${other}) AS label
           FROM facets f LEFT JOIN labels l ON l.facet = f.facet AND l.value = f.value
           WHERE f.facet = ? AND f.object IN (${own.sql})
           GROUP BY f.value ORDER BY count DESC, f.value`,
        )
        .all(facet, ...own.params) as { value: string; count: number; label: string | null }[];
    }
    return {
      total,
      page,
      hits: rows.map((row) => ({ id: row.id, card: JSON.parse(row.card) as unknown })),
      facets,
    };
  }

  return {
    upsert,
    remove,
    search,
    count: () => (db.prepare('SELECT count(*) AS n FROM objects').get() as { n: number }).n,
    ids: () =>
      (db.prepare('SELECT id FROM objects').all() as { id: string }[]).map((row) => row.id),
    close: () => db.close(),
  };
}
