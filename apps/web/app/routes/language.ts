import { redirect } from 'react-router';
import type { Route } from './+types/language';
import { localeCookie } from '~/site/locale-preference';
import { href, localeFromPath } from '~/site/paths';
import { parseLocaleParam, safeTarget } from '~/site/service-paths';

/**
 * The language switch's target (decision 0005): stores the chosen language in the locale
 * cookie (365 days, path /, SameSite=Lax) and redirects to the page in that language.
 * A plain link, so it works without JavaScript. Only same-site targets are followed.
 */
export function loader({ url, params }: Route.LoaderArgs) {
  const locale = parseLocaleParam(params.locale);
  if (!locale) throw new Response(null, { status: 404 });
  const home = href('home', {}, locale);
  const target = safeTarget(url.searchParams.get('to'), home);
  // A target in the other language would contradict the choice: go to that language's home.
  const location =
    localeFromPath(new URL(target, 'http://site.invalid').pathname) === locale ? target : home;
  return redirect(location, {
    status: 303,
    headers: { 'Set-Cookie': localeCookie(locale), 'Cache-Control': 'no-store' },
  });
}
