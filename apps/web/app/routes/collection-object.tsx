import type { ReactNode } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/collection-object';
import { getCollectionObject } from '~/content/collection.server';
import type { CollectionMaker, CollectionObject, CollectionTerm } from '~/domain/collection';
import { intlLocale, type Locale } from '~/domain/locale';
import { objectCitation } from '~/features/collection/citation';
import { withIiifImages } from '~/features/collection/iiif-images.server';
import { ObjectImages } from '~/features/collection/ObjectImages';
import { found, requestLocale } from '~/features/page-loading/route-helpers.server';
import { authorityRecords } from '~/features/collection/authority';
import { collectionObjectLd } from '~/features/structured-data/collection-object-ld.server';
import { ldPage, withStructuredData } from '~/features/structured-data/page-ld.server';
import { richTextToPlain } from '~/features/search/documents.server';
import { useT } from '~/i18n/react';
import { siteOrigin } from '~/site-origin.server';
import { iiifManifestPath } from '~/site/iiif-paths';
import { slugVersions, type PageFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { href } from '~/site/paths';
import { shareImage } from '~/site/share-image';
import { useLocale } from '~/site/use-locale';
import { imageSizes } from '~/ui/image/layout-sizes';
import { pageImages } from '~/ui/image/page-images';
import { ResponsiveImage } from '~/ui/image/ResponsiveImage';
import { PageTitle } from '~/ui/page-title/PageTitle';
import { RichText } from '~/ui/rich-text/RichText';
import styles from './collection-object.module.css';

/** A description for search engines and shared links: the first sentences, at most ~160 characters. */
function summaryOf(object: CollectionObject, locale: Locale): string | null {
  const text = richTextToPlain(object.description, locale).replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120))} …`;
}

export async function loader({ url, params }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  // An object described in German only is shown on the English page too (the English search
  // finds it), its texts marked as German.
  const own = await getCollectionObject(locale, params.slug);
  const fallback = own || locale === 'de' ? null : await getCollectionObject('de', params.slug);
  const stored = await found(own ?? fallback, url);
  const contentLang: Locale | null = own ? null : 'de';
  const frame: PageFrame = {
    screen: 'collectionObject',
    locale,
    title: stored.title,
    versions: slugVersions(
      own ? stored.alternates : { ...stored.alternates, [locale]: stored.slug },
    ),
  };
  // A withdrawn object keeps its permalink: 410 with a short note, nothing more of it.
  if (stored.withdrawn) {
    return data(
      {
        frame,
        withdrawn: { inventoryNumber: stored.inventoryNumber, note: stored.withdrawnNote },
        object: null,
        contentLang,
        citation: null,
        permalink: null,
        manifest: null,
      },
      { status: 410 },
    );
  }
  const object = await withIiifImages(stored);
  const described: PageFrame = {
    ...frame,
    description: summaryOf(object, locale),
    image: object.image ? shareImage(object.image) : null,
  };
  const page = await ldPage(described);
  const hasZoom = object.images.some((entry) => entry.iiif !== null);
  return data(
    pageImages({
      frame: withStructuredData(described, collectionObjectLd(object, page)),
      withdrawn: null,
      object,
      contentLang,
      citation: objectCitation({
        object,
        museum: page.museum.name,
        permalink: page.url,
        locale,
      }),
      permalink: page.url,
      manifest: hasZoom ? `${siteOrigin().origin}${iiifManifestPath(object.slug)}` : null,
    }),
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

const joined = (terms: CollectionTerm[]) => terms.map((term) => term.title).join(', ');

function Maker({ maker }: { maker: CollectionMaker }) {
  const t = useT('collectionObject');
  const name = maker.role ? t('makerRole', { name: maker.name, role: maker.role }) : maker.name;
  const life =
    maker.born !== null && maker.died !== null
      ? t('lifeDates', { born: String(maker.born), died: String(maker.died) })
      : maker.born !== null
        ? t('bornOnly', { born: String(maker.born) })
        : maker.died !== null
          ? t('diedOnly', { died: String(maker.died) })
          : null;
  const records = authorityRecords(maker);
  return (
    <>
      {name}
      {life ? `, ${life}` : null}
      {records.length > 0 ? (
        <span className={styles.records}>
          {records.map((record) => (
            <a
              key={record.uri}
              href={record.uri}
              className={styles.record}
              aria-label={`${record.register}: ${maker.name}`}
            >
              {record.register}
            </a>
          ))}
        </span>
      ) : null}
    </>
  );
}

function Fact({
  label,
  children,
  lang,
}: {
  label: string;
  children: ReactNode;
  /** The value's language where it is not the page's (an object described in German only). */
  lang?: string;
}) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd lang={lang}>{children}</dd>
    </div>
  );
}

function Location({ object, lang }: { object: CollectionObject; lang?: string }) {
  const t = useT('collectionObject');
  const locale = useLocale();
  const { location } = object;
  if (location.kind === 'storage') return <Fact label={t('location')}>{t('inStorage')}</Fact>;
  if (location.kind === 'loan') return <Fact label={t('location')}>{t('onLoan')}</Fact>;
  const room = location.room ? t('room', { room: location.room }) : null;
  return (
    <Fact label={t('onDisplay')}>
      {location.exhibition ? (
        <a href={href('exhibition', { slug: location.exhibition.slug }, locale)} lang={lang}>
          {location.exhibition.title}
        </a>
      ) : (
        t('onDisplayHere')
      )}
      {room ? `, ${room}` : null}
    </Fact>
  );
}

function Withdrawn({ inventoryNumber, note }: { inventoryNumber: string; note: string | null }) {
  const t = useT('collectionObject');
  return (
    <article className={styles.page}>
      <p className={styles.kind}>{t('kind')}</p>
      <PageTitle title={t('withdrawn.title')} />
      <p className={styles.lead}>{t('withdrawn.text', { inventoryNumber })}</p>
      {note ? (
        <p>
          <strong>{t('withdrawn.note')}:</strong> {note}
        </p>
      ) : null}
    </article>
  );
}

export default function CollectionObjectPage({ loaderData }: Route.ComponentProps) {
  const t = useT('collectionObject');
  const locale = useLocale();
  const { frame, object, withdrawn, citation, permalink, manifest, contentLang } = loaderData;
  // The object's own words are German where it has no English description.
  const lang = contentLang ? intlLocale[contentLang] : undefined;
  if (withdrawn || !object) {
    return (
      <Withdrawn
        inventoryNumber={withdrawn?.inventoryNumber ?? ''}
        note={withdrawn?.note ?? null}
      />
    );
  }
  const makers = object.makers.map((maker) => maker.name).join(', ');
  const byline = [makers, object.dating?.text].filter(Boolean).join(' · ');
  return (
    <article className={styles.page}>
      <p className={styles.kind}>
        {t('kind')} · {object.inventoryNumber}
      </p>
      <div lang={lang}>
        <PageTitle title={frame.title} />
        {byline ? <p className={styles.byline}>{byline}</p> : null}
      </div>
      {contentLang ? <p className={styles.languageNote}>{t('germanOnly')}</p> : null}
      {object.contentNote ? (
        <aside className={styles.contentNote} aria-labelledby="content-note">
          <h2 id="content-note" className={styles.noteHeading}>
            {t('contentNote')}
          </h2>
          <p lang={lang}>{object.contentNote}</p>
        </aside>
      ) : null}
      {object.images.length > 0 ? (
        <ObjectImages images={object.images} title={object.title} locale={locale} />
      ) : (
        <p className={styles.noImage}>{t('noImage')}</p>
      )}
      <div className={styles.columns}>
        <section aria-labelledby="object-facts" className={styles.factsSection}>
          <h2 id="object-facts">{t('facts')}</h2>
          <dl className={styles.facts}>
            <Fact label={t('inventoryNumber')}>{object.inventoryNumber}</Fact>
            {object.objectTypes.length > 0 ? (
              <Fact label={t('objectType')} lang={lang}>
                {joined(object.objectTypes)}
              </Fact>
            ) : null}
            {object.classifications.length > 0 ? (
              <Fact label={t('classification')} lang={lang}>
                {joined(object.classifications)}
              </Fact>
            ) : null}
            {object.makers.length > 0 ? (
              <Fact label={t('makers')} lang={lang}>
                {object.makers.length === 1 ? (
                  <Maker maker={object.makers[0]!} />
                ) : (
                  <ul className={styles.plainList}>
                    {object.makers.map((maker, index) => (
                      <li key={`${maker.slug}-${index}`}>
                        <Maker maker={maker} />
                      </li>
                    ))}
                  </ul>
                )}
              </Fact>
            ) : null}
            {object.dating?.text ? (
              <Fact label={t('dating')} lang={lang}>
                {object.dating.text}
              </Fact>
            ) : null}
            {object.place ? (
              <Fact label={t('place')} lang={lang}>
                {object.place}
              </Fact>
            ) : null}
            {object.materials.length > 0 ? (
              <Fact label={t('material')} lang={lang}>
                {joined(object.materials)}
              </Fact>
            ) : null}
            {object.techniques.length > 0 ? (
              <Fact label={t('technique')} lang={lang}>
                {joined(object.techniques)}
              </Fact>
            ) : null}
            {object.dimensions ? (
              <Fact label={t('dimensions')} lang={lang}>
                {object.dimensions}
              </Fact>
            ) : null}
            {object.inscription.length > 0 ? (
              <Fact label={t('inscription')} lang={lang}>
                <RichText document={object.inscription} className={styles.inline} />
              </Fact>
            ) : null}
            {object.subjects.length > 0 ? (
              <Fact label={t('subjects')} lang={lang}>
                {joined(object.subjects)}
              </Fact>
            ) : null}
            <Location object={object} lang={lang} />
            {object.creditLine ? (
              <Fact label={t('creditLine')} lang={lang}>
                {object.creditLine}
              </Fact>
            ) : null}
          </dl>
        </section>
        <div className={styles.texts} lang={lang}>
          {object.description.length > 0 ? (
            <section aria-labelledby="object-description">
              <h2 id="object-description">{t('description')}</h2>
              <RichText document={object.description} />
            </section>
          ) : null}
          {object.provenance.length > 0 ? (
            <section aria-labelledby="object-provenance">
              <h2 id="object-provenance">{t('provenance')}</h2>
              <RichText document={object.provenance} />
            </section>
          ) : null}
          {object.literature.length > 0 ? (
            <section aria-labelledby="object-literature">
              <h2 id="object-literature">{t('literature')}</h2>
              <ul className={styles.literature}>
                {object.literature.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
      {object.related.length > 0 ? (
        <section aria-labelledby="object-related" className={styles.related}>
          <h2 id="object-related">{t('related')}</h2>
          <ul className={styles.cards}>
            {object.related.map((related) => (
              <li key={related.slug} className={styles.card}>
                {related.image ? (
                  <ResponsiveImage
                    image={related.image}
                    locale={locale}
                    sizes={imageSizes.teaser}
                    className={styles.cardImage}
                  />
                ) : null}
                <a
                  href={href('collectionObject', { slug: related.slug }, locale)}
                  className={styles.cardLink}
                  lang={lang}
                >
                  {related.title}
                </a>
                <span className={styles.cardNumber}>{related.inventoryNumber}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="object-citation" className={styles.reuse}>
        <h2 id="object-citation">{t('citation')}</h2>
        <p className={styles.citation}>{citation}</p>
        <dl className={styles.links}>
          <div>
            <dt>{t('permalink')}</dt>
            <dd>
              <a href={permalink ?? undefined}>{permalink}</a>
            </dd>
          </div>
          {manifest ? (
            <div>
              <dt>{t('manifest')}</dt>
              <dd>
                <a href={manifest} type="application/ld+json" aria-describedby="manifest-hint">
                  {manifest}
                </a>
                <p id="manifest-hint" className={styles.hint}>
                  {t('manifestHint')}
                </p>
              </dd>
            </div>
          ) : null}
        </dl>
        <p className={styles.hint}>{t('metadataLicence')}</p>
      </section>
    </article>
  );
}
