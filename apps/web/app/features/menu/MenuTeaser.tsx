import { memo } from 'react';
import { Link } from '~/ui/link/SiteLink';
import type { MenuTeaserItem } from './shell-menu';
import type { Locale } from '~/domain/locale';
import { teaserPath } from '~/ui/teaser/teaser-path';
import styles from './MenuSection.module.css';

/** A small picture and the title, linking to the detail screen. */
function MenuTeaserView({ teaser, locale }: { teaser: MenuTeaserItem; locale: Locale }) {
  const to = teaserPath(teaser, locale);
  const picture = teaser.picture;
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

/** Kept as it is while the menu around it re-renders (the teaser comes from the root data). */
export const MenuTeaser = memo(MenuTeaserView);
