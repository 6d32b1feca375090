import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LICENCES } from '../../collection/record';
import { exhibitions } from './exhibitions';
import { demoCollection, inventoryYear } from './collection';
import { OBJECT_ROWS } from './collection-objects';
import type { SeedContext } from '../lib/context';
import { berlinToday, seedNow } from '../lib/time';

const objects = demoCollection();
const records = objects.map((object) => object.record);
const byNumber = new Map(records.map((record) => [record.inventoryNumber, record]));

describe('the demo collection', () => {
  it('has 150 objects with unique inventory numbers of the museum’s pattern', () => {
    expect(records).toHaveLength(150);
    expect(byNumber.size).toBe(150);
    for (const row of OBJECT_ROWS) {
      const match = row.inv.match(/^ZM-([TMIFKP])-(\d{4})-(\d{3})$/);
      expect(match, row.inv).not.toBeNull();
      // The year in the number is the year of making, as in the import's samples.
      expect(Number(match![2]), row.inv).toBe(inventoryYear(row.date));
      expect(Number(match![3]), row.inv).toBeGreaterThanOrEqual(101);
    }
  });

  it('keeps clear of the inventory numbers in the import’s sample files', () => {
    const sampleDir = path.join(import.meta.dirname, '..', '..', 'collection', 'sample');
    const samples = ['zm-sample.lido.xml', 'zm-sample.csv']
      .map((file) => readFileSync(path.join(sampleDir, file), 'utf8'))
      .join('\n');
    const sampleNumbers = new Set(samples.match(/ZM-[A-Z]-\d{4}-\d{3}/g));
    expect(sampleNumbers.size).toBeGreaterThan(3);
    for (const number of sampleNumbers) expect(byNumber.has(number), number).toBe(false);
  });

  it('describes most objects in both languages and about twenty in German only', () => {
    const germanOnly = objects.filter((object) => object.germanOnly);
    expect(germanOnly.length).toBeGreaterThanOrEqual(15);
    expect(germanOnly.length).toBeLessThanOrEqual(25);
    for (const { record, germanOnly: onlyGerman } of objects) {
      const texts = [
        record.title,
        record.description,
        record.dimensions,
        record.dating!.display,
        ...record.images.flatMap((image) => [image.caption, image.alt]),
        ...record.makers.map((maker) => maker.role ?? {}),
      ];
      for (const text of texts) {
        expect(text.de, record.inventoryNumber).toBeTruthy();
        if (onlyGerman) expect(text.en, record.inventoryNumber).toBeUndefined();
        else expect(text.en, record.inventoryNumber).toBeTruthy();
      }
    }
  });

  it('gives every record what the import needs: title, type, dating, one to four images with licence and alt text', () => {
    for (const record of records) {
      const at = record.inventoryNumber;
      expect(record.title.de, at).toMatch(/\S/);
      expect(record.objectTypes, at).toHaveLength(1);
      expect(record.classifications, at).toHaveLength(1);
      expect(record.materials.length, at).toBeGreaterThan(0);
      expect(record.dating!.earliest!, at).toBeLessThanOrEqual(record.dating!.latest!);
      expect(record.images.length, at).toBeGreaterThanOrEqual(1);
      expect(record.images.length, at).toBeLessThanOrEqual(4);
      for (const image of record.images) {
        expect(LICENCES, at).toContain(image.licence);
        // In copyright and CC BY need a holder (the attribution); CC0 names none.
        if (image.licence === 'CC0-1.0') expect(image.rightsHolder, at).toBeUndefined();
        else expect(image.rightsHolder, at).toMatch(/\S/);
        expect(image.source, at).toMatch(/^[a-z0-9-]+\.jpg$/);
      }
      for (const term of [...record.objectTypes, ...record.materials, ...record.subjects]) {
        if (term.conceptId)
          expect(term.conceptId).toMatch(/^http:\/\/vocab\.getty\.edu\/aat\/3\d{8}$/);
      }
      for (const maker of record.makers) {
        // Invented people and firms: no authority ids that would point at real ones.
        expect(maker.gnd, at).toBeUndefined();
        expect(maker.wikidata, at).toBeUndefined();
      }
      for (const related of record.related) {
        expect(byNumber.has(related), `${at} → ${related}`).toBe(true);
        expect(related).not.toBe(at);
      }
    }
  });

  it('mixes licences: mostly open, some in copyright with their holder', () => {
    const licences = records.map((record) => record.images[0]!.licence);
    const count = (licence: string) => licences.filter((value) => value === licence).length;
    expect(count('CC0-1.0') + count('CC-BY-4.0') + count('CC-BY-SA-4.0')).toBeGreaterThan(100);
    expect(count('InC')).toBeGreaterThanOrEqual(10);
    expect(count('CC-BY-4.0')).toBeGreaterThanOrEqual(10);
    expect(count('CC-BY-SA-4.0')).toBeGreaterThanOrEqual(3);
  });

  it('puts objects on display in exhibitions the seed creates, with rooms, and some on loan', () => {
    const fakeMap = <V>(make: () => V) =>
      new (class extends Map<string, V> {
        override get() {
          return make();
        }
      })();
    const now = seedNow();
    const ctx = {
      now,
      today: berlinToday(now),
      media: fakeMap(() => 1),
      documents: fakeMap(() => 'doc'),
    };
    const seeded = new Set(exhibitions(ctx as unknown as SeedContext).map((item) => item.key));
    const shown = objects.filter((object) => object.placement.location === 'display');
    expect(shown.length).toBeGreaterThanOrEqual(40);
    for (const { record, placement } of shown) {
      expect(seeded, record.inventoryNumber).toContain(placement.exhibition);
    }
    expect(new Set(shown.map((object) => object.placement.exhibition)).size).toBe(5);
    expect(shown.filter((object) => object.placement.room).length).toBeGreaterThan(30);
    expect(
      objects.filter((object) => object.placement.location === 'loan').length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('has a few content notes and highlights, and withdraws nothing', () => {
    const notes = objects.filter((object) => object.contentNote);
    expect(notes.length).toBeGreaterThanOrEqual(3);
    for (const { contentNote, germanOnly, record } of notes) {
      expect(contentNote!.de, record.inventoryNumber).toMatch(/\S/);
      if (!germanOnly) expect(contentNote!.en, record.inventoryNumber).toMatch(/\S/);
    }
    expect(objects.filter((object) => object.highlight).length).toBeGreaterThanOrEqual(6);
  });

  it('declares pictures of realistic ratios, at least six of them 4,000 px or more on the long side', () => {
    const pictures = objects.flatMap((object) => object.pictures);
    const large = pictures.filter((picture) => Math.max(picture.width, picture.height) >= 4000);
    expect(large.length).toBeGreaterThanOrEqual(6);
    expect(large.length).toBeLessThanOrEqual(10);
    for (const picture of pictures) {
      const ratio =
        Math.max(picture.width, picture.height) / Math.min(picture.width, picture.height);
      expect(ratio, picture.name).toBeLessThanOrEqual(2.2);
      expect(Math.max(picture.width, picture.height), picture.name).toBeGreaterThanOrEqual(1400);
    }
    expect(new Set(pictures.map((picture) => picture.name)).size).toBe(pictures.length);
  });
});
