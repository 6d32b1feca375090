import { describe, expect, it } from 'vitest';
import type { Image } from '~/domain/types';
import { intrinsicSize, srcSet } from './image-size';

const base: Image = {
  url: '/o.jpg',
  alt: { de: 'Bild', en: 'Image' },
  width: null,
  height: null,
  formats: {},
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
