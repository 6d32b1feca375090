import { isLongTitle, titleParts } from './title-parts';
import styles from './PageTitle.module.css';
import { useT } from '~/i18n/react';

/**
 * The page's h1, and the overview's intro below it when there is one. Long titles get a smaller
 * style; the museum's name inside a title (also inside a word like "Zentralmuseums") is not
 * hyphenated or split between its words.
 */
export function PageTitle({
  title,
  museumName,
  intro = null,
}: {
  title: string;
  museumName?: string;
  intro?: string | null;
}) {
  const t = useT('common');
  const name = museumName ?? t('site.name');
  const heading = (
    <h1 className={isLongTitle(title) ? `${styles.title} ${styles.long}` : styles.title}>
      {titleParts(title, name).map((part, index) =>
        part.keepTogether ? (
          <span key={index} className={styles.keepTogether}>
            {part.text.replace(/ /g, '\u00a0')}
          </span>
        ) : (
          part.text
        ),
      )}
    </h1>
  );
  if (!intro) return heading;
  return (
    <>
      {heading}
      <p className={styles.intro}>{intro}</p>
    </>
  );
}
