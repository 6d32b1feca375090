// CSV as German Excel opens it: UTF-8 with a byte order mark, `;` between cells, CRLF lines
// (RFC 4180 quoting). Cells an editor or a visitor typed may start like a formula; Excel would
// run it, so such text gets a leading apostrophe (OWASP "CSV injection").

export type CsvValue = string | number | boolean | null | undefined;

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(SEPARATOR);
}

/** The whole file: BOM, header line, one line per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return BOM + [header, ...rows].map((row) => csvLine(row) + LINE_END).join('');
}
