import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text, numbers and empty values as they are', () => {
    expect(csvCell('Erika Beispiel')).toBe('Erika Beispiel');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes a cell holding the separator', () => {
    expect(csvCell('Schule; Klasse 7b')).toBe('"Schule; Klasse 7b"');
  });

  it('doubles quotes inside a quoted cell', () => {
    expect(csvCell('Führung "Technik"')).toBe('"Führung ""Technik"""');
  });

  it('keeps line breaks inside one quoted cell', () => {
    expect(csvCell('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvCell('Zeile 1\r\nZeile 2')).toBe('"Zeile 1\r\nZeile 2"');
  });

  it.each(['=1+1', '+49 30 123', '-2+3', '@SUM(A1)', '\tcmd', '\r=1'])(
    'turns %j into text Excel does not evaluate',
    (value) => {
      expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('neutralises a formula and still quotes what needs quotes', () => {
    expect(csvCell('=HYPERLINK("http://x";"klick")')).toBe(`"'=HYPERLINK(""http://x"";""klick"")"`);
  });

  it('does not touch formula characters later in the text', () => {
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('starts with a byte order mark and ends every line with CRLF', () => {
    const csv = toCsv(['Name', 'Notiz'], [['Erika', 'a;b']]);
    expect(csv).toBe('\uFEFFName;Notiz\r\nErika;"a;b"\r\n');
  });

  it('gives one line per row, split only by the separator outside quotes', () => {
    expect(csvLine(['a', 'b;c', 3])).toBe('a;"b;c";3');
  });
});
