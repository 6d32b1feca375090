import { data } from 'react-router';
import type { Route } from './+types/collection';
import { collectionService } from '~/features/collection/collection.server';
import { collectionPageState } from '~/features/collection/collection-page.server';
import { CollectionSearch } from '~/features/collection/CollectionSearch';
import {
  collectionQuery,
  isNarrowed,
  readCollectionParams,
} from '~/features/collection/search-params';
import { requestLocale } from '~/features/page-loading/route-helpers.server';
import { withStructuredData } from '~/features/structured-data/page-ld.server';
import { useT } from '~/i18n/react';
import { tableTranslator } from '~/i18n/translate';
import { collectionMessages } from '~/features/collection/messages';
import { fixedFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { screenTitle } from '~/site/screen-title.server';
import { pageImages } from '~/ui/image/page-images';
import { PageTitle } from '~/ui/page-title/PageTitle';

export function loader({ url }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  const params = readCollectionParams(url.searchParams);
  const search = collectionPageState(collectionService, params, locale);
  const query = collectionQuery(params);
  const narrowed = isNarrowed(params);
  const frame = withStructuredData({
    ...fixedFrame('collection', locale, screenTitle('collection', locale)),
    description: tableTranslator(collectionMessages, locale)('intro'),
    // The state is the page's identity: the breadcrumb's last link and the language switch keep it.
    ...(narrowed ? { query, switchQuery: query, filtered: true } : {}),
  });
  return data(pageImages({ frame, params, search }), {
    status: search.state === 'unavailable' ? 503 : 200,
    // Results follow every publish within seconds (the webhook): filtered pages are not kept.
    headers: narrowed || search.state === 'unavailable' ? { 'Cache-Control': 'no-store' } : {},
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const t = useT('collection');
  const { frame, params, search } = loaderData;
  return (
    <div>
      <PageTitle title={frame.title} intro={t('intro')} />
      <CollectionSearch params={params} search={search} locale={frame.locale} />
    </div>
  );
}
