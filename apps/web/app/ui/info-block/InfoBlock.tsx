import type { InfoBlock as InfoBlockContent } from '~/domain/types';
import { optionClasses, type Size, type Theme } from '../content-screens/options';
import options from '../content-screens/options.module.css';
import { infoRows } from './info-rows';
import styles from './InfoBlock.module.css';
import { useT } from '~/i18n/react';

/** The facts of an offer or page as a definition list (SPEC §3 labels), only filled rows. */
export function InfoBlock({
  info,
  theme,
  size,
  headingLevel = 'h2',
}: {
  info: InfoBlockContent;
  theme?: Theme;
  size?: Size;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT('screens');
  const rows = infoRows(info);
  if (rows.length === 0) return null;
  const Heading = headingLevel;
  const title = info.title?.trim() || t('info.heading');
  return (
    <section
      className={[styles.block, ...optionClasses(options, theme, size)].join(' ')}
      aria-label={title}
    >
      <Heading className={styles.heading}>{title}</Heading>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.field} className={styles.row}>
            <dt>{t(row.label)}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
