import type { Image } from '~/domain/types';
import type { Locale } from '~/domain/locale';
import styles from './ImageCaption.module.css';

/**
 * The caption of a picture in the page's language, then its credit ("Foto: …"), as the
 * figcaption of the figure around it; nothing when the picture has neither. `fallback` is said
 * instead of a missing caption (the slider shows the alt text then).
 */
export function ImageCaption({
  image,
  locale,
  className,
  fallback,
}: {
  image: Image;
  locale: Locale;
  className?: string;
  fallback?: string;
}) {
  const caption = image.caption?.[locale] || fallback || '';
  const credit = image.credit?.[locale] ?? '';
  if (!caption && !credit) return null;
  return (
    <figcaption className={className ?? styles.caption}>
      {caption}
      {caption && credit ? ' ' : null}
      {credit ? <span className={styles.credit}>{credit}</span> : null}
    </figcaption>
  );
}
