import { Link } from '~/ui/link/SiteLink';
import type { Crumb } from '~/site/breadcrumb';
import styles from './Breadcrumb.module.css';
import { useT } from '~/i18n/react';

/** SPEC §2 breadcrumb: a labelled navigation, the current page marked with aria-current. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const t = useT('common');
  if (trail.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumb}>
      <ol className={styles.list}>
        {trail.map((crumb) => (
          <li key={crumb.path} className={styles.item}>
            <Link
              to={crumb.path}
              aria-current={crumb.current ? 'page' : undefined}
              className={styles.link}
            >
              {crumb.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
