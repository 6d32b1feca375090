import type { ReactNode } from 'react';
import type { AccessibilityTag, Image } from '~/domain/types';
import { PageTeaser } from '../page-teaser/PageTeaser';
import { PageTitle } from '../page-title/PageTitle';
import { AccessibilityTags } from '../tags/AccessibilityTags';
import styles from './ContentPage.module.css';
import { useT } from '~/i18n/react';

/** A page of a section as its overview shows it. */
export interface SectionCard {
  title: string;
  teaserText: string | null;
  image: Image | null;
  accessibilityTags: AccessibilityTag[];
  path: string;
}

/** A section's overview: its title, an optional intro and a card per page. */
export function SectionOverview({
  title,
  intro = null,
  cards,
  children,
}: {
  title: string;
  intro?: string | null;
  cards: readonly SectionCard[];
  children?: ReactNode;
}) {
  const t = useT('screens');
  return (
    <div className={styles.wide}>
      <PageTitle title={title} intro={intro} />
      {children}
      {cards.length > 0 ? (
        <ul className={styles.cards}>
          {cards.map((card, index) => (
            <li key={card.path}>
              <PageTeaser
                title={card.title}
                text={card.teaserText}
                href={card.path}
                image={card.image}
                priority={index === 0}
              >
                <AccessibilityTags tags={card.accessibilityTags} />
              </PageTeaser>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('section.empty')}</p>
      )}
    </div>
  );
}
