import type { Image } from '~/domain/types';
import type { Locale } from '~/domain/locale';
import { intrinsicSize, srcSet } from './image-size';

/**
 * A CMS image with its five formats as srcset, sizes 90vw by default and width/height set
 * (4:3 when unknown) so nothing shifts (SPEC §9). Lazy unless it is the page's first large
 * image (`priority`).
 */
export function ResponsiveImage({
  image,
  locale,
  sizes = '90vw',
  priority = false,
  className,
}: {
  image: Image;
  locale: Locale;
  sizes?: string;
  /** Above-the-fold images load at once; all others lazily. */
  priority?: boolean;
  className?: string;
}) {
  const { width, height } = intrinsicSize(image);
  return (
    <img
      src={image.formats.large?.url ?? image.url}
      srcSet={srcSet(image)}
      sizes={sizes}
      width={width}
      height={height}
      alt={image.alt[locale]}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
