import type { ExhibitionTeaser } from '~/domain/types';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';
import { ItemDate } from '~/ui/date/ItemDate';
import { ResponsiveImage } from '~/ui/image/ResponsiveImage';
import { homeFeatureSizes } from '~/ui/image/layout-sizes';
import { Link } from '~/ui/link/SiteLink';
import { teaserPath } from '~/ui/teaser/teaser-path';
import { typeLabel } from '~/ui/teaser/type-label';
import styles from './MainExhibition.module.css';

/** What the first screen shows of its exhibition (home-sections.ts: mainExhibition). */
export type MainExhibitionCard = Pick<
  ExhibitionTeaser,
  | 'contentType'
  | 'title'
  | 'slug'
  | 'type'
  | 'startDate'
  | 'endDate'
  | 'dateTimeOverride'
  | 'allDay'
  | 'image'
>;

export function mainExhibitionCard(exhibition: ExhibitionTeaser): MainExhibitionCard {
  const { contentType, title, slug, type, startDate, endDate, dateTimeOverride, allDay, image } =
    exhibition;
  return { contentType, title, slug, type, startDate, endDate, dateTimeOverride, allDay, image };
}

/**
 * The exhibition on the home page's first screen: image, kind, title and dates; the whole
 * card is one link target through its title.
 */
export function MainExhibition({
  exhibition,
  label,
  className,
}: {
  exhibition: MainExhibitionCard;
  /** The region's name for screen readers ("Ausstellung im Mittelpunkt"). */
  label: string;
  className?: string;
}) {
  const locale = useLocale();
  const t = useT('list');
  return (
    <section
      className={[styles.main, className].filter(Boolean).join(' ')}
      aria-label={label}
      data-main-exhibition=""
    >
      {exhibition.image ? (
        <ResponsiveImage
          image={exhibition.image}
          locale={locale}
          priority
          sizes={homeFeatureSizes}
          className={styles.image}
        />
      ) : null}
      <div className={styles.text}>
        <p className={styles.kind}>{typeLabel(t, exhibition.contentType, exhibition.type)}</p>
        <h2 className={styles.title}>
          <Link to={teaserPath(exhibition, locale)} className={styles.link}>
            {exhibition.title}
          </Link>
        </h2>
        <ItemDate item={exhibition} className={styles.date} />
      </div>
    </section>
  );
}
