import { describe, expect, it } from 'vitest';
import type { Image } from '~/domain/types';
import { mediaPath } from '~/site/media-paths';
import { shareImage } from '~/site/share-image';
import { mediaSrc, pictureSources } from './image-size';
import { imageVariants, imagesIn, variantKey } from './image-variants';

const upload = (file: string, width: number | null): Image => ({
  url: '',
  alt: { de: 'Saal', en: 'Hall' },
  width,
  height: width === null ? null : (width * 3) / 4,
  formats: {},
  media: { file, version: 'v1abc' },
});

const paths = (image: Image) =>
  imageVariants(image).map(({ source, width, format }) => mediaPath(source, width, format));

describe('imageVariants', () => {
  it('names every address a page, a menu teaser and a share card ask of a photo', () => {
    const photo = upload('hall_4f2a1b.jpg', 2880);
    const asked = new Set(paths(photo));
    const picture = pictureSources(photo);
    const fromPages = [
      ...picture.sources.flatMap(({ srcSet }) =>
        srcSet.split(', ').map((each) => each.split(' ')[0]),
      ),
      picture.src,
      mediaSrc(photo, 480),
      shareImage(photo).url,
    ];
    for (const address of fromPages) expect(asked).toContain(address);
    // Six AVIF, six WebP, JPEG at 480, 960 and 1280: each once.
    expect(asked.size).toBe(15);
    expect(paths(photo)).toHaveLength(15);
  });

  it('stops at the width that covers a small original, and keeps a PNG a PNG', () => {
    const logo = upload('logo_1a2b3c.png', 800);
    const variants = imageVariants(logo);
    expect(new Set(variants.map(({ width }) => width))).toEqual(
      new Set([320, 480, 640, 960, 1280]),
    );
    expect(variants.filter(({ format }) => format === 'avif').map(({ width }) => width)).toEqual([
      320, 480, 640, 960,
    ]);
    expect(variants.some(({ format }) => format === 'jpeg')).toBe(false);
    expect(variants.filter(({ format }) => format === 'png').map(({ width }) => width)).toEqual([
      480, 960, 1280,
    ]);
  });

  it('makes phones’ files first: smallest width first, AVIF before WebP', () => {
    const [first, second] = imageVariants(upload('hall_4f2a1b.jpg', 2880));
    expect(first).toMatchObject({ width: 320, format: 'avif' });
    expect(second).toMatchObject({ width: 320, format: 'webp' });
  });

  it('has nothing to make of an SVG, a GIF or an image on another host', () => {
    expect(imageVariants(upload('plan_1a2b3c.svg', 800))).toEqual([]);
    expect(imageVariants(upload('spin_1a2b3c.gif', 800))).toEqual([]);
    expect(
      imageVariants({ ...upload('x.jpg', 800), media: null, url: 'https://a.example/x.jpg' }),
    ).toEqual([]);
  });
});

describe('imagesIn', () => {
  it('finds every image in an entry once, however deep', () => {
    const hero = upload('hero_1a2b3c.jpg', 2880);
    const entry = {
      title: 'Maschinenhalle',
      image: hero,
      blocks: [
        { type: 'image', image: hero },
        { type: 'gallery', images: [upload('gear_1a2b3c.jpg', 1600)] },
      ],
      date: new Date('2026-11-29T10:00:00Z'),
      nothing: null,
    };
    expect(imagesIn(entry).map((image) => image.media?.file)).toEqual([
      'hero_1a2b3c.jpg',
      'gear_1a2b3c.jpg',
    ]);
  });

  it('keys a variant by version, width, upload and format', () => {
    expect(
      variantKey({ source: { file: 'a.jpg', version: 'v1' }, width: 480, format: 'avif' }),
    ).toBe('v1/480/a.jpg.avif');
  });
});
