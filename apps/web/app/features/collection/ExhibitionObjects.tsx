import type { Locale } from '~/domain/locale';
import { useT } from '~/i18n/react';
import { href } from '~/site/paths';
import { Link } from '~/ui/link/SiteLink';
import type { CardView } from './collection-page.server';
import { ObjectCards } from './CollectionSearch';
import { collectionQuery } from './search-params';
import styles from './CollectionSearch.module.css';

/**
 * "Objekte in dieser Ausstellung": a row of the objects on display in it and a link to the
 * collection search narrowed to them. Nothing when it shows none.
 */
export function ExhibitionObjects({
  objects,
  locale,
}: {
  objects: { key: string; total: number; cards: CardView[] } | null;
  locale: Locale;
}) {
  const t = useT('collection');
  if (!objects || objects.cards.length === 0) return null;
  const all = href(
    'collection',
    {},
    locale,
    collectionQuery({ text: '', filters: { exhibition: [objects.key] }, sort: null, page: 1 }),
  );
  return (
    <section className={styles.exhibitionObjects} aria-labelledby="exhibition-objects">
      <h2 id="exhibition-objects">{t('exhibitionObjects')}</h2>
      <ObjectCards
        cards={objects.cards}
        locale={locale}
        label={t('exhibitionObjects')}
        priorityFirst={false}
      />
      <p>
        <Link to={all}>{t('exhibitionObjectsAll', { count: objects.total })}</Link>
      </p>
    </section>
  );
}
