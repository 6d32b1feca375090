import type { FaqItem } from '~/domain/types';
import { RichText } from '../rich-text/RichText';
import styles from './Faq.module.css';
import { useT } from '~/i18n/react';

/**
 * Questions as native disclosures: each summary is reachable by Tab and opens with Enter or
 * Space, without JavaScript; the question is a heading inside the summary.
 */
export function Faq({ title, items }: { title: string | null; items: readonly FaqItem[] }) {
  const t = useT('screens');
  const Question = title ? 'h3' : 'h2';
  return (
    <section className={styles.faq}>
      {title ? <h2 className={styles.heading}>{title}</h2> : null}
      {items.length > 0 ? (
        <div className={styles.list}>
          {items.map((item) => (
            <details key={item.question} className={styles.item}>
              <summary className={styles.summary}>
                <Question className={styles.question}>{item.question}</Question>
              </summary>
              <div className={styles.answer}>
                <RichText document={item.answer} />
              </div>
            </details>
          ))}
        </div>
      ) : (
        <p>{t('faq.empty')}</p>
      )}
    </section>
  );
}
