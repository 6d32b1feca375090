import type { AccessibilityKey, AccessibilityTag } from '~/domain/types';
import styles from './Tags.module.css';
import { useT } from '~/i18n/react';

/** Drawn marks beside the text labels; decorative, the label says it. */
const marks: Record<AccessibilityKey, string> = {
  signLanguage:
    'M5 14V6.5a1 1 0 0 1 2 0V9V3a1 1 0 0 1 2 0v6V4a1 1 0 0 1 2 0v6.5l1-1.5a1 1 0 0 1 1.6 1.2L11 14z',
  simpleLanguage: 'M2 3h12v8H7l-3 3v-3H2z',
  accessible:
    'M8 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zM7 5.5h2v3h3v1.5H7zM5.5 7.3v1.6a3 3 0 1 0 4.8 3.4l1.3.8A4.5 4.5 0 1 1 5.5 7.3z',
};

/** Sign language, simple language, accessible (SPEC §3): each with its text label. */
export function AccessibilityTags({
  tags,
  className,
}: {
  tags: readonly AccessibilityTag[];
  className?: string;
}) {
  const t = useT('screens');
  if (tags.length === 0) return null;
  return (
    <ul
      className={[styles.list, className].filter(Boolean).join(' ')}
      aria-label={t('accessibility.label')}
    >
      {tags.map((tag) => (
        <li key={tag.key} className={styles.tag}>
          <svg
            className={styles.icon}
            viewBox="0 0 16 16"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
          >
            <path d={marks[tag.key]} fill="currentColor" />
          </svg>
          <span>{tag.title || t(`accessibility.${tag.key}`)}</span>
        </li>
      ))}
    </ul>
  );
}
