import { href } from '~/site/paths';
import { Link } from 'react-router';
import type { ContentTeaser, EventStatus, EventTeaser } from '~/domain/types';
import { ItemDate } from '../date/ItemDate';
import { EventMarkers } from './EventMarkers';
import { ResponsiveImage } from '../image/ResponsiveImage';
import { imageSizes as layoutSizes } from '../image/layout-sizes';
import { categoryTags, targetTags } from '../tag-list/tag-links';
import { TagList } from '../tag-list/TagList';
import { typeLabel } from './type-label';
import { teaserPath } from './teaser-path';
import styles from './Teaser.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';

/** An event teaser's status; teasers of related events made without one count as scheduled. */
function eventStatus(teaser: ContentTeaser): EventStatus {
  if (teaser.contentType !== 'event') return 'scheduled';
  return (teaser as Partial<EventTeaser>).status ?? 'scheduled';
}

export type HeadingLevel = 'h2' | 'h3';

/** The preview card of any content item (SPEC §3 "Content item"). */
export function Teaser({
  teaser,
  seasonClass = null,
  priority = false,
  heading: Heading = 'h3',
  imageSizes = layoutSizes.teaser,
}: {
  teaser: ContentTeaser;
  /** The season class when the item's colour is another season's (season-class.ts). */
  seasonClass?: string | null;
  /** The first large image of the page loads at once. */
  priority?: boolean;
  heading?: HeadingLevel;
  /** The image's `sizes` for the cell it is drawn in (a highlight spans two columns). */
  imageSizes?: string;
}) {
  const locale = useLocale();
  const t = useT('list');
  // Categories filter the overview the item belongs to (digital offers filter by `category`).
  const tags =
    teaser.contentType === 'discover'
      ? teaser.categories.map((term) => ({
          title: term.title,
          href: href('digitalOffers', {}, locale, { category: term.slug }),
        }))
      : [...categoryTags(teaser.categories, locale), ...targetTags(teaser.targetGroups, locale)];
  const seasonal = teaser.seasonalColorRequired
    ? teaser.type === 'schauhaus' || teaser.exhibition?.type === 'schauhaus'
      ? styles.schauhaus
      : styles.seasonal
    : null;
  const classes = [
    styles.teaser,
    teaser.highlight ? styles.highlight : null,
    seasonal,
    seasonClass,
  ];
  return (
    <article className={classes.filter(Boolean).join(' ')}>
      <div className={styles.text}>
        <p className={styles.kind}>
          <span>{typeLabel(t, teaser.contentType, teaser.type)}</span>
          {teaser.highlight ? (
            <strong className={styles.badge}>{t('teaser.highlight')}</strong>
          ) : null}
        </p>
        <Heading className={styles.title}>
          <Link to={teaserPath(teaser, locale)} className={styles.link}>
            {teaser.title}
          </Link>
        </Heading>
        <ItemDate item={teaser} className={styles.date} />
        <EventMarkers status={eventStatus(teaser)} />
        {teaser.teaserText ? <p className={styles.summary}>{teaser.teaserText}</p> : null}
        <TagList tags={tags} label={t('teaser.categories')} className={styles.tags} />
      </div>
      {teaser.image ? (
        <ResponsiveImage
          image={teaser.image}
          locale={locale}
          priority={priority}
          sizes={imageSizes}
          className={styles.image}
        />
      ) : null}
    </article>
  );
}
