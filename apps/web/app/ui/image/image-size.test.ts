import { describe, expect, it } from 'vitest';
import type { Image } from '~/domain/types';
import { intrinsicSize, mediaSrc, mediaSrcSet, pictureSources, srcSet } from './image-size';

const base: Image = {
  url: '/o.jpg',
  alt: { de: 'Bild', en: 'Image' },
  width: null,
  height: null,
  formats: {},
  media: null,
};
const format = (width: number) => ({ url: `/${width}.jpg`, width, height: (width * 3) / 4 });

describe('srcSet', () => {
  it('lists the five formats by width and the original only when wider', () => {
    const image: Image = {
      ...base,
      width: 3000,
      height: 2000,
      formats: {
        thumbnail: format(320),
        small: format(480),
        medium: format(960),
        large: format(1600),
        xlarge: format(2560),
      },
    };
    expect(srcSet(image)).toBe(
      '/320.jpg 320w, /480.jpg 480w, /960.jpg 960w, /1600.jpg 1600w, /2560.jpg 2560w, /o.jpg 3000w',
    );
    expect(srcSet({ ...image, width: 2560 })).not.toContain('/o.jpg');
  });

  it('is left out when nothing has a width', () => {
    expect(srcSet(base)).toBeUndefined();
  });
});

describe('intrinsicSize', () => {
  it('takes the original, else the widest format, else 4:3', () => {
    expect(intrinsicSize({ ...base, width: 800, height: 600 })).toEqual({
      width: 800,
      height: 600,
    });
    expect(
      intrinsicSize({ ...base, formats: { small: format(480), medium: format(960) } }),
    ).toEqual({ width: 960, height: 720 });
    expect(intrinsicSize({ ...base, width: 1000 })).toEqual({ width: 1000, height: 750 });
    expect(intrinsicSize(base)).toEqual({ width: 1200, height: 900 });
  });
});

describe('pictureSources', () => {
  const upload: Image = {
    ...base,
    url: 'https://cms.example.org/uploads/hall_4f2a.jpg',
    width: 1600,
    height: 1200,
    media: { file: 'hall_4f2a.jpg', version: 'v1' },
  };

  it('offers AVIF and WebP from /media in the fixed widths, the last at the original’s width, and one JPEG', () => {
    const { sources, src, srcSet: fallback } = pictureSources(upload);
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.srcSet).toBe(
      '/media/v1/320/hall_4f2a.jpg.avif 320w, /media/v1/480/hall_4f2a.jpg.avif 480w, ' +
        '/media/v1/640/hall_4f2a.jpg.avif 640w, /media/v1/960/hall_4f2a.jpg.avif 960w, ' +
        '/media/v1/1280/hall_4f2a.jpg.avif 1280w, ' +
        '/media/v1/1920/hall_4f2a.jpg.avif 1600w',
    );
    // Browsers without AVIF and WebP get one file, not a srcset (decision 0030).
    expect(fallback).toBeUndefined();
    expect(src).toBe('/media/v1/960/hall_4f2a.jpg.jpeg');
  });

  it('never offers more than one file at or above a small original', () => {
    const small = { ...upload, width: 400, height: 300 };
    expect(mediaSrcSet(small, 'webp')).toBe(
      '/media/v1/320/hall_4f2a.jpg.webp 320w, /media/v1/480/hall_4f2a.jpg.webp 400w',
    );
  });

  it('keeps PNG as the fallback of a PNG, passes SVG on and leaves other hosts alone', () => {
    const png = { ...upload, media: { file: 'logo_1a.png', version: 'v2' } };
    expect(pictureSources(png).src).toBe('/media/v2/960/logo_1a.png.png');
    const svg = { ...upload, media: { file: 'logo_1a.svg', version: 'v3' } };
    expect(pictureSources(svg)).toEqual({
      sources: [],
      src: '/media/v3/original/logo_1a.svg',
      srcSet: undefined,
    });
    expect(mediaSrc(svg, 480)).toBe('/media/v3/original/logo_1a.svg');
    expect(pictureSources({ ...upload, media: null }).src).toBe(upload.url);
    expect(mediaSrc(upload, 480)).toBe('/media/v1/480/hall_4f2a.jpg.jpeg');
  });
});
