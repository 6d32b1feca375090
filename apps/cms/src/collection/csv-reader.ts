// Reads collection objects from CSV, one row per object, as spreadsheets and simple collection
// databases export them (docs/collection-import.md lists the columns). UTF-8 with or without a
// byte order mark; `;`, `,` or tab between cells, whichever the header line uses; RFC 4180
// quoting. Lists in a cell are separated by `|`, and columns that describe the same list
// (maker, maker_role_de, maker_born …) are read side by side. The file is streamed through
// csv-parse, so its size does not matter. A row the import cannot use is reported with its number
// (as the spreadsheet numbers its rows) and skipped; a header with a column we do not know stops the file before any row, since a
// misspelt column would otherwise import every object without that field.

import { parse } from 'csv-parse';
import {
  addText,
  emptyRecord,
  hasText,
  licenceOf,
  yearOf,
  type CollectionRecord,
  type ImageSource,
  type Localized,
  type Maker,
  type ReadResult,
  type Term,
} from './record';

const LOCALIZED = [
  'title',
  'dating',
  'place',
  'dimensions',
  'description',
  'inscription',
  'provenance',
  'credit_line',
] as const;
const TERM_LISTS = ['object_type', 'classification', 'material', 'technique', 'subject'] as const;
// Groups of list columns read side by side.
const MAKER_COLUMNS = [
  'maker',
  'maker_role_de',
  'maker_role_en',
  'maker_born',
  'maker_died',
  'maker_gnd',
  'maker_wikidata',
];
const IMAGE_COLUMNS = [
  'image',
  'image_caption_de',
  'image_caption_en',
  'image_alt_de',
  'image_alt_en',
  'image_credit',
  'image_licence',
  'image_rights_holder',
];

/** Every column the reader knows; the import's documentation lists the same. */
export const CSV_COLUMNS: readonly string[] = [
  'inventory_number',
  ...LOCALIZED.flatMap((name) => [`${name}_de`, `${name}_en`]),
  'dating_earliest',
  'dating_latest',
  ...TERM_LISTS.flatMap((name) => [`${name}_de`, `${name}_en`, `${name}_id`]),
  ...MAKER_COLUMNS,
  'related',
  'literature',
  ...IMAGE_COLUMNS,
];

type Row = Record<string, string>;

function list(value: string | undefined): string[] {
  return (value ?? '').split('|').map((part) => part.trim());
}

/** The n-th entry of each of several side-by-side list columns. */
function columns(row: Row, names: string[]): Record<string, string>[] {
  const lists = Object.fromEntries(names.map((name) => [name, list(row[name])]));
  const length = Math.max(...names.map((name) => (row[name] ? lists[name].length : 0)));
  return Array.from({ length }, (_, index) =>
    Object.fromEntries(names.map((name) => [name, lists[name][index] ?? ''])),
  );
}

function localizedOf(de: string | undefined, en: string | undefined): Localized {
  const text: Localized = {};
  addText(text, 'de', de?.replace(/\\n/g, '\n'));
  addText(text, 'en', en?.replace(/\\n/g, '\n'));
  return text;
}

function termsOf(row: Row, name: string): Term[] {
  return columns(row, [`${name}_de`, `${name}_en`, `${name}_id`]).flatMap((entry) => {
    const label = localizedOf(entry[`${name}_de`], entry[`${name}_en`]);
    const conceptId = entry[`${name}_id`];
    if (!hasText(label) && !conceptId) return [];
    return [conceptId ? { label, conceptId } : { label }];
  });
}

function year(value: string, column: string, problems: string[]): number | undefined {
  if (!value) return undefined;
  const parsed = yearOf(value);
  if (parsed === undefined) problems.push(`${column}: "${value}" is not a year.`);
  return parsed;
}

function recordOf(row: Row, problems: string[], warnings: string[]): CollectionRecord | null {
  const record = emptyRecord(row.inventory_number ?? '');
  for (const name of LOCALIZED) {
    const text = localizedOf(row[`${name}_de`], row[`${name}_en`]);
    if (name === 'title') record.title = text;
    else if (name === 'dating') {
      if (hasText(text) || row.dating_earliest || row.dating_latest) {
        record.dating = { display: text };
        const earliest = year(row.dating_earliest ?? '', 'dating_earliest', problems);
        const latest = year(row.dating_latest ?? '', 'dating_latest', problems);
        if (earliest !== undefined) record.dating.earliest = earliest;
        if (latest !== undefined) record.dating.latest = latest;
      }
    } else if (name === 'place') {
      if (hasText(text)) record.place = text;
    } else if (name === 'credit_line') record.creditLine = text;
    else record[name] = text;
  }
  record.objectTypes = termsOf(row, 'object_type');
  record.classifications = termsOf(row, 'classification');
  record.materials = termsOf(row, 'material');
  record.techniques = termsOf(row, 'technique');
  record.subjects = termsOf(row, 'subject');

  for (const entry of columns(row, MAKER_COLUMNS)) {
    if (!entry.maker) continue;
    const maker: Maker = { name: entry.maker };
    const role = localizedOf(entry.maker_role_de, entry.maker_role_en);
    if (hasText(role)) maker.role = role;
    const born = year(entry.maker_born, 'maker_born', problems);
    const died = year(entry.maker_died, 'maker_died', problems);
    if (born !== undefined) maker.born = born;
    if (died !== undefined) maker.died = died;
    if (entry.maker_gnd) maker.gnd = entry.maker_gnd.replace(/^.*\/gnd\//, '');
    if (entry.maker_wikidata) maker.wikidata = entry.maker_wikidata.replace(/^.*\//, '');
    record.makers.push(maker);
  }
  record.related = list(row.related).filter(Boolean);
  record.literature = list(row.literature).filter(Boolean);

  for (const entry of columns(row, IMAGE_COLUMNS)) {
    if (!entry.image) continue;
    const licence = licenceOf(entry.image_licence);
    if (!licence) {
      warnings.push(
        entry.image_licence
          ? `Image ${entry.image}: the licence "${entry.image_licence}" is not one we publish (CC0, CC BY 4.0, CC BY-SA 4.0, in copyright); the image is left out.`
          : `Image ${entry.image}: no licence given; the image is left out.`,
      );
      continue;
    }
    if (licence === 'InC' && !entry.image_rights_holder) {
      warnings.push(
        `Image ${entry.image}: in copyright without a rights holder; the image is left out.`,
      );
      continue;
    }
    const image: ImageSource = {
      source: entry.image,
      caption: localizedOf(entry.image_caption_de, entry.image_caption_en),
      alt: localizedOf(entry.image_alt_de, entry.image_alt_en),
      licence,
    };
    if (entry.image_credit) image.credit = entry.image_credit;
    if (entry.image_rights_holder) image.rightsHolder = entry.image_rights_holder;
    record.images.push(image);
  }

  if (!record.inventoryNumber) problems.unshift('No inventory number; the row is skipped.');
  else if (!hasText(record.title))
    problems.unshift('No title (title_de or title_en); the row is skipped.');
  return problems.length > 0 ? null : record;
}

/** The delimiter the header line uses most: `;` (German spreadsheets), `,` or tab. */
function delimiterOf(headerLine: string): string {
  const counts = [';', ',', '\t'].map((d) => [d, headerLine.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** The objects of a CSV stream, in their order. */
export async function* readCsv(
  input: AsyncIterable<string | Buffer>,
): AsyncGenerator<ReadResult, void, undefined> {
  const decoder = new TextDecoder('utf-8');
  const source = input[Symbol.asyncIterator]();
  let head = '';
  let done = false;
  // Enough text for the header line, to know the delimiter before csv-parse starts.
  while (!done && !/\r?\n/.test(head)) {
    const next = await source.next();
    done = Boolean(next.done);
    if (next.value !== undefined) {
      head +=
        typeof next.value === 'string' ? next.value : decoder.decode(next.value, { stream: true });
    }
  }
  const delimiter = delimiterOf(head.replace(/^\uFEFF/, '').split(/\r?\n/)[0]);

  let unknown: string[] = [];
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
    columns: (header: string[]) => {
      const names = header.map((name) =>
        name
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_'),
      );
      unknown = names.filter((name) => name && !CSV_COLUMNS.includes(name));
      if (unknown.length > 0 || !names.includes('inventory_number')) {
        throw new Error('header');
      }
      return names;
    },
  });

  async function* text(): AsyncGenerator<string> {
    yield head;
    for (;;) {
      const next = await source.next();
      if (next.done) break;
      yield typeof next.value === 'string'
        ? next.value
        : decoder.decode(next.value, { stream: true });
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  }
  const feeding = (async () => {
    try {
      for await (const chunk of text()) {
        if (parser.destroyed) return;
        if (!parser.write(chunk)) {
          await new Promise((resolve) => {
            parser.once('drain', resolve);
            parser.once('close', resolve);
          });
        }
      }
      if (!parser.destroyed) parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();

  try {
    for await (const { record: row, info } of parser as AsyncIterable<{
      record: Row;
      info: { records: number };
    }>) {
      const problems: string[] = [];
      const warnings: string[] = [];
      const record = recordOf(row, problems, warnings);
      // The row as a spreadsheet numbers it: the header is row 1.
      const position = `row ${info.records + 1}`;
      if (record) {
        yield warnings.length > 0
          ? { ok: true, record, position, warnings }
          : { ok: true, record, position };
      } else {
        yield {
          ok: false,
          position,
          ...(row.inventory_number ? { inventoryNumber: row.inventory_number } : {}),
          problems: [...problems, ...warnings],
        };
      }
    }
  } catch (error) {
    const problem =
      unknown.length > 0
        ? `Unknown columns: ${unknown.join(', ')}. Known columns are listed in docs/collection-import.md; nothing was read.`
        : error instanceof Error && error.message === 'header'
          ? 'The header has no inventory_number column; nothing was read.'
          : `The file could not be read further: ${error instanceof Error ? error.message : error}`;
    yield { ok: false, position: unknown.length > 0 ? 'row 1' : 'file', problems: [problem] };
  } finally {
    // Also when the caller stops early: no more text is read.
    parser.destroy();
    await feeding;
  }
}
