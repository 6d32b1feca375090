import { Link } from '~/ui/link/SiteLink';
import type { TeaserCard } from './Teaser';
import { TeaserGrid } from './TeaserGrid';
import styles from './TeaserSection.module.css';

/** A headed group of teasers with the link to its overview, e.g. a home page section. */
export function TeaserSection({
  id,
  title,
  items,
  empty,
  overview,
  seasonClasses,
  priorityFirst = false,
  compact = false,
}: {
  id: string;
  title: string;
  items: readonly TeaserCard[];
  empty: string;
  overview?: { href: string; label: string } | null;
  seasonClasses?: Record<string, string>;
  priorityFirst?: boolean;
  /** Compact cards on phones (Teaser), for a page of several short sections. */
  compact?: boolean;
}) {
  const headingId = `${id}-title`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {overview ? (
          <Link to={overview.href} className={styles.overview}>
            {overview.label}
          </Link>
        ) : null}
      </div>
      <TeaserGrid
        items={items}
        empty={empty}
        seasonClasses={seasonClasses}
        priorityFirst={priorityFirst}
        compact={compact}
      />
    </section>
  );
}
