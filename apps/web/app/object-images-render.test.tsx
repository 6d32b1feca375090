// Here, beside messages.server.ts, because it renders with the real catalogue (i18n/ sits below it).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CollectionImage } from '~/domain/collection';
import { ObjectImages } from '~/features/collection/ObjectImages';
import { steamEngine } from '~/features/collection/sample-objects.fixture';
import { MessagesProvider } from '~/i18n/react';
import { catalogueHashes } from '~/messages.server';

const open = steamEngine.de.images[0]!;
const inCopyright: CollectionImage = {
  ...open,
  image: { ...open.image, media: { file: 'hafen_3c9a.jpg', version: 'v2' } },
  licence: 'InC',
  rightsHolder: 'Erben Achterberg',
};

function render(images: CollectionImage[], locale: 'de' | 'en' = 'de') {
  return renderToString(
    <MessagesProvider hashes={catalogueHashes(locale)} locale={locale} page="default">
      <ObjectImages images={images} title="Dampfmaschine" locale={locale} />
    </MessagesProvider>,
  );
}

describe('ObjectImages as the server renders it (no JavaScript)', () => {
  it('shows every image with its licence, and no zoom button before hydration', () => {
    const html = render([open, inCopyright]);
    expect(html.match(/<figure/g)).toHaveLength(2);
    expect(html).toContain('Abbildung 1 von 2');
    expect(html).toContain('href="http://creativecommons.org/publicdomain/zero/1.0/"');
    expect(html).toContain('© Erben Achterberg');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('<dialog');
  });

  it('offers the upload as it is for an open licence, and no download in copyright', () => {
    const html = render([open, inCopyright]);
    expect(html).toContain('href="/media/v1/file/dampfmaschine.jpg" download="dampfmaschine.jpg"');
    expect(html).toContain('Abbildung 1 herunterladen (CC0 1.0 (gemeinfrei))');
    expect(html).not.toContain('/media/v2/file/hafen_3c9a.jpg');
    expect(html).toContain('Dieses Bild kann nicht heruntergeladen werden.');
  });

  it('speaks English on English pages', () => {
    const html = render([inCopyright], 'en');
    expect(html).toContain('In copyright');
    expect(html).not.toContain('Image 1 of 1');
  });
});
