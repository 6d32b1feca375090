import type { Image, ImageFormatName } from '~/content/types';
import type { Locale } from '~/site/locales';

const formatOrder: ImageFormatName[] = ['thumbnail', 'small', 'medium', 'large', 'xlarge'];

/** A CMS image with all its formats as srcset; sizes 90vw and 4:3 by default (SPEC §9). */
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
  const candidates = formatOrder.flatMap((name) => {
    const format = image.formats[name];
    return format ? [`${format.url} ${format.width}w`] : [];
  });
  if (image.width) candidates.push(`${image.url} ${image.width}w`);
  const width = image.width ?? 1200;
  const height = image.height ?? Math.round((width * 3) / 4);
  return (
    <img
      src={image.formats.large?.url ?? image.url}
      srcSet={candidates.length > 0 ? candidates.join(', ') : undefined}
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
