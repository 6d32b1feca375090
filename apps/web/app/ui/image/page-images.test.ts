import { describe, expect, it } from 'vitest';
import type { Image } from '~/domain/types';
import { pageImage, pageImages } from './page-images';
import { pictureSources } from './image-size';

const upload: Image = {
  url: 'https://cms.example.org/uploads/hall_4f2a.jpg',
  alt: { de: 'Halle', en: 'Hall' },
  width: 1600,
  height: 1200,
  formats: {
    small: { url: 'https://cms.example.org/uploads/small_hall_4f2a.jpg', width: 480, height: 360 },
  },
  media: { file: 'hall_4f2a.jpg', version: 'v1' },
};

const elsewhere: Image = { ...upload, url: 'https://images.example.org/a.jpg', media: null };

describe('pageImage', () => {
  it('leaves out the CMS’s URL and renditions of an image the site serves, and draws it the same', () => {
    const slim = pageImage(upload);
    expect(slim).toEqual({ ...upload, url: '', formats: {} });
    expect(JSON.stringify(slim)).not.toContain('cms.example.org');
    expect(pictureSources(slim)).toEqual(pictureSources(upload));
  });

  it('keeps an image from another host whole: it is drawn from its own URL and renditions', () => {
    expect(pageImage(elsewhere)).toBe(elsewhere);
  });
});

describe('pageImages', () => {
  it('slims every image however deep, copies what it changes and keeps everything else', () => {
    const when = new Date('2026-06-01T10:00:00Z');
    const data = {
      frame: { title: 'T', image: { url: 'https://cms.example.org/share.jpg', width: 1200 } },
      sections: [{ title: 'A', image: upload, when }],
      logo: elsewhere,
      nothing: null,
    };
    const slim = pageImages(data);
    expect(slim.sections[0]!.image).toEqual({ ...upload, url: '', formats: {} });
    expect(slim.sections[0]!.when).toBe(when);
    expect(slim.frame).toEqual(data.frame);
    expect(slim.logo).toEqual(elsewhere);
    expect(slim.nothing).toBeNull();
    // The content cache's objects are shared between requests: never changed.
    expect(data.sections[0]!.image).toBe(upload);
    expect(upload.formats.small).toBeDefined();
  });
});
