import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Image } from '~/domain/types';
import { LeadImage } from './LeadImage';

const image: Image = {
  url: 'https://cms.example/uploads/hall.jpg',
  alt: { de: 'Die Maschinenhalle', en: 'The machine hall' },
  width: 1600,
  height: 1200,
  formats: {},
  media: null,
};

const render = (picture: Image, locale: 'de' | 'en' = 'de') =>
  renderToStaticMarkup(<LeadImage image={picture} locale={locale} className="lead" />);

describe('LeadImage', () => {
  it('puts the caption and credit of the page language under the picture, in one figure', () => {
    const html = render(
      {
        ...image,
        caption: { de: 'Die Halle am Morgen', en: 'The hall in the morning' },
        credit: { de: 'Foto: Archiv', en: 'Photo: archive' },
      },
      'en',
    );
    expect(html).toMatch(/^<figure class="[^"]*\blead\b[^"]*">/);
    expect(html).toContain('alt="The machine hall"');
    expect(html).toMatch(
      /<figcaption[^>]*>The hall in the morning <span[^>]*>Photo: archive<\/span><\/figcaption><\/figure>$/,
    );
    // The place the page gives goes to the figure, not to the picture inside it.
    expect(html.match(/\blead\b/g)).toHaveLength(1);
  });

  it('is the plain picture, placed by the page, without caption or credit in that language', () => {
    const html = render({ ...image, caption: { de: '', en: 'Only in English' }, credit: null });
    expect(html).not.toContain('<figure');
    expect(html).toMatch(/^<img [^>]*class="lead"/);
  });
});
