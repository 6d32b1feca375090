import { preload } from 'react-dom';
import type { Image } from '~/domain/types';
import type { Locale } from '~/domain/locale';
import { intrinsicSize, pictureSources } from './image-size';
import { imageSizes } from './layout-sizes';

/**
 * A CMS image as a picture: AVIF and WebP from the site's /media in the widths the site makes,
 * one JPEG (PNG) file for browsers with neither, `sizes` from the layout where it is drawn
 * (layout-sizes.ts), and width/height set (4:3 when unknown) so nothing shifts (SPEC §9). Lazy
 * unless it is the page's LCP image (`priority`), which is also preloaded in <head>.
 */
export function ResponsiveImage({
  image,
  locale,
  sizes = imageSizes.main,
  priority = false,
  className,
}: {
  image: Image;
  locale: Locale;
  sizes?: string;
  /** The page's largest contentful paint: loaded at once, early and with high priority. */
  priority?: boolean;
  className?: string;
}) {
  const { width, height } = intrinsicSize(image);
  const { sources, src, srcSet } = pictureSources(image);
  const first = sources[0];
  // React puts this into <head> when rendering on the server; browsers without AVIF skip it.
  if (priority && first) {
    preload(src, {
      as: 'image',
      imageSrcSet: first.srcSet,
      imageSizes: sizes,
      type: first.type,
      fetchPriority: 'high',
    });
  }
  const img = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={image.alt[locale]}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
  if (sources.length === 0) return img;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
