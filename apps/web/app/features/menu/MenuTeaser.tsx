import { Link } from 'react-router';
import type { ContentTeaser } from '~/content/types';
import type { Locale } from '~/site/locales';
import { href } from '~/site/paths';
import styles from './MenuSection.module.css';

/** The detail screen of each kind of teaser (offers are guided tours and workshops). */
function detailHref(teaser: ContentTeaser, locale: Locale): string | null {
  const params = { slug: teaser.slug };
  switch (teaser.contentType as string) {
    case 'exhibition':
      return href('exhibition', params, locale);
    case 'event':
      return href('event', params, locale);
    case 'offer':
      return href('guidedTour', params, locale);
    case 'discover':
      return href('digitalOffer', params, locale);
    case 'press':
      return href('pressDetail', params, locale);
    default:
      return null;
  }
}

/** A small picture and the title, linking to the detail screen. */
export function MenuTeaser({ teaser, locale }: { teaser: ContentTeaser; locale: Locale }) {
  const to = detailHref(teaser, locale);
  if (!to) return null;
  const image = teaser.image;
  const picture = image ? (image.formats.small ?? image.formats.thumbnail ?? image) : null;
  return (
    <Link to={to} className={styles.teaser}>
      {picture ? (
        // The title beside it names the link; the picture adds nothing for screen readers.
        <img
          src={picture.url}
          width={picture.width ?? 480}
          height={picture.height ?? 360}
          alt=""
          loading="lazy"
          decoding="async"
          className={styles.teaserImage}
        />
      ) : null}
      <span className={styles.teaserTitle}>{teaser.title}</span>
    </Link>
  );
}
