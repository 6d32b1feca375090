import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLido } from './lido-reader';
import type { ReadResult } from './record';

const SAMPLE = path.join(__dirname, 'sample/zm-sample.lido.xml');

async function collect(input: AsyncIterable<string | Buffer>): Promise<ReadResult[]> {
  const results: ReadResult[] = [];
  for await (const result of readLido(input)) results.push(result);
  return results;
}

async function* chunks(text: string, size: number): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text, 'utf8');
  for (let start = 0; start < bytes.length; start += size) {
    yield bytes.subarray(start, start + size);
  }
}

function records(results: ReadResult[]) {
  return results.flatMap((result) => (result.ok ? [result.record] : []));
}

describe('readLido on the sample file', () => {
  it('reads each usable record and reports the one without an inventory number', async () => {
    const results = await collect(createReadStream(SAMPLE));
    expect(results.map((r) => (r.ok ? r.record.inventoryNumber : `skipped ${r.position}`))).toEqual(
      [
        'ZM-T-1912-004',
        'ZM-K-1958-017',
        expect.stringMatching(/^skipped record 3 \(line \d+\)$/),
        'ZM-F-1931-220',
      ],
    );
    const skipped = results[2];
    expect(skipped.ok === false && skipped.problems[0]).toMatch(/inventory number/);
  });

  it('merges both languages of a record given as two descriptiveMetadata blocks', async () => {
    const [engine] = records(await collect(createReadStream(SAMPLE)));
    expect(engine.title).toEqual({
      de: 'Stehende Dampfmaschine mit Fliehkraftregler',
      en: 'Vertical steam engine with centrifugal governor',
    });
    expect(engine.objectTypes).toEqual([
      {
        conceptId: 'http://vocab.getty.edu/aat/300024841',
        label: { de: 'Dampfmaschine', en: 'steam engine' },
      },
    ]);
    expect(engine.description.de).toBe(
      'Die Maschine trieb über eine Transmission die Drehbänke einer Lehrwerkstatt an.\n\n' +
        'Der Fliehkraftregler hält die Drehzahl, wenn die Last wechselt.',
    );
    expect(engine.description.en).toMatch(/^Through a line shaft/);
    expect(engine.makers).toEqual([
      {
        name: 'Gebrüder Halbach Maschinenbau',
        role: { de: 'Hersteller', en: 'manufacturer' },
        born: 1871,
        died: 1934,
        gnd: '0000001-9',
      },
    ]);
    expect(engine.dating).toEqual({
      display: { de: '1912', en: '1912' },
      earliest: 1912,
      latest: 1912,
    });
    expect(engine.place).toEqual({ de: 'Nordhafen' });
    expect(engine.materials.map((m) => m.label.de)).toEqual(['Gusseisen', 'Messing']);
    expect(engine.techniques.map((t) => t.label.de)).toEqual(['gegossen']);
    expect(engine.provenance).toEqual({ de: '1968 Schenkung der Berufsschule Nordhafen' });
    expect(engine.related).toEqual(['ZM-T-1912-005']);
    expect(engine.literature).toEqual([
      'Marten, Ilse: Kraft für die Werkstatt. Nordhafen 1994, S. 41.',
    ]);
    expect(engine.subjects).toEqual([{ label: { de: 'Industrialisierung' } }]);
    expect(engine.inscription).toEqual({ de: 'Gebr. Halbach · Nordhafen · No. 214' });
    expect(engine.creditLine).toEqual({ de: 'Schenkung der Berufsschule Nordhafen, 1968' });
    expect(engine.dimensions).toEqual({ de: 'Höhe 142 cm, Breite 88 cm, Tiefe 61 cm' });
  });

  it('keeps an image once with its caption and alt text in both languages', async () => {
    const results = await collect(createReadStream(SAMPLE));
    const first = results[0];
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.record.images).toEqual([
      {
        source: 'images/zm-t-1912-004-1.jpg',
        caption: { de: 'Gesamtansicht von vorn', en: 'Front view' },
        alt: {
          de: 'Grün lackierte Dampfmaschine mit zwei Kugeln am Regler über dem Zylinder',
          en: 'Green painted steam engine with a two-ball governor above the cylinder',
        },
        credit: 'Foto: Zentralmuseum',
        licence: 'CC0-1.0',
      },
    ]);
    // The second image names no licence we publish: left out, and said why.
    expect(first.warnings).toEqual([
      expect.stringContaining('images/zm-t-1912-004-2.jpg: the licence "Alle Rechte vorbehalten"'),
    ]);
  });

  it('reads languages from the terms when the record has none, and keeps German-only texts', async () => {
    const painting = records(await collect(createReadStream(SAMPLE)))[1];
    expect(painting.title).toEqual({ de: 'Hafenkräne im Nebel' });
    expect(painting.objectTypes[0].label).toEqual({ de: 'Gemälde', en: 'painting' });
    expect(painting.makers).toEqual([
      {
        name: 'Lene Achterberg',
        role: { de: 'Malerin', en: 'painter' },
        born: 1921,
        died: 2009,
        wikidata: 'Q0000000123',
      },
    ]);
    expect(painting.dating).toEqual({
      display: { de: 'um 1956–1958', en: 'c. 1956–1958' },
      earliest: 1956,
      latest: 1958,
    });
    expect(painting.materials.map((m) => m.label.en)).toEqual(['oil paint', 'canvas']);
    expect(painting.images).toEqual([
      {
        source: 'images/zm-k-1958-017.jpg',
        caption: { de: 'Gesamtansicht' },
        alt: {},
        licence: 'InC',
        rightsHolder: 'Nachlass Lene Achterberg',
      },
    ]);
  });

  it('reads a record in the default namespace and makes the dating text from the years', async () => {
    const photo = records(await collect(createReadStream(SAMPLE)))[2];
    expect(photo.inventoryNumber).toBe('ZM-F-1931-220');
    expect(photo.title.de).toBe('Werkhalle der Turbinenfabrik, Blick nach Osten');
    expect(photo.dating).toEqual({
      display: { de: '1931', en: '1931' },
      earliest: 1931,
      latest: 1931,
    });
    expect(photo.techniques.map((t) => t.label.de)).toEqual(['Silbergelatineabzug']);
    expect(photo.images[0]).toMatchObject({
      source: 'https://bilder.example.org/zm/ZM-F-1931-220.tif',
      licence: 'CC-BY-4.0',
      rightsHolder: 'Zentralmuseum',
      credit: 'Zentralmuseum, Fotoarchiv',
    });
  });
});

describe('readLido as a stream', () => {
  it('gives the same records whatever the chunk boundaries, also inside a multi-byte letter', async () => {
    const text = await readFile(SAMPLE, 'utf8');
    const whole = await collect(chunks(text, 1 << 20));
    for (const size of [1, 7, 64, 4096]) {
      expect(await collect(chunks(text, size))).toEqual(whole);
    }
  });

  it('hands on each record before the rest of the file has arrived', async () => {
    const text = await readFile(SAMPLE, 'utf8');
    const cut = text.indexOf('<!-- 2:');
    let rest = false;
    async function* slow() {
      yield text.slice(0, cut);
      rest = true;
      yield text.slice(cut);
    }
    const reader = readLido(slow());
    const first = await reader.next();
    expect(first.value).toMatchObject({ ok: true, record: { inventoryNumber: 'ZM-T-1912-004' } });
    expect(rest).toBe(false);
    await reader.return(undefined);
  });

  it('keeps what it read before XML that is not well-formed, then says where it stopped', async () => {
    const text = await readFile(SAMPLE, 'utf8');
    const broken = text.replace('<!-- 2:', '<lido:lido><lido:oops></lido:lido> <!-- 2:');
    const results = await collect(chunks(broken, 512));
    expect(results[0]).toMatchObject({ ok: true, record: { inventoryNumber: 'ZM-T-1912-004' } });
    const last = results.at(-1);
    expect(last?.ok).toBe(false);
    expect(last?.ok === false && last.problems[0]).toMatch(/not well-formed XML/);
    expect(last?.position).toMatch(/^line \d+$/);
  });

  it('skips a record without a title and names its inventory number', async () => {
    const xml = `<lidoWrap xmlns="http://www.lido-schema.org"><lido><descriptiveMetadata xml:lang="de">
      <objectIdentificationWrap><repositoryWrap><repositorySet><workID>ZM-X-1</workID></repositorySet>
      </repositoryWrap></objectIdentificationWrap></descriptiveMetadata></lido></lidoWrap>`;
    expect(await collect(chunks(xml, 100))).toEqual([
      {
        ok: false,
        position: 'record 1 (line 1)',
        inventoryNumber: 'ZM-X-1',
        problems: [expect.stringMatching(/No title/)],
      },
    ]);
  });

  it('ignores languages other than German and English', async () => {
    const xml = `<lidoWrap xmlns="http://www.lido-schema.org"><lido><descriptiveMetadata xml:lang="fr">
      <objectIdentificationWrap><titleWrap><titleSet><appellationValue>Machine</appellationValue>
      <appellationValue xml:lang="en">Engine</appellationValue></titleSet></titleWrap>
      <repositoryWrap><repositorySet><workID>ZM-X-2</workID></repositorySet></repositoryWrap>
      </objectIdentificationWrap></descriptiveMetadata></lido></lidoWrap>`;
    const [result] = await collect(chunks(xml, 100));
    expect(result.ok && result.record.title).toEqual({ en: 'Engine' });
  });
});
