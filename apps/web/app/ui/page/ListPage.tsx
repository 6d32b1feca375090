import type { ReactNode } from 'react';
import { PageTitle } from '../page-title/PageTitle';
import { TitleList, type TitleListItem } from '../title-list/TitleList';
import styles from './Page.module.css';

/** A list screen for now: its title, an optional intro and the list of linked titles. */
export function ListPage({
  title,
  intro,
  items,
  children,
}: {
  title: string;
  intro?: string | null;
  items: TitleListItem[];
  children?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <PageTitle title={title} />
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
      <TitleList items={items} />
    </div>
  );
}
