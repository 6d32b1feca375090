import { describe, expect, it } from 'vitest';
import { normalize } from '@iiif/parser';
import { presentation3StrictUpgrade } from '@iiif/parser/strict';
import type { Manifest } from '@iiif/presentation-3';
import { licenceUri, manifest, type ManifestInput } from './iiif-manifest';

const site = 'https://museum.example';
const service = (n: number) => `${site}/iiif/3/${String(n).repeat(64)}`;

const input: ManifestInput = {
  id: `${site}/iiif/manifest/zm-t-1912-004.json`,
  label: {
    de: 'Stehende Dampfmaschine mit Fliehkraftregler',
    en: 'Vertical steam engine with centrifugal governor',
  },
  summary: { de: 'Trieb die Drehbänke einer Lehrwerkstatt an.', en: '' },
  metadata: [
    { label: { de: 'Inventarnummer', en: 'Inventory number' }, value: { none: 'ZM-T-1912-004' } },
    { label: { de: 'Datierung', en: 'Date' }, value: { de: '1912', en: '1912' } },
    { label: { de: 'Inschrift', en: 'Inscription' }, value: { de: '' } },
  ],
  requiredStatement: {
    label: { de: 'Nachweis', en: 'Credit' },
    value: { de: 'Schenkung der Berufsschule Nordhafen, 1968' },
  },
  homepage: [
    {
      id: `${site}/sammlung/objekt/zm-t-1912-004`,
      label: { de: 'Stehende Dampfmaschine' },
      language: 'de',
    },
    {
      id: `${site}/en/collection/object/zm-t-1912-004`,
      label: { en: 'Vertical steam engine' },
      language: 'en',
    },
  ],
  provider: {
    id: `${site}/`,
    label: { de: 'Zentralmuseum', en: 'Zentralmuseum' },
    homepage: `${site}/`,
  },
  canvases: [1, 2].map((n) => ({
    id: `${site}/iiif/manifest/zm-t-1912-004/canvas/${n}`,
    label: { de: `Ansicht ${n}`, en: `View ${n}` },
    width: 6000,
    height: 4000,
    image: {
      id: `${site}/media/v/1920/bild-${n}.jpg`,
      width: 1920,
      height: 1280,
      format: 'image/jpeg',
    },
    serviceId: service(n),
    rights: licenceUri(n === 1 ? 'CC0-1.0' : 'CC-BY-4.0'),
    ...(n === 2 ? { attribution: { de: 'Foto: Zentralmuseum', en: 'Photo: Zentralmuseum' } } : {}),
  })),
};

describe('manifest', () => {
  it('passes the strict Presentation 3 check of @iiif/parser without a change or warning', () => {
    const built = manifest(input) as unknown as Manifest;
    const state = { warnings: [] as string[] };
    const upgraded = presentation3StrictUpgrade(structuredClone(built), state);
    expect(state.warnings).toEqual([]);
    expect(upgraded).toEqual(built);
  });

  it('opens in @iiif/parser with its canvases, images and level-0 services', () => {
    type Ref = { id: string };
    interface Opened {
      resource: Ref;
      entities: {
        Manifest: Record<string, { type: string; label: unknown; items: Ref[] }>;
        Canvas: Record<string, { width: number; height: number; rights: string; items: Ref[] }>;
        AnnotationPage: Record<string, { items: Ref[] }>;
        Annotation: Record<string, { motivation: string[]; body: Ref[] }>;
        ContentResource: Record<string, unknown>;
      };
    }
    const { resource, entities } = normalize(manifest(input)) as unknown as Opened;
    function get<T>(table: Record<string, T>, ref: Ref | undefined): T {
      const found = ref && table[ref.id];
      if (!found) throw new Error(`not in the normalized manifest: ${ref?.id}`);
      return found;
    }
    const opened = get(entities.Manifest, resource);
    expect(opened.type).toBe('Manifest');
    expect(opened.label).toEqual({
      de: ['Stehende Dampfmaschine mit Fliehkraftregler'],
      en: ['Vertical steam engine with centrifugal governor'],
    });
    const canvases = opened.items.map((ref) => get(entities.Canvas, ref));
    expect(canvases.map((c) => [c.width, c.height, c.rights])).toEqual([
      [6000, 4000, 'http://creativecommons.org/publicdomain/zero/1.0/'],
      [6000, 4000, 'http://creativecommons.org/licenses/by/4.0/'],
    ]);
    for (const [index, canvas] of canvases.entries()) {
      const page = get(entities.AnnotationPage, canvas.items[0]);
      const annotation = get(entities.Annotation, page.items[0]);
      expect(annotation.motivation).toEqual(['painting']);
      const body = get(entities.ContentResource, annotation.body[0]) as {
        service: { id: string; type: string; profile: string }[];
      };
      expect(body.service).toEqual([
        expect.objectContaining({
          id: service(index + 1),
          type: 'ImageService3',
          profile: 'level0',
        }),
      ]);
    }
  });

  it('follows the Presentation 3 rules the parser leaves to the publisher', () => {
    type Map = Record<string, string[]>;
    const built = manifest(input) as {
      '@context': string;
      summary: Map;
      metadata: { label: Map; value: Map }[];
      homepage: { language: string[] }[];
      items: { id: string; items: { items: { target: string }[] }[] }[];
    };
    expect(built['@context']).toBe('http://iiif.io/api/presentation/3/context.json');
    // Language maps hold arrays of non-empty strings; empty texts and empty metadata are left out.
    expect(built.summary).toEqual({ de: ['Trieb die Drehbänke einer Lehrwerkstatt an.'] });
    expect(built.metadata.map((m) => m.label.de?.[0])).toEqual(['Inventarnummer', 'Datierung']);
    expect(built.metadata[0]?.value).toEqual({ none: ['ZM-T-1912-004'] });
    // Every id is an absolute URI on the site's origin; the manifest's own resources are unique.
    const ids: string[] = [];
    const own: string[] = [];
    JSON.stringify(built, function (this: Record<string, unknown>, key, value) {
      if (key === 'id') {
        ids.push(value as string);
        if (['Manifest', 'Canvas', 'AnnotationPage', 'Annotation'].includes(this.type as string)) {
          own.push(value as string);
        }
      }
      return value;
    });
    for (const id of ids) expect(id.startsWith(`${site}/`), id).toBe(true);
    expect(own).toHaveLength(7);
    expect(new Set(own).size).toBe(own.length);
    // A painting annotation targets the canvas it is in.
    for (const canvas of built.items) {
      expect(canvas.items[0]?.items[0]?.target).toBe(canvas.id);
    }
    expect(built.homepage.map((h) => h.language)).toEqual([['de'], ['en']]);
  });

  it('names each licence by the URI IIIF expects', () => {
    expect(
      ['CC0-1.0', 'CC-BY-4.0', 'CC-BY-SA-4.0', 'InC'].map((l) => licenceUri(l as never)),
    ).toEqual([
      'http://creativecommons.org/publicdomain/zero/1.0/',
      'http://creativecommons.org/licenses/by/4.0/',
      'http://creativecommons.org/licenses/by-sa/4.0/',
      'http://rightsstatements.org/vocab/InC/1.0/',
    ]);
  });
});
