import type { ContentTeaser } from '~/domain/types';
import type { Breakpoint } from './highlights';
import type { HeadingLevel } from './Teaser';
import { TeaserGrid } from './TeaserGrid';
import styles from './ArrangedTeasers.module.css';

export type Arrangements = Record<Breakpoint, ContentTeaser[]>;

/**
 * SPEC §9's highlight placement without waiting for JavaScript and without layout shift: the
 * server renders the mobile, tablet and desktop order, and media queries show exactly one
 * (display: none also hides the others from assistive technology).
 */
export function ArrangedTeasers({
  arrangements,
  empty,
  seasonClasses,
  heading,
  label,
}: {
  arrangements: Arrangements;
  empty: string;
  seasonClasses?: Record<string, string>;
  heading?: HeadingLevel;
  label?: string;
}) {
  return (
    <>
      {(['mobile', 'tablet', 'desktop'] as const).map((breakpoint) => (
        <div key={breakpoint} className={styles[breakpoint]} data-arrangement={breakpoint}>
          <TeaserGrid
            items={arrangements[breakpoint]}
            empty={empty}
            seasonClasses={seasonClasses}
            heading={heading}
            label={label}
          />
        </div>
      ))}
    </>
  );
}
