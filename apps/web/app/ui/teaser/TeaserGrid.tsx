import { Teaser, type HeadingLevel, type TeaserCard } from './Teaser';
import { teaserKey } from './teaser-path';
import { imageSizes } from '../image/layout-sizes';
import { arrangeTeasers } from './highlights';
import styles from './Teaser.module.css';

/**
 * Teasers in a responsive grid, or a friendly note when there are none. Highlighted items are
 * placed by the one arrangement every list shares (SPEC §9, decision 0029).
 */
export function TeaserGrid({
  items,
  empty,
  seasonClasses = {},
  priorityFirst = false,
  heading = 'h3',
  label,
}: {
  items: readonly TeaserCard[];
  /** Shown instead of an empty list, in the page language. */
  empty: string;
  seasonClasses?: Record<string, string>;
  /** The first teaser's image is the page's first large image: not lazy. */
  priorityFirst?: boolean;
  heading?: HeadingLevel;
  label?: string;
}) {
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.grid} aria-label={label}>
      {arrangeTeasers(items).map((item, index) => (
        <li key={teaserKey(item)} className={item.highlight ? styles.wide : undefined}>
          <Teaser
            teaser={item}
            seasonClass={seasonClasses[teaserKey(item)] ?? null}
            priority={priorityFirst && index === 0}
            heading={heading}
            imageSizes={item.highlight ? imageSizes.wideTeaser : imageSizes.teaser}
          />
        </li>
      ))}
    </ul>
  );
}
