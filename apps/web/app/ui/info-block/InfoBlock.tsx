import { useLocale } from '~/site/use-locale';
import { Link } from '../link/SiteLink';
import { AccessibilityTags } from '../tags/AccessibilityTags';
import { optionClasses, type Size, type Theme } from '../content-screens/options';
import options from '../content-screens/options.module.css';
import { infoRows, type InfoContent, type InfoLine } from './info-rows';
import styles from './InfoBlock.module.css';
import { useT } from '~/i18n/react';

/**
 * The facts of an event, offer, exhibition or page as a definition list (SPEC §3 labels and
 * the practical facts of decision 0055), only filled rows, the same order everywhere.
 */
export function InfoBlock({
  theme,
  size,
  headingLevel = 'h2',
  ...content
}: InfoContent & {
  theme?: Theme;
  size?: Size;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT('screens');
  const locale = useLocale();
  const rows = infoRows(content, t, locale);
  if (rows.length === 0) return null;
  const Heading = headingLevel;
  const title = content.info?.title?.trim() || t('info.heading');
  return (
    <section
      className={[styles.block, ...optionClasses(options, theme, size)].join(' ')}
      aria-label={title}
      data-info-block=""
    >
      <Heading className={styles.heading}>{title}</Heading>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.field} className={styles.row} data-info-row={row.field}>
            <dt>{t(row.label)}</dt>
            <dd>
              {row.lines.map((line, index) => (
                <Line key={index} line={line} elsewhere={t('info.opensElsewhere')} />
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Line({ line, elsewhere }: { line: InfoLine; elsewhere: string }) {
  if (line.kind === 'tags')
    return (
      <div className={styles.line}>
        <AccessibilityTags tags={line.tags} />
      </div>
    );
  if (line.kind === 'link')
    return (
      <div className={styles.line}>
        {line.href.startsWith('/') ? (
          <Link to={line.href}>{line.text}</Link>
        ) : (
          <a href={line.href}>
            {line.text}
            {line.external ? <span className={styles.hint}> {elsewhere}</span> : null}
          </a>
        )}
      </div>
    );
  return <div className={styles.line}>{line.text}</div>;
}
