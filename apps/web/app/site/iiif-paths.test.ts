import { describe, expect, it } from 'vitest';
import {
  iiifImageServiceId,
  iiifManifestPath,
  manifestSlug,
  parseIiifImagePath,
} from './iiif-paths';

const id = 'a'.repeat(64);

describe('parseIiifImagePath', () => {
  it('reads info.json, tiles and whole images in the canonical level-0 forms', () => {
    expect(parseIiifImagePath(`/iiif/3/${id}/info.json`)).toEqual({ imageId: id, kind: 'info' });
    expect(parseIiifImagePath(`/iiif/3/${id}/1024,0,512,512/512,512/0/default.jpg`)).toEqual({
      imageId: id,
      kind: 'image',
      region: '1024,0,512,512',
      size: '512,512',
    });
    expect(parseIiifImagePath(`/iiif/3/${id}/full/500,375/0/default.jpg`)).toMatchObject({
      region: 'full',
      size: '500,375',
    });
  });

  it.each([
    `/iiif/3/${id.slice(1)}/info.json`,
    `/iiif/3/${id.toUpperCase()}/info.json`,
    `/iiif/3/${id}/../../etc/passwd`,
    `/iiif/3/${id}/full/max/0/default.jpg`,
    `/iiif/3/${id}/full/500,375/90/default.jpg`,
    `/iiif/3/${id}/full/500,375/0/gray.jpg`,
    `/iiif/3/${id}/full/500,375/0/default.png`,
    `/iiif/3/${id}/pct:10,10,10,10/500,375/0/default.jpg`,
    `/iiif/3/${id}/full/500,375/0/default.jpg/x`,
    `/media/${id}/info.json`,
  ])('refuses %s', (pathname) => {
    expect(parseIiifImagePath(pathname)).toBeNull();
  });
});

describe('iiifImageServiceId', () => {
  it('is absolute from the configured origin', () => {
    expect(iiifImageServiceId('https://museum.example/', id)).toBe(
      `https://museum.example/iiif/3/${id}`,
    );
  });
});

describe('manifest addresses', () => {
  it('names the manifest of an object by its slug and reads the slug back', () => {
    expect(iiifManifestPath('zm-t-1912-004')).toBe('/iiif/manifest/zm-t-1912-004.json');
    expect(manifestSlug('zm-t-1912-004.json')).toBe('zm-t-1912-004');
    expect(manifestSlug('zm-t-1912-004')).toBeNull();
    expect(manifestSlug('../x.json')).toBeNull();
    expect(manifestSlug('.json')).toBeNull();
  });
});
