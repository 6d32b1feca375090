import type { ReactNode } from 'react';
import type { AccessibilityTag, Image, PageBlock } from '~/domain/types';
import { LeadImage } from '../image/LeadImage';
import { imageSizes } from '../image/layout-sizes';
import { PageBlocks } from '../page/PageBlocks';
import { PageTitle } from '../page-title/PageTitle';
import { AccessibilityTags } from '../tags/AccessibilityTags';
import styles from './ContentPage.module.css';
import { useLocale } from '~/site/use-locale';

/** A page of the CMS (content type page): title, intro, lead image, tags and all its blocks. */
export function ContentPage({
  title,
  intro,
  image = null,
  accessibilityTags = [],
  blocks,
  notice = null,
  facts = null,
  children,
}: {
  title: string;
  intro: string | null;
  image?: Image | null;
  accessibilityTags?: readonly AccessibilityTag[];
  blocks: readonly PageBlock[];
  /** What a visitor must not miss, right below the title (e.g. a closure). */
  notice?: ReactNode;
  /**
   * Facts the site keeps (the hours page's live opening hours): first, with the editors' blocks
   * beside them on wide screens, and the lead image, decorative there, after both.
   */
  facts?: ReactNode;
  children?: ReactNode;
}) {
  const locale = useLocale();
  const picture = image ? (
    <LeadImage
      image={image}
      locale={locale}
      priority={!facts}
      sizes={imageSizes.article}
      className={styles.image}
    />
  ) : null;
  return (
    <article className={facts ? `${styles.page} ${styles.wide}` : styles.page}>
      <PageTitle title={title} intro={intro} />
      {notice}
      <AccessibilityTags tags={accessibilityTags} />
      {facts ? (
        <>
          <div className={styles.facts}>
            {facts}
            <div className={styles.factsBlocks}>
              <PageBlocks blocks={blocks} />
            </div>
          </div>
          {picture}
        </>
      ) : (
        <>
          {picture}
          <PageBlocks blocks={blocks} />
        </>
      )}
      {children}
    </article>
  );
}
