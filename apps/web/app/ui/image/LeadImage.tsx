import type { ComponentProps } from 'react';
import { ImageCaption } from './ImageCaption';
import { ResponsiveImage } from './ResponsiveImage';
import styles from './LeadImage.module.css';

/**
 * A page's lead picture with its caption and credit in the page's language below it, as a
 * figure (the caption says what the picture shows, the credit whose it is); the plain picture
 * when it has neither. `className` places the whole: the figure's, or the picture's alone.
 */
export function LeadImage({ className, ...picture }: ComponentProps<typeof ResponsiveImage>) {
  const { image, locale } = picture;
  if (!image.caption?.[locale] && !image.credit?.[locale])
    return <ResponsiveImage {...picture} className={className} />;
  return (
    <figure className={className ? `${styles.figure} ${className}` : styles.figure}>
      <ResponsiveImage {...picture} className={styles.picture} />
      <ImageCaption image={image} locale={locale} />
    </figure>
  );
}
