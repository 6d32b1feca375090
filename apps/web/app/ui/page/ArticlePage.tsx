import type { ReactNode } from 'react';
import type { RichText as RichTextDocument } from '~/domain/types';
import { PageTitle } from '../page-title/PageTitle';
import { RichText } from '../rich-text/RichText';
import styles from './Page.module.css';

/** A content screen's frame for now: title, intro (teaser text) and main text. */
export function ArticlePage({
  title,
  intro,
  body,
  children,
}: {
  title: string;
  intro?: string | null;
  body?: RichTextDocument;
  children?: ReactNode;
}) {
  return (
    <article className={styles.page}>
      <PageTitle title={title} intro={intro} />
      {body ? <RichText document={body} /> : null}
      {children}
    </article>
  );
}
