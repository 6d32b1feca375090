// The collection import (apps/cms/src/collection/import.ts) against the CMS under test, through
// its admin API (POST /collection-import, the same writer as `npm run collection:import`):
// the LIDO and CSV samples, a dry run, a broken record, images by address uploaded once, and a
// re-import that keeps what an editor changed. Inventory numbers get this run's suffix, so the
// file runs again on the same database and never meets the demo collection's objects.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFetch, roleUserToken } from './admin-users';
import { getJson, withToken } from './cms-client';

const sampleDir = path.resolve(import.meta.dirname, '../../apps/cms/src/collection/sample');
const run = Date.now().toString(36).toUpperCase();
const renumber = (text: string) =>
  text.replace(/\bZM-([A-Z])-(\d{4})-(\d{3})\b/g, `ZM-$1-$2-$3-${run}`);
const lido = renumber(readFileSync(path.join(sampleDir, 'zm-sample.lido.xml'), 'utf8'));
const csv = renumber(readFileSync(path.join(sampleDir, 'zm-sample.csv'), 'utf8'));
const number = (inventoryNumber: string) => `${inventoryNumber}-${run}`;

interface Summary {
  dryRun: boolean;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  termsCreated: number;
  makersCreated: number;
  imagesUploaded: number;
  reports: { position: string; inventoryNumber?: string; outcome: string; messages: string[] }[];
}

let editor: string;

async function importFile(body: string, query = ''): Promise<Summary> {
  const response = await adminFetch(editor, `/collection-import${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream' },
    body,
  });
  if (!response.ok) throw new Error(`import answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Summary;
}

const POPULATE =
  'populate[makers][populate]=*&populate[objectTypes]=true&populate[materials]=true' +
  '&populate[images][populate]=file&populate[related]=true';

/** The object's version in a language, as the site's token reads it (drafts too). */
async function object(inventoryNumber: string, locale: 'de' | 'en', status = 'draft') {
  const body = await getJson(
    `/api/collection-objects?filters[inventoryNumber][$eq]=${encodeURIComponent(inventoryNumber)}` +
      `&locale=${locale}&status=${status}&${POPULATE}`,
    withToken(),
  );
  return (body.data[0] ?? null) as Record<string, any> | null;
}

const paragraphs = (blocks: any[] | null | undefined) =>
  (blocks ?? []).map((block) => block.children.map((child: any) => child.text).join(''));

beforeAll(async () => {
  editor = await roleUserToken('zm-redaktion');
});

describe('the collection import', () => {
  it('reports what a dry run would do and writes nothing', async () => {
    const terms = (await getJson('/api/collection-terms?pagination[pageSize]=1')).meta.pagination
      .total;
    const summary = await importFile(lido, '?dryRun=1');
    expect(summary).toMatchObject({ dryRun: true, created: 3, updated: 0, skipped: 1 });
    expect(await object(number('ZM-T-1912-004'), 'de')).toBeNull();
    expect(
      (await getJson('/api/collection-terms?pagination[pageSize]=1')).meta.pagination.total,
    ).toBe(terms);
  });

  it('imports the LIDO sample as drafts in both languages, with terms and makers', async () => {
    const summary = await importFile(lido);
    expect(summary).toMatchObject({ dryRun: false, created: 3, skipped: 1 });
    // The record without an inventory number is named by its place in the file.
    expect(summary.reports.find((report) => report.outcome === 'skipped')).toMatchObject({
      position: expect.stringContaining('line'),
      messages: [expect.stringMatching(/inventory number/i)],
    });

    const engine = await object(number('ZM-T-1912-004'), 'de');
    expect(engine).toMatchObject({
      title: 'Stehende Dampfmaschine mit Fliehkraftregler',
      slug: `zm-t-1912-004-${run.toLowerCase()}`,
      datingEarliest: 1912,
      location: 'storage',
      highlight: false,
    });
    expect(engine?.makers[0].maker).toMatchObject({
      name: 'Gebrüder Halbach Maschinenbau',
      gnd: '0000001-9',
    });
    expect(engine?.objectTypes[0]).toMatchObject({
      vocabulary: 'object-type',
      labelDe: 'Dampfmaschine',
      conceptId: 'http://vocab.getty.edu/aat/300024841',
    });
    expect(engine?.materials.map((term: any) => term.labelDe).sort()).toEqual([
      'Gusseisen',
      'Messing',
    ]);
    // Never handed out: the import's bookkeeping.
    expect(engine).not.toHaveProperty('sourceHash');

    const english = await object(number('ZM-T-1912-004'), 'en');
    expect(english?.slug).toBe(engine?.slug);
    expect(english?.objectTypes[0].documentId).toBe(engine?.objectTypes[0].documentId);
    // German only in the source: no English version.
    expect(await object(number('ZM-K-1958-017'), 'de')).not.toBeNull();
    expect(await object(number('ZM-K-1958-017'), 'en')).toBeNull();
    // Drafts: visitors see nothing yet.
    expect(await object(number('ZM-T-1912-004'), 'de', 'published')).toBeNull();
    // A file path names a file on the machine of the command: refused over HTTP, reported.
    const engineReport = summary.reports.find(
      (report) => report.inventoryNumber === number('ZM-T-1912-004'),
    );
    expect(engineReport?.messages.join(' ')).toMatch(/file path is read by the command only/);
  });

  it('imports the CSV sample and reports each broken row with its reason', async () => {
    const summary = await importFile(csv);
    expect(summary).toMatchObject({ created: 2, skipped: 2 });
    const skipped = summary.reports.filter((report) => report.outcome === 'skipped');
    expect(skipped.map((report) => report.position)).toEqual(['row 3', 'row 5']);
    expect(skipped[1].messages.join(' ')).toMatch(/18xx/);
    const radio = await object(number('ZM-T-1936-031'), 'de');
    expect(radio?.title).toBe('Röhrenradio „Volksempfänger“-Nachbau');
    expect(paragraphs(radio?.description)).toEqual([
      'Das Gehäuse ist aus Bakelit gepresst.',
      'Die Skala nennt Sender, die es nie gab.',
    ]);
  });

  it('skips a record the CMS cannot hold, says why, and goes on with the next', async () => {
    const summary = await importFile(
      [
        'inventory_number;title_de;title_en',
        `ZM-L-2002-001-${run};${'Sehr langer Titel '.repeat(20)};Long title`,
        `ZM-L-2002-002-${run};Kurzer Titel;Short title`,
        '',
      ].join('\n'),
    );
    expect(summary).toMatchObject({ created: 1, skipped: 1 });
    expect(summary.reports[0]).toMatchObject({
      position: 'row 2',
      inventoryNumber: `ZM-L-2002-001-${run}`,
      outcome: 'skipped',
      messages: ['title (de) longer than 255 characters'],
    });
    expect(await object(`ZM-L-2002-001-${run}`, 'de')).toBeNull();
    expect((await object(`ZM-L-2002-002-${run}`, 'en'))?.title).toBe('Short title');
  });

  it('links related objects in each language, also those later in the file', async () => {
    const summary = await importFile(
      [
        'inventory_number;title_de;title_en;related',
        `ZM-R-2003-001-${run};Lokomotive;Locomotive;ZM-R-2003-002-${run}|ZM-R-2003-003-${run}`,
        `ZM-R-2003-002-${run};Tender;Tender;`,
        `ZM-R-2003-003-${run};Fahrplan;;`,
        '',
      ].join('\n'),
    );
    expect(summary).toMatchObject({ created: 3, skipped: 0 });
    const titles = async (locale: 'de' | 'en') =>
      ((await object(`ZM-R-2003-001-${run}`, locale))?.related ?? [])
        .map((related: any) => related.title)
        .sort();
    expect(await titles('de')).toEqual(['Fahrplan', 'Tender']);
    // The timetable has no English version: the English locomotive links the tender only.
    expect(await titles('en')).toEqual(['Tender']);
  });

  describe('images by address', () => {
    let server: Server;
    let base: string;
    const requests: string[] = [];
    let serveLater = false;
    beforeAll(async () => {
      server = createServer((request, response) => {
        requests.push(request.url ?? '');
        if (request.url?.startsWith('/later/') && !serveLater) {
          response.writeHead(404).end();
          return;
        }
        const name = path.basename(request.url ?? '');
        try {
          // Bytes after the image's end: a file of this run, which no earlier run uploaded.
          const file = Buffer.concat([
            readFileSync(path.join(sampleDir, 'images', name)),
            Buffer.from(run),
          ]);
          response.writeHead(200, { 'content-type': 'image/jpeg' }).end(file);
        } catch {
          response.writeHead(404).end();
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('uploads a file once, however many objects show it, and publishes with its licence', async () => {
      const rows = [
        'inventory_number;title_de;title_en;image;image_licence;image_rights_holder;image_alt_de;image_alt_en;image_caption_de',
        `ZM-B-2001-001-${run};Kran, Vorderansicht;Crane, front;${base}/zm-k-1958-017.jpg;CC BY 4.0;Zentralmuseum;Gelber Kran;Yellow crane;Vorderseite`,
        `ZM-B-2001-002-${run};Kran, Detail;Crane, detail;${base}/zm-k-1958-017.jpg|${base}/zm-t-1936-031.jpg;CC BY 4.0|CC0;Zentralmuseum|;Gelber Kran|Radio;Yellow crane|Radio;`,
      ];
      const summary = await importFile(`${rows.join('\n')}\n`, '?publish=1');
      expect(summary).toMatchObject({ created: 2, skipped: 0, imagesUploaded: 2 });
      expect(requests.filter((url) => url.endsWith('zm-k-1958-017.jpg'))).toHaveLength(1);

      const first = await object(`ZM-B-2001-001-${run}`, 'en', 'published');
      const second = await object(`ZM-B-2001-002-${run}`, 'de', 'published');
      expect(first?.images[0]).toMatchObject({
        licence: 'CC-BY-4.0',
        rightsHolder: 'Zentralmuseum',
      });
      expect(first?.images[0]).not.toHaveProperty('sourceHash');
      expect(second?.images.map((image: any) => image.licence)).toEqual(['CC-BY-4.0', 'CC0-1.0']);
      expect(second?.images[0].file.id).toBe(first?.images[0].file.id);
      // Published: visitors (the public role) read it, with its terms and makers.
      const open = await getJson(
        `/api/collection-objects?filters[inventoryNumber][$eq]=ZM-B-2001-001-${run}&locale=en`,
      );
      expect(open.data.map((entry: any) => entry.title)).toEqual(['Crane, front']);
      expect((await getJson('/api/collection-terms?pagination[pageSize]=1')).data).toHaveLength(1);
      expect((await getJson('/api/collection-makers?pagination[pageSize]=1')).data).toHaveLength(1);
      expect(JSON.parse(first?.images[0].file.alternativeText)).toEqual({
        de: 'Gelber Kran',
        en: 'Yellow crane',
      });

      // The same address in a later import: no second download, the same upload.
      const again = await importFile(
        `inventory_number;title_de;image;image_licence\nZM-B-2001-003-${run};Kran;${base}/zm-k-1958-017.jpg;CC0\n`,
      );
      expect(again).toMatchObject({ created: 1, imagesUploaded: 0 });
      expect(requests.filter((url) => url.endsWith('zm-k-1958-017.jpg'))).toHaveLength(1);
      const third = await object(`ZM-B-2001-003-${run}`, 'de');
      expect(third?.images[0].file.id).toBe(first?.images[0].file.id);
    });

    it('tries an image again that could not be fetched', async () => {
      const body = `inventory_number;title_de;image;image_licence;image_alt_de;image_alt_en\nZM-B-2001-005-${run};Lampe;${base}/later/zm-t-1936-031.jpg;CC0;Lampe;Lamp\n`;
      const first = await importFile(body);
      expect(first.created).toBe(1);
      expect(first.reports[0].messages.join(' ')).toMatch(/left out: .*404/);
      expect((await object(`ZM-B-2001-005-${run}`, 'de'))?.images).toEqual([]);

      serveLater = true;
      const second = await importFile(body);
      expect(second).toMatchObject({ updated: 1, unchanged: 0 });
      expect(second.reports[0].messages).toEqual(['changes: images']);
      expect((await object(`ZM-B-2001-005-${run}`, 'de'))?.images).toHaveLength(1);

      // Known by its address now: not fetched again, nothing to do.
      serveLater = false;
      const third = await importFile(body);
      expect(third).toMatchObject({ updated: 0, unchanged: 1 });
      expect((await object(`ZM-B-2001-005-${run}`, 'de'))?.images).toHaveLength(1);
    });

    it('keeps a record whose images lack alt text as a draft, and says why', async () => {
      const body = `inventory_number;title_de;image;image_licence\nZM-B-2001-004-${run};Kessel ohne Text;${base}/zm-t-1912-004-2.jpg;CC0\n`;
      const summary = await importFile(body, '?publish=1');
      expect(summary.created).toBe(1);
      expect(summary.reports[0].messages.join(' ')).toMatch(/Alternativtext/);
      expect(await object(`ZM-B-2001-004-${run}`, 'de', 'published')).toBeNull();
      expect(await object(`ZM-B-2001-004-${run}`, 'de')).not.toBeNull();
      // The same record again: nothing to write, the publish is tried again and refused again.
      const again = await importFile(body, '?publish=1');
      expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
      expect(again.reports[0].messages.join(' ')).toMatch(/Alternativtext/);
    });
  });

  it('updates the source’s fields on a re-import and keeps what an editor changed', async () => {
    const engine = await object(number('ZM-T-1912-004'), 'de');
    const edited = await adminFetch(
      editor,
      `/content-manager/collection-types/api::collection-object.collection-object/${engine?.documentId}?locale=de`,
      {
        method: 'PUT',
        body: JSON.stringify({
          highlight: true,
          location: 'display',
          room: '2.01',
          contentNote: 'Hinweis der Redaktion.',
          description: [
            { type: 'paragraph', children: [{ type: 'text', text: 'Von der Redaktion ergänzt.' }] },
          ],
        }),
      },
    );
    expect(edited.status, await edited.clone().text()).toBe(200);

    const unchanged = await importFile(lido);
    expect(unchanged).toMatchObject({ created: 0, updated: 0, unchanged: 3 });

    const revised = lido.replace(
      'Stehende Dampfmaschine mit Fliehkraftregler',
      'Stehende Dampfmaschine mit Fliehkraftregler und Schwungrad',
    );
    // A dry run names the fields that would change, and changes none.
    const dry = await importFile(revised, '?dryRun=1');
    expect(dry).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    expect(dry.reports.find((item) => item.outcome === 'updated')?.messages[0]).toBe(
      'changes: title (de)',
    );
    expect((await object(number('ZM-T-1912-004'), 'de'))?.title).toBe(engine?.title);

    const summary = await importFile(revised);
    expect(summary).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    const report = summary.reports.find((item) => item.outcome === 'updated');
    expect(report?.messages[0]).toBe('changes: title (de)');
    expect(report?.messages).toContain('description (de) kept: changed in the CMS');

    const after = await object(number('ZM-T-1912-004'), 'de');
    expect(after).toMatchObject({
      title: 'Stehende Dampfmaschine mit Fliehkraftregler und Schwungrad',
      highlight: true,
      location: 'display',
      room: '2.01',
      contentNote: 'Hinweis der Redaktion.',
    });
    expect(paragraphs(after?.description)).toEqual(['Von der Redaktion ergänzt.']);
    expect(after?.slug).toBe(engine?.slug);
    // The English description was not edited: it is still the source's.
    const english = await object(number('ZM-T-1912-004'), 'en');
    expect(paragraphs(english?.description).length).toBeGreaterThan(0);
  });

  it('lets only editors who may create objects import', async () => {
    const anonymous = await adminFetch(null, '/collection-import', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: csv,
    });
    expect(anonymous.status).toBe(401);
    const booking = await roleUserToken('zm-buchung');
    const refused = await adminFetch(booking, '/collection-import', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: csv,
    });
    expect(refused.status).toBe(403);
  });
});
