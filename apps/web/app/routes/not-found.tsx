import type { Route } from './+types/not-found';
import { notFound } from '~/features/page-loading/route-helpers.server';
import { ErrorPage } from '~/ui/error/ErrorPage';

/**
 * Catch-all: a legacy path from the CMS's redirect list redirects (301/302), any other path
 * without a screen answers 404 inside the normal page frame (the root error boundary).
 */
export async function loader({ url }: Route.LoaderArgs) {
  return notFound(url);
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}
