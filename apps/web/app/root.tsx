import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { getGeneralContact, getSiteMenu } from '~/content/index.server';
import { useLocale } from '~/i18n/translate';
import { htmlLang } from '~/site/locales';
import { localeFromPath } from '~/site/paths';
import { ErrorPage } from '~/ui/error/ErrorPage';
import { SiteShell } from '~/ui/layout/SiteShell';
import globalStyles from './styles/global.css?url';

/** Menu and contact fail soft (SPEC §8: logged); the page's own content decides on a 500. */
async function optional<T>(promise: Promise<T>, what: string): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    console.error(`[root] ${what} unavailable:`, error instanceof Error ? error.message : error);
    return null;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [menu, contact] = await Promise.all([
    optional(getSiteMenu(locale), 'site menu'),
    optional(getGeneralContact(locale), 'general contact'),
  ]);
  return { menu, contact };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: globalStyles },
];

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <html lang={htmlLang[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell menu={loaderData.menu} contact={loaderData.contact}>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // When the root loader itself failed there is no shell data: the page still renders.
  const shell = useRouteLoaderData<typeof loader>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  return (
    <SiteShell menu={shell?.menu ?? null} contact={shell?.contact ?? null}>
      <title>{`${status} – Zentralmuseum`}</title>
      <ErrorPage status={status} />
    </SiteShell>
  );
}
