import { Link } from '~/ui/link/SiteLink';
import { shownTags, type Tag } from './tag-links';
import styles from './TagList.module.css';

/** Tags (categories, target groups, accessibility) as a list of small labels (SPEC §1, §9). */
export function TagList({
  tags,
  label,
  listHref = null,
  className,
}: {
  tags: readonly Tag[];
  /** Names the list for assistive tech, e.g. "Kategorien". */
  label: string;
  listHref?: string | null;
  className?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')} aria-label={label}>
      {shownTags(tags, listHref).map((tag, index) => (
        <li key={`${tag.title}-${index}`} className={styles.tag}>
          {tag.href ? (
            <Link to={tag.href} className={styles.link}>
              {tag.title}
            </Link>
          ) : (
            <span className={styles.text}>{tag.title}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
