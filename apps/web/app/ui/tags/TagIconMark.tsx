import type { TagIcon } from '../content-screens/options';
import styles from './Tags.module.css';

/** Small decorative marks of SPEC §5's tag icons; the text beside them carries the meaning. */
const paths: Record<Exclude<TagIcon, ''>, string> = {
  blog: 'M3 3h10v2H3zM3 7h10v2H3zM3 11h6v2H3z',
  podcast:
    'M8 1a3 3 0 0 1 3 3v4a3 3 0 0 1-6 0V4a3 3 0 0 1 3-3zM3 8h1.5a3.5 3.5 0 0 0 7 0H13a5 5 0 0 1-4.25 4.94V15h-1.5v-2.06A5 5 0 0 1 3 8z',
  video: 'M2 3h9v10H2zM12 6l3-2v8l-3-2z',
};

export function TagIconMark({ icon }: { icon: TagIcon | undefined }) {
  if (!icon) return null;
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[icon]} fill="currentColor" />
    </svg>
  );
}
