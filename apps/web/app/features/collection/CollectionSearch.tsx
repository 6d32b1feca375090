import { useId } from 'react';
import { Form } from 'react-router';
import type { Locale } from '~/domain/locale';
import { useT } from '~/i18n/react';
import { href } from '~/site/paths';
import { Button } from '~/ui/button/Button';
import form from '~/ui/form/Form.module.css';
import { ResponsiveImage } from '~/ui/image/ResponsiveImage';
import { Link } from '~/ui/link/SiteLink';
import { Pagination } from '~/ui/pagination/Pagination';
import { paginate } from '~/ui/pagination/paginate';
import type { Facet } from './collection-index.server';
import type { CardView, CollectionPageState, FacetView } from './collection-page.server';
import {
  collectionQuery,
  facetParams,
  MAX_TEXT,
  PAGE_SIZE,
  sorts,
  switchFacets,
  toggled,
  type CollectionParams,
} from './search-params';
import styles from './CollectionSearch.module.css';

type T = ReturnType<typeof useT<'collection'>>;

/** Cards: two on a phone, three from the tablet on (beside the filters on a desktop), four on large screens. */
const cardSizes =
  '(min-width: 1920px) 340px, (min-width: 1024px) calc((100vw - 26rem) / 3), (min-width: 640px) calc((92vw - 3rem) / 3), calc(50vw - 1.5rem)';

/** The name of a facet value in the page's language. */
function valueLabel(t: T, facet: Facet, value: string, label: string | null): string {
  if (facet === 'century') {
    const number = Math.abs(Number(value));
    return t('century', { century: value.startsWith('-') ? 'neg' : 'pos', number });
  }
  if (facet === 'licence') return t(`licence.${value}` as Parameters<T>[0]);
  if (facet === 'onDisplay') return t('facet.onDisplay');
  if (facet === 'hasImage') return t('facet.hasImage');
  return label ?? value;
}

function linkTo(locale: Locale, params: CollectionParams): string {
  return href('collection', {}, locale, collectionQuery(params));
}

function ObjectCardItem({
  card,
  locale,
  priority,
}: {
  card: CardView;
  locale: Locale;
  priority: boolean;
}) {
  const t = useT('collection');
  const to = href('collectionObject', { slug: card.slug }, locale);
  return (
    <li className={styles.card}>
      <article className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link to={to} className={styles.cardLink} lang={card.titleLang ?? undefined}>
            {card.title}
          </Link>
        </h3>
        {card.makers.length > 0 ? <p className={styles.makers}>{card.makers.join(', ')}</p> : null}
        {card.dating ? <p className={styles.dating}>{card.dating}</p> : null}
        <p className={styles.inventory}>{t('inventoryNumber', { number: card.inventoryNumber })}</p>
        <div className={styles.picture}>
          {card.image ? (
            <ResponsiveImage
              image={card.image}
              locale={locale}
              sizes={cardSizes}
              priority={priority}
              className={styles.image}
            />
          ) : (
            <span className={styles.noImage}>{t('noImage')}</span>
          )}
        </div>
      </article>
    </li>
  );
}

/** Object cards in the collection's grid (the search's hits, an exhibition's objects). */
export function ObjectCards({
  cards,
  locale,
  label,
  priorityFirst = true,
}: {
  cards: CardView[];
  locale: Locale;
  label: string;
  /** The first card's image is the page's first large image: not lazy. */
  priorityFirst?: boolean;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {cards.map((card, index) => (
        <ObjectCardItem
          key={card.slug}
          card={card}
          locale={locale}
          priority={priorityFirst && index === 0}
        />
      ))}
    </ul>
  );
}

function FacetGroup({ view, t }: { view: FacetView; t: T }) {
  const legendId = useId();
  const name = facetParams[view.facet];
  const chosen = view.values.filter((value) => value.selected).length;
  if (view.values.length === 0) return null;
  const title = t(`facet.${view.facet}`);
  // A switch: one checkbox with its count.
  if (switchFacets.has(view.facet)) {
    const yes = view.values.find((value) => value.value === 'yes');
    return (
      <div className={styles.switch}>
        <label className={styles.option}>
          <input type="checkbox" name={name} value="1" defaultChecked={yes?.selected ?? false} />
          <span>
            {title} <span className={styles.count}>({yes?.count ?? 0})</span>
          </span>
        </label>
      </div>
    );
  }
  return (
    <details className={styles.facet} open={chosen > 0 || undefined}>
      <summary className={styles.summary}>
        {title}
        {/* The space for screen readers; a flex item's leading space is not drawn (margin). */}
        {chosen > 0 ? <span className={styles.chosen}>{` (${chosen})`}</span> : null}
      </summary>
      <fieldset className={`${form.fieldset} ${styles.fieldset}`} aria-labelledby={legendId}>
        <legend id={legendId} className="visually-hidden">
          {title}
        </legend>
        <ul className={styles.options}>
          {view.values.map((value) => (
            <li key={value.value}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  name={name}
                  value={value.value}
                  defaultChecked={value.selected}
                />
                <span>
                  <span className={styles.valueName}>
                    {valueLabel(t, view.facet, value.value, value.label)}
                  </span>{' '}
                  <span className={styles.count}>
                    <span aria-hidden="true">({value.count})</span>
                    <span className="visually-hidden">
                      {t('facetCount', { count: value.count })}
                    </span>
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </details>
  );
}

function ActiveFilters({
  params,
  facets,
  locale,
  t,
}: {
  params: CollectionParams;
  facets: FacetView[];
  locale: Locale;
  t: T;
}) {
  const chips: { key: string; label: string; to: string }[] = [];
  if (params.text) {
    chips.push({
      key: 'q',
      label: t('removeText', { text: params.text }),
      to: linkTo(locale, { ...params, text: '', page: 1 }),
    });
  }
  for (const view of facets) {
    for (const value of view.values.filter((each) => each.selected)) {
      chips.push({
        key: `${view.facet}:${value.value}`,
        label: t('removeFilter', {
          label: valueLabel(t, view.facet, value.value, value.label),
        }),
        to: linkTo(locale, toggled(params, view.facet, value.value)),
      });
    }
  }
  if (chips.length === 0) return null;
  return (
    <nav className={styles.active} aria-label={t('activeFilters')}>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link to={chip.to} className={styles.chip}>
              {chip.label}
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
        {chips.length > 1 ? (
          <li>
            <Link
              to={linkTo(locale, { text: '', filters: {}, sort: params.sort, page: 1 })}
              className={styles.reset}
            >
              {t('resetAll')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * The collection search: one GET form (text, facets as checkboxes with counts, sort) that works
 * without JavaScript, the chosen filters as links that take them away, the cards, the pages.
 */
export function CollectionSearch({
  params,
  search,
  locale,
}: {
  params: CollectionParams;
  search: CollectionPageState;
  locale: Locale;
}) {
  const t = useT('collection');
  const textId = useId();
  const hintId = useId();
  const sortId = useId();
  const countId = useId();
  const facets = search.state === 'results' ? search.facets : [];
  return (
    <div className={styles.layout}>
      <Form
        // A new state from the URL (a chip, a page link, the back button) resets every field:
        // the checkboxes and the select keep no choice the URL no longer has.
        key={new URLSearchParams(collectionQuery(params)).toString()}
        method="get"
        action={href('collection', {}, locale)}
        className={`${form.controls} ${styles.form}`}
        role="search"
        aria-label={t('formLabel')}
      >
        <div className={styles.textRow}>
          <label htmlFor={textId} className={`${form.label} ${styles.textLabel}`}>
            {t('searchLabel')}
          </label>
          <p id={hintId} className={form.hint}>
            {t('searchHint')}
          </p>
          <div className={styles.textControls}>
            <input
              id={textId}
              type="search"
              name="q"
              defaultValue={params.text}
              maxLength={MAX_TEXT}
              aria-describedby={hintId}
              className={styles.text}
            />
            <Button type="submit">{t('searchButton')}</Button>
          </div>
        </div>
        {search.state === 'results' ? (
          <div className={styles.filters}>
            <h2 className={styles.filtersHeading}>{t('filtersHeading')}</h2>
            {facets.map((view) => (
              <FacetGroup key={view.facet} view={view} t={t} />
            ))}
            <div className={styles.sortRow}>
              <label htmlFor={sortId} className={form.label}>
                {t('sortLabel')}
              </label>
              <select id={sortId} name="sort" defaultValue={search.sort} className={styles.sort}>
                {sorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {sort === 'relevance' && !params.text
                      ? t('sortRelevanceNeedsText')
                      : t(`sort.${sort}`)}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" variant="secondary" className={styles.apply}>
              {t('applyFilters')}
            </Button>
          </div>
        ) : null}
      </Form>
      <section className={styles.results} aria-labelledby={countId}>
        {search.state === 'unavailable' ? (
          <div role="status">
            <h2 id={countId}>{t('unavailable')}</h2>
            <p>{t('unavailableText')}</p>
          </div>
        ) : (
          <>
            <h2 id={countId} className={styles.resultCount}>
              {params.text
                ? t('resultCountFor', { count: search.total, text: params.text })
                : t('resultCount', { count: search.total })}
            </h2>
            <ActiveFilters params={params} facets={facets} locale={locale} t={t} />
            {search.cards.length === 0 ? (
              <div className={styles.empty}>
                <p>{t('noResults')}</p>
                <p>{t('noResultsHint')}</p>
              </div>
            ) : (
              <ObjectCards cards={search.cards} locale={locale} label={t('resultsLabel')} />
            )}
            <Pagination pagination={paginate(search.total, search.page, PAGE_SIZE)} />
          </>
        )}
      </section>
    </div>
  );
}
