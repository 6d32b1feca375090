import { createReadStream } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsv } from './csv-reader';
import type { ReadResult } from './record';

const SAMPLE = path.join(__dirname, 'sample/zm-sample.csv');

async function collect(input: AsyncIterable<string | Buffer>): Promise<ReadResult[]> {
  const results: ReadResult[] = [];
  for await (const result of readCsv(input)) results.push(result);
  return results;
}

async function* chunks(text: string, size: number): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text, 'utf8');
  for (let start = 0; start < bytes.length; start += size)
    yield bytes.subarray(start, start + size);
}

describe('readCsv on the sample file', () => {
  it('reads usable rows and reports the others with their row', async () => {
    const results = await collect(createReadStream(SAMPLE));
    expect(
      results.map((r) => (r.ok ? r.record.inventoryNumber : `${r.position}: ${r.problems[0]}`)),
    ).toEqual([
      'ZM-T-1936-031',
      'row 3: No inventory number; the row is skipped.',
      'ZM-M-1950-002',
      'row 5: maker_born: "18xx" is not a year.',
    ]);
  });

  it('reads side-by-side list columns into makers, terms and images', async () => {
    const [radio] = await collect(createReadStream(SAMPLE));
    expect(radio.ok).toBe(true);
    if (!radio.ok) return;
    expect(radio.record).toMatchObject({
      title: { de: 'Röhrenradio „Volksempfänger“-Nachbau', en: 'Valve radio, replica' },
      objectTypes: [{ label: { de: 'Radio', en: 'radio' } }],
      materials: [
        { label: { de: 'Bakelit', en: 'bakelite' } },
        { label: { de: 'Holz', en: 'wood' } },
      ],
      makers: [
        {
          name: 'Funkwerk Achterberg',
          role: { de: 'Hersteller', en: 'manufacturer' },
          born: 1924,
          died: 1961,
        },
      ],
      dating: { display: { de: 'um 1936', en: 'c. 1936' }, earliest: 1936, latest: 1936 },
      description: {
        de: 'Das Gehäuse ist aus Bakelit gepresst.\n\nDie Skala nennt Sender, die es nie gab.',
      },
    });
    expect(radio.record.images).toEqual([
      {
        source: 'images/zm-t-1936-031.jpg',
        caption: { de: 'Vorderseite' },
        alt: {
          de: 'Braunes Radio mit runder Stoffbespannung',
          en: 'Brown radio with a round cloth speaker',
        },
        licence: 'CC0-1.0',
      },
      {
        source: 'images/zm-t-1936-031-rueckseite.jpg',
        caption: { de: 'Rückseite' },
        alt: { de: 'Offene Rückwand mit fünf Röhren', en: 'Open back with five valves' },
        licence: 'CC-BY-4.0',
        rightsHolder: 'Zentralmuseum',
      },
    ]);
  });

  it('keeps a German-only object and leaves out an image whose licence we cannot publish', async () => {
    const results = await collect(createReadStream(SAMPLE));
    const ship = results[2];
    expect(ship.ok && ship.record.title).toEqual({ de: 'Schiffsmodell „Möwe“' });
    expect(ship.ok && ship.record.images).toEqual([]);
    expect(ship.ok && ship.warnings).toEqual([
      expect.stringContaining('the licence "alle Rechte vorbehalten" is not one we publish'),
    ]);
  });
});

describe('readCsv', () => {
  it('takes commas, a byte order mark, quoted line breaks and headers as spreadsheets write them', async () => {
    const csv =
      '\uFEFFInventory Number,Title DE,description_de\r\n' +
      'ZM-X-1,"Kran, klein","Erste Zeile\r\n\r\nZweiter Absatz"\r\n';
    expect(await collect(chunks(csv, 5))).toEqual([
      {
        ok: true,
        position: 'row 2',
        record: expect.objectContaining({
          inventoryNumber: 'ZM-X-1',
          title: { de: 'Kran, klein' },
          description: { de: 'Erste Zeile\n\nZweiter Absatz' },
        }),
      },
    ]);
  });

  it('refuses a header with a column it does not know before reading any row', async () => {
    const csv = 'inventory_number;titel_de\nZM-X-1;Kran\n';
    expect(await collect(chunks(csv, 1000))).toEqual([
      {
        ok: false,
        position: 'row 1',
        problems: [expect.stringMatching(/^Unknown columns: titel_de\. /)],
      },
    ]);
  });

  it('refuses a file without an inventory number column', async () => {
    const [result] = await collect(chunks('title_de\nKran\n', 1000));
    expect(result).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/inventory_number/)],
    });
  });

  it('reads the same whatever the chunk boundaries', async () => {
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(SAMPLE, 'utf8');
    const whole = await collect(chunks(text, 1 << 20));
    for (const size of [1, 3, 50]) expect(await collect(chunks(text, size))).toEqual(whole);
  });

  it('stops reading when the caller stops', async () => {
    let served = 0;
    async function* endless() {
      yield 'inventory_number;title_de\n';
      for (;;) {
        served += 1;
        yield `ZM-X-${served};Objekt ${served}\n`;
      }
    }
    const reader = readCsv(endless());
    const first = await reader.next();
    expect(first.value).toMatchObject({ ok: true, record: { inventoryNumber: 'ZM-X-1' } });
    await reader.return(undefined);
    const after = served;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(served).toBe(after);
  });
});
