import type { ReactNode } from 'react';
import { Link } from '~/ui/link/SiteLink';
import type { Image } from '~/domain/types';
import { optionClasses, type Size, type Theme } from '../content-screens/options';
import options from '../content-screens/options.module.css';
import { ResponsiveImage } from '../image/ResponsiveImage';
import { imageSizes } from '../image/layout-sizes';
import styles from './PageTeaser.module.css';
import { useLocale } from '~/site/use-locale';

/**
 * A teaser of a page (the "teaser" page element, and the cards of the section overviews):
 * title, text, link, image. The whole card is one link, named by its title.
 */
export function PageTeaser({
  title,
  text,
  href,
  external = false,
  linkLabel,
  image,
  priority = false,
  theme,
  size,
  headingLevel = 'h2',
  children,
}: {
  title: string;
  text: string | null;
  href: string | null;
  external?: boolean;
  /** A visible call to action below the text, e.g. the CMS link's label. */
  linkLabel?: string | null;
  image: Image | null;
  priority?: boolean;
  theme?: Theme;
  size?: Size;
  headingLevel?: 'h2' | 'h3';
  children?: ReactNode;
}) {
  const locale = useLocale();
  const Heading = headingLevel;
  const internal = href !== null && !external && href.startsWith('/');
  const titleContent =
    href === null ? (
      title
    ) : internal ? (
      <Link to={href} className={styles.link}>
        {title}
      </Link>
    ) : (
      <a href={href} rel="noopener noreferrer" className={styles.link}>
        {title}
      </a>
    );
  return (
    <article className={[styles.teaser, ...optionClasses(options, theme, size)].join(' ')}>
      {image ? (
        <ResponsiveImage
          image={image}
          locale={locale}
          priority={priority}
          sizes={imageSizes.card}
          className={styles.image}
        />
      ) : null}
      <div className={styles.body}>
        <Heading className={styles.title}>{titleContent}</Heading>
        {text ? <p className={styles.text}>{text}</p> : null}
        {children}
        {href && linkLabel ? (
          <p className={styles.more} aria-hidden="true">
            {linkLabel} →
          </p>
        ) : null}
      </div>
    </article>
  );
}
