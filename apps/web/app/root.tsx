// First, so that the resets and tokens come before every component's styles in the one CSS file.
import './styles/global.css';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import {
  getGeneralContact,
  getHome,
  getNotices,
  getSeasonalColors,
  getSiteMenu,
} from '~/content/index.server';
import { requestNow } from '~/features/clock/now.server';
import { currentBuildId } from '~/build-id.server';
import { siteOrigin } from '~/site-origin.server';
import { loadFooterData } from '~/features/footer/footer-data.server';
import { shellMenu } from '~/features/menu/shell-menu.server';
import { loadConsentPageData } from '~/features/consent/consent-data.server';
import { analyticsConfig } from '~/features/analytics/analytics-config.server';
import { useAnalytics } from '~/features/analytics/use-analytics';
import { useFocusOnNavigation } from '~/features/navigation/useFocusOnNavigation';
import { useSiteLinks } from '~/features/navigation/use-site-links';
import { useClientRuntime } from '~/features/client-runtime/use-client-runtime';
import { seasonCss } from '~/features/season';
import { SeasonStyles } from '~/features/season/SeasonStyles';
import { intlLocale } from '~/domain/locale';
import { documentTitle, siteDefaults } from '~/site/page-meta';
import { localeFromPath } from '~/site/paths';
import { frameOfMatches } from '~/site/shell-data';
import { ErrorPage } from '~/ui/error/ErrorPage';
import { SiteShell } from '~/features/shell/SiteShell';
import { SiteStyles } from '~/ui/layout/SiteStyles';
import { CatalogueScripts, MessagesProvider, useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';
import { catalogueHashes } from '~/messages.server';
import { contentChangeContext, previewContext } from '~/load-context';
import { nextNoticeChange, shownNotices } from '~/features/notices/notice-window';
import { pageImages } from '~/ui/image/page-images';
import { LazyPreviewBar, loadPreviewBar } from '~/features/preview/LazyPreviewBar';

/** Menu, contact and seasons fail soft (SPEC §8: logged); the page's own content decides on a 500. */
async function optional<T>(promise: Promise<T>, what: string): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    console.error(`[root] ${what} unavailable:`, error instanceof Error ? error.message : error);
    return null;
  }
}

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const [menu, contact, seasonal, footer, consent, home, notices] = await Promise.all([
    optional(getSiteMenu(locale), 'site menu'),
    optional(getGeneralContact(locale), 'general contact'),
    optional(getSeasonalColors(), 'seasonal colours'),
    loadFooterData(request),
    loadConsentPageData(locale),
    optional(getHome(locale), 'home page (share defaults)'),
    optional(getNotices(locale), 'urgent notices'),
  ]);
  // Urgent notices start and end without a publish: no cache keeps this page past the next
  // start or end (entry.server, docs/decisions/0059).
  const now = requestNow(request);
  const noticeChange = nextNoticeChange(notices ?? [], now);
  if (noticeChange)
    context.get(contentChangeContext)?.changesIn(noticeChange.getTime() - now.getTime());
  const preview = context.get(previewContext);
  // The bar's code is loaded on use; here it is there before the page renders (LazyPreviewBar).
  if (preview) await loadPreviewBar();
  return {
    // Only what the shell renders: this data is serialised into every page (decision 0028).
    menu: menu ? shellMenu(menu) : null,
    // The footer shows the address and the contact links; the contact page's SEO is its own.
    contact: contact ? { ...contact, seo: null } : null,
    // Partner logos as the footer draws them (pageImages): without the CMS's renditions.
    footer: pageImages(footer),
    // Texts and services of the consent bar; the choice itself is applied in the browser.
    consent,
    // No page views are counted in an editor's preview (decision 0062).
    analytics: preview ? null : analyticsConfig(),
    // Season colours depend on today's Berlin date, so they are computed per request.
    seasonCss: seasonal ? seasonCss(seasonal.seasons, now) : '',
    // The urgent notices that show now, in this language (features/notices).
    notices: shownNotices(notices ?? [], now),
    // Canonical and share URLs name the configured public origin, never the request's Host.
    origin: siteOrigin().origin,
    // Description and picture of shared links to pages that have none of their own.
    share: home ? siteDefaults(home) : null,
    // The page language's UI texts go to the browser as cached scripts, one per part: their
    // content hashes (decision 0013).
    messages: catalogueHashes(locale),
    // SPEC §7: the build this page belongs to (compare with /builds/latest.json).
    buildId: currentBuildId(),
    // An editor's preview of drafts (server/preview.ts), or null for everyone else.
    preview,
  };
}

/**
 * The root data (menu, contact, texts) depends on the language only: it is loaded again when a
 * navigation changes the language, not on every page.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    defaultShouldRevalidate ||
    localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname)
  );
}

// Rendered by <Links /> in development only; SiteStyles writes the favicon link itself.
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const shell = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  // Here, not in App: the error pages' links navigate in the page as well.
  useSiteLinks();
  return (
    <html lang={intlLocale[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <SiteStyles />
        <SeasonStyles css={shell?.seasonCss ?? ''} />
      </head>
      <body>
        <MessagesProvider hashes={shell?.messages} locale={locale} page={location.key}>
          {children}
          <ScrollRestoration />
          {/* After the page, which names the parts it used; deferred like the app's modules and
              before them, so the texts are there to hydrate. */}
          <CatalogueScripts />
        </MessagesProvider>
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useFocusOnNavigation();
  useAnalytics(loaderData.analytics);
  // Code that failed to load twice for the same path within 10 s: the error page (SPEC §8).
  const codeFailure = useClientRuntime();
  const frame = frameOfMatches(useMatches());
  if (codeFailure) throw codeFailure;
  return (
    <>
      <SiteShell
        menu={loaderData.menu}
        contact={loaderData.contact}
        notices={loaderData.notices}
        frame={frame}
        // An editor's preview shows no consent bar over the page (decision 0062).
        consentBar={!loaderData.preview}
      >
        <Outlet />
      </SiteShell>
      {loaderData.preview && <LazyPreviewBar preview={loaderData.preview} />}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // When the root loader itself failed there is no shell data: the page still renders.
  const shell = useRouteLoaderData<typeof loader>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  // Details go to the server log (entry.server handleError); in development also to the console.
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  const t = useT('common');
  const title = `${status} – ${t(notFound ? 'error.notFound.title' : 'error.server.title')}`;
  return (
    <SiteShell
      menu={shell?.menu ?? null}
      contact={shell?.contact ?? null}
      notices={shell?.notices}
      frame={null}
      consentBar={!shell?.preview}
    >
      <title>{documentTitle(title, t('site.name'))}</title>
      <meta name="robots" content="noindex" />
      <ErrorPage status={status} />
    </SiteShell>
  );
}
