import { Teaser, type HeadingLevel, type TeaserCard } from './Teaser';
import { teaserKey } from './teaser-path';
import { teaserImageSizes } from '../image/layout-sizes';
import { arrangeTeasers, type GridColumns } from './highlights';
import styles from './Teaser.module.css';

/** The class that gives a tile its span in a grid of so many columns (Teaser.module.css). */
const spanClass = (columns: GridColumns, span: number) =>
  span > 1 ? styles[`span${span}Of${columns}`] : undefined;

/**
 * Teasers in a responsive grid, or a friendly note when there are none. Highlighted items are
 * placed by the one arrangement every list shares (SPEC §9, decision 0049): one order, each
 * tile's span per grid.
 */
export function TeaserGrid({
  items,
  empty,
  seasonClasses = {},
  priorityFirst = false,
  heading = 'h3',
  label,
  compact = false,
}: {
  items: readonly TeaserCard[];
  /** Shown instead of an empty list, in the page language. */
  empty: string;
  seasonClasses?: Record<string, string>;
  /** The first teaser's image is the page's first large image: not lazy. */
  priorityFirst?: boolean;
  heading?: HeadingLevel;
  label?: string;
  /** Compact cards on phones (Teaser). */
  compact?: boolean;
}) {
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul
      className={compact ? `${styles.grid} ${styles.compactGrid}` : styles.grid}
      aria-label={label}
    >
      {arrangeTeasers(items).map(({ item, spans }, index) => (
        <li
          key={teaserKey(item)}
          className={
            [spanClass(2, spans[2]), spanClass(3, spans[3]), spanClass(4, spans[4])]
              .filter(Boolean)
              .join(' ') || undefined
          }
        >
          <Teaser
            teaser={item}
            seasonClass={seasonClasses[teaserKey(item)] ?? null}
            priority={priorityFirst && index === 0}
            heading={heading}
            imageSizes={teaserImageSizes(spans, compact)}
            compact={compact}
          />
        </li>
      ))}
    </ul>
  );
}
