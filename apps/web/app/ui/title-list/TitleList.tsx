import { Link } from 'react-router';
import styles from './TitleList.module.css';
import { useT } from '~/i18n/react';

export interface TitleListItem {
  title: string;
  path: string;
  /** A short second line, e.g. the kind of a search result. */
  note?: string | null;
}

/** A list of linked titles; says so when there are none instead of showing nothing. */
export function TitleList({ items, label }: { items: TitleListItem[]; label?: string }) {
  const t = useT('common');
  if (items.length === 0) return <p className={styles.empty}>{t('list.empty')}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.path} className={styles.item}>
          <Link to={item.path} className={styles.link}>
            {item.title}
          </Link>
          {item.note ? <span className={styles.note}>{item.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
