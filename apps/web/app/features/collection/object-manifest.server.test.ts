import { describe, expect, it } from 'vitest';
import { normalize } from '@iiif/parser';
import { presentation3StrictUpgrade } from '@iiif/parser/strict';
import type { Manifest } from '@iiif/presentation-3';
import type { CollectionObject } from '~/domain/collection';
import { manifestAnswer, manifestType } from './manifest-answer.server';
import { objectManifest } from './object-manifest.server';
import { painting, steamEngine } from './sample-objects.fixture';

const origin = 'https://museum.example';
const site = { origin, museum: 'Zentralmuseum' };
const iiifId = 'ab'.repeat(32);

type Built = {
  id: string;
  label: Record<string, string[]>;
  metadata: { label: Record<string, string[]>; value: Record<string, string[]> }[];
  homepage: { id: string; language: string[] }[];
  requiredStatement?: { value: Record<string, string[]> };
  items: {
    id: string;
    width: number;
    height: number;
    rights: string;
    label: Record<string, string[]>;
    requiredStatement?: { value: Record<string, string[]> };
    items: {
      items: { body: { id: string; width: number; height: number; service: { id: string }[] } }[];
    }[];
  }[];
};

describe('objectManifest', () => {
  const built = objectManifest(steamEngine, site) as unknown as Built;

  it('passes the strict Presentation 3 check and opens in @iiif/parser', () => {
    const state = { warnings: [] as string[] };
    const upgraded = presentation3StrictUpgrade(
      structuredClone(built) as unknown as Manifest,
      state,
    );
    expect(state.warnings).toEqual([]);
    expect(upgraded).toEqual(built);
    const opened = normalize(structuredClone(built)) as unknown as {
      resource: { id: string };
      entities: { Canvas: Record<string, { width: number }> };
    };
    expect(opened.resource.id).toBe(`${origin}/iiif/manifest/zm-t-1912-004.json`);
    expect(Object.values(opened.entities.Canvas).map((canvas) => canvas.width)).toEqual([6000]);
  });

  it('labels and describes the object in both languages, from the configured origin', () => {
    expect(built.label).toEqual({
      de: ['Stehende Dampfmaschine mit Fliehkraftregler'],
      en: ['Vertical steam engine with centrifugal governor'],
    });
    const entry = (label: string) => built.metadata.find((item) => item.label.de?.[0] === label);
    expect(entry('Inventarnummer')?.value).toEqual({ none: ['ZM-T-1912-004'] });
    expect(entry('Material')?.value).toEqual({
      de: ['Gusseisen, Messing'],
      en: ['cast iron, brass'],
    });
    expect(entry('Hergestellt von')?.value.en).toEqual([
      'Gebrüder Halbach Maschinenbau (manufacturer)',
    ]);
    expect(built.requiredStatement?.value.de).toEqual([
      'Schenkung der Berufsschule Nordhafen, 1968',
    ]);
    expect(built.homepage.map((page) => [page.id, page.language])).toEqual([
      [`${origin}/sammlung/objekt/zm-t-1912-004`, ['de']],
      [`${origin}/en/collection/object/zm-t-1912-004`, ['en']],
    ]);
  });

  it('paints each canvas with the 1920 px rendition and names the level-0 service and licence', () => {
    const [canvas] = built.items;
    expect(canvas).toMatchObject({
      id: `${origin}/iiif/manifest/zm-t-1912-004/canvas/1`,
      width: 6000,
      height: 4000,
      rights: 'http://creativecommons.org/publicdomain/zero/1.0/',
      label: { de: ['Gesamtansicht'], en: ['Front view'] },
    });
    const body = canvas!.items[0]!.items[0]!.body;
    expect(body).toMatchObject({
      id: `${origin}/media/v1/1920/dampfmaschine.jpg.jpeg`,
      width: 1920,
      height: 1280,
    });
    expect(body.service[0]!.id).toBe(`${origin}/iiif/3/${iiifId}`);
    expect(canvas!.requiredStatement?.value).toEqual({
      de: ['Foto: Zentralmuseum'],
      en: ['Photo: Zentralmuseum'],
    });
  });

  it('leaves out images without tiles and languages the object does not have', () => {
    const german = objectManifest(
      { de: { ...steamEngine.de, images: [{ ...steamEngine.de.images[0]!, iiif: null }] } },
      site,
    ) as unknown as Built;
    expect(german.items).toEqual([]);
    expect(german.label).toEqual({ de: ['Stehende Dampfmaschine mit Fliehkraftregler'] });
    expect(german.homepage).toHaveLength(1);
    expect(objectManifest({}, site)).toBeNull();
  });
});

describe('manifestAnswer', () => {
  const reader =
    (objects: Partial<Record<'de' | 'en', CollectionObject>>) => async (locale: 'de' | 'en') =>
      objects[locale] ?? null;

  it('serves the manifest as JSON-LD readable from any origin', async () => {
    const answer = await manifestAnswer('zm-t-1912-004', reader(steamEngine), origin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(manifestType);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('cache-control')).toMatch(/^public, /);
    const body = (await answer.json()) as Built;
    expect(body.id).toBe(`${origin}/iiif/manifest/zm-t-1912-004.json`);
  });

  it('answers 404 for an unknown object and 410 for a withdrawn one', async () => {
    expect((await manifestAnswer('zm-x-0000-000', reader({}), origin)).status).toBe(404);
    expect((await manifestAnswer(null, reader(steamEngine), origin)).status).toBe(404);
    const withdrawn = { de: { ...painting, withdrawn: true, withdrawnNote: 'Rückgabe 2026' } };
    const gone = await manifestAnswer('zm-k-1958-017', reader(withdrawn), origin);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('access-control-allow-origin')).toBe('*');
  });
});
