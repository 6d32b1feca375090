import { href } from '~/site/paths';
import { Link } from '~/ui/link/SiteLink';
import type { ContentTeaser, EventStatus, EventTeaser, ExhibitionRef } from '~/domain/types';
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

/**
 * What a teaser shows of a content item: any ContentTeaser is one. Loaders pass `teaserCard(…)`
 * of their items, so the page's data (written into the HTML for hydration) carries no more than
 * the card draws: no headline, author, language alternates or exhibition details.
 */
export type TeaserCard = Pick<
  ContentTeaser,
  | 'contentType'
  | 'title'
  | 'slug'
  | 'type'
  | 'startDate'
  | 'endDate'
  | 'dateTimeOverride'
  | 'allDay'
  | 'targetGroups'
  | 'categories'
  | 'seasonalColorRequired'
  | 'highlight'
  | 'teaserText'
  | 'image'
> & {
  exhibition: Pick<ExhibitionRef, 'type'> | null;
  /** Events only. */
  status?: EventStatus;
  /** One date of a recurring event: the date its series gives (moved: another start). */
  occurrence?: { date: string };
};

/** The fields of a teaser that the card draws (see TeaserCard). */
export function teaserCard(teaser: ContentTeaser): TeaserCard {
  const status =
    teaser.contentType === 'event' ? (teaser as Partial<EventTeaser>).status : undefined;
  const occurrence =
    teaser.contentType === 'event' ? (teaser as Partial<EventTeaser>).occurrence : undefined;
  return {
    contentType: teaser.contentType,
    title: teaser.title,
    slug: teaser.slug,
    type: teaser.type,
    startDate: teaser.startDate,
    endDate: teaser.endDate,
    dateTimeOverride: teaser.dateTimeOverride,
    allDay: teaser.allDay,
    targetGroups: teaser.targetGroups,
    categories: teaser.categories,
    seasonalColorRequired: teaser.seasonalColorRequired,
    highlight: teaser.highlight,
    teaserText: teaser.teaserText,
    image: teaser.image,
    exhibition: teaser.exhibition ? { type: teaser.exhibition.type } : null,
    ...(status ? { status } : {}),
    ...(occurrence ? { occurrence: { date: occurrence.date } } : {}),
  };
}

/** An event teaser's status; teasers of related events made without one count as scheduled. */
function eventStatus(teaser: TeaserCard): EventStatus {
  if (teaser.contentType !== 'event') return 'scheduled';
  return teaser.status ?? 'scheduled';
}

export type HeadingLevel = 'h2' | 'h3';

/** The preview card of any content item (SPEC §3 "Content item"). */
export function Teaser({
  teaser,
  seasonClass = null,
  priority = false,
  heading: Heading = 'h3',
  imageSizes = layoutSizes.teaser,
  compact = false,
}: {
  teaser: TeaserCard;
  /** The season class when the item's colour is another season's (season-class.ts). */
  seasonClass?: string | null;
  /** The first large image of the page loads at once. */
  priority?: boolean;
  heading?: HeadingLevel;
  /** The image's `sizes` for the cell it is drawn in (a highlight spans two columns). */
  imageSizes?: string;
  /** On phones a row of picture and title, without summary and tags (the home's sections). */
  compact?: boolean;
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
    compact ? styles.compact : null,
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
