import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { translator } from '~/i18n/translate';
import { localeFromPath } from '~/site/paths';
import { ErrorPage } from '~/ui/error/ErrorPage';

/** Catch-all: any path without a screen answers 404 inside the normal page frame. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  console.warn(`[route] Page not found: ${pathname}`);
  return data({ pathname }, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  const t = translator(localeFromPath(location.pathname));
  return [{ title: `404 – ${t('error.notFound.title')} – ${t('site.name')}` }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}
