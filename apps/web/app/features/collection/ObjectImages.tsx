/**
 * The images of a collection object (issue #45): the first large, the others below it, each a
 * plain responsive picture with its caption, credit and licence, and a download of the image
 * as it was photographed where its licence is open (never for in-copyright images). With
 * JavaScript, each image whose IIIF tiles the site has gets a "Zoom" button that opens the
 * deep-zoom view (ZoomViewer, OpenSeadragon loaded on that click).
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { isOpenLicence, type CollectionImage } from '~/domain/collection';
import type { Locale } from '~/domain/locale';
import { useT } from '~/i18n/react';
import { ImageCaption } from '~/ui/image/ImageCaption';
import { ResponsiveImage } from '~/ui/image/ResponsiveImage';
import { imageSizes } from '~/ui/image/layout-sizes';
import { downloadName, filePath, uploadKind } from '~/site/media-paths';
import { useHydrated } from '~/ui/use-hydrated';
import { licenceUri } from './iiif-manifest';
import styles from './ObjectImages.module.css';

// The viewer's module (and with it OpenSeadragon) is fetched on the first click of a zoom button.
const ZoomViewer = lazy(() =>
  import('./ZoomViewer').then(({ ZoomViewer }) => ({ default: ZoomViewer })),
);

/** The upload as it was photographed, for a download; null when the site cannot pass it on. */
function downloadHref(entry: CollectionImage): { href: string; name: string } | null {
  const media = entry.image.media;
  if (!media || uploadKind(media.file) !== 'raster') return null;
  return { href: filePath(media), name: downloadName(media.file) };
}

export function ObjectImages({
  images,
  title,
  locale,
}: {
  images: CollectionImage[];
  title: string;
  locale: Locale;
}) {
  const t = useT('collectionObject');
  const hydrated = useHydrated();
  const [zoomed, setZoomed] = useState<number | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const zoomedImage = zoomed === null ? null : images[zoomed];

  function close() {
    const opener = zoomed === null ? null : openers.current[zoomed];
    setZoomed(null);
    // The dialog is gone with the state: focus goes back to the button that opened it.
    requestAnimationFrame(() => opener?.focus());
  }

  return (
    <section className={styles.images} aria-label={t('images')}>
      <ol className={count > 1 ? styles.list : styles.single}>
        {images.map((entry, index) => {
          const number = index + 1;
          const licence = t(`licence.${entry.licence}`);
          const download = isOpenLicence(entry.licence) ? downloadHref(entry) : null;
          return (
            <li key={`${entry.image.media?.file ?? entry.image.url}-${index}`}>
              <figure className={index === 0 ? styles.lead : styles.figure}>
                <ResponsiveImage
                  image={entry.image}
                  locale={locale}
                  priority={index === 0}
                  sizes={index === 0 ? imageSizes.main : imageSizes.teaser}
                  className={styles.picture}
                />
                <ImageCaption image={entry.image} locale={locale} />
                <div className={styles.rights}>
                  {count > 1 ? (
                    <span className={styles.number}>{t('imageNumber', { number, count })}</span>
                  ) : null}
                  <span>
                    {t('licence')}:{' '}
                    {entry.licence === 'InC' ? (
                      licence
                    ) : (
                      <a href={licenceUri(entry.licence)} rel="license">
                        {licence}
                      </a>
                    )}
                    {entry.rightsHolder
                      ? ` · ${t('rightsHolder', { holder: entry.rightsHolder })}`
                      : null}
                  </span>
                </div>
                <div className={styles.actions}>
                  {hydrated && entry.iiif ? (
                    <button
                      type="button"
                      className={styles.action}
                      ref={(element) => {
                        openers.current[index] = element;
                      }}
                      aria-haspopup="dialog"
                      onClick={() => setZoomed(index)}
                    >
                      {count > 1 ? t('zoomImage', { number }) : t('zoom')}
                    </button>
                  ) : null}
                  {download ? (
                    <a className={styles.action} href={download.href} download={download.name}>
                      {t('downloadImage', { number, licence })}
                    </a>
                  ) : entry.licence === 'InC' ? (
                    <span className={styles.note}>{t('inCopyright')}</span>
                  ) : null}
                </div>
              </figure>
            </li>
          );
        })}
      </ol>
      {zoomedImage?.iiif ? (
        <Suspense fallback={null}>
          <ZoomViewer
            image={{
              id: zoomedImage.iiif.id,
              title:
                count > 1
                  ? `${title} (${t('imageNumber', { number: (zoomed ?? 0) + 1, count })})`
                  : title,
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
