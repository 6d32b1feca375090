/**
 * Texts in components. The server picks the page language's catalogue (app/messages.server.ts),
 * split in parts (./catalogue-parts.ts); the page loads the parts its server render used as small,
 * long-cached scripts (`/i18n/<locale>.<part>.<hash>.js`) that run before the app's modules, so
 * the HTML stays small and the browser loads neither the other language's texts nor those of
 * features the page does not show. Server rendering and hydration read the same texts: no
 * mismatch, no flash. A client-side navigation that needs another part loads it before rendering.
 */
import {
  createContext,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { defaultLocale, type Locale } from '../domain/locale';
import {
  catalogueParts,
  partHref,
  partOf,
  type CataloguePart,
  type PartHashes,
} from './catalogue-parts';
import {
  translator,
  type DeliveredCatalogue,
  type KeyOf,
  type Namespace,
  type Translate,
} from './translate';

/** Where the catalogue scripts put their texts in the browser: `__zmMessages[href]`. */
export const CATALOGUE_GLOBAL = '__zmMessages';

type PartTexts = Partial<DeliveredCatalogue>;
type CatalogueStore = Record<string, PartTexts | undefined>;
/** Parts by href: registered by the server, put there by the part's script in the browser. */
const store: CatalogueStore = {};
const loading = new Map<string, Promise<void>>();
/** Parts whose script failed: their texts show as keys (with a warning) for this page view. */
const failed = new Set<string>();
// A build-time constant, so that the browser's bundle has no server-only branches.
const inBrowser = !import.meta.env.SSR;

/** The server side: the root loader registers the parts it names. */
export function registerCatalogue(href: string, texts: PartTexts): void {
  store[href] = texts;
}

/** A part's texts, once they are there (server: registered; browser: its script ran). */
export function loaded(href: string): PartTexts | undefined {
  if (store[href]) return store[href];
  if (!inBrowser) return undefined;
  return (window as unknown as Record<string, CatalogueStore | undefined>)[CATALOGUE_GLOBAL]?.[
    href
  ];
}

/** In the browser: load a part's script once; the promise resolves whether it loaded or not. */
function load(href: string): Promise<void> {
  let promise = loading.get(href);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const script = document.createElement('script');
      script.src = href;
      script.onload = () => resolve();
      script.onerror = () => {
        failed.add(href);
        script.remove();
        console.warn(`[i18n] the texts ${href} did not load`);
        resolve();
      };
      document.head.append(script);
    });
    loading.set(href, promise);
  }
  return promise;
}

interface UsedParts {
  parts: Set<CataloguePart>;
  /** <CatalogueScripts> has rendered: a part first used later would be missing in the page. */
  sent: boolean;
}

interface PageTexts {
  locale: Locale;
  hashes: PartHashes | null;
  /** Server: the parts this render used, for <CatalogueScripts> (new per render). */
  used: UsedParts;
  /**
   * Browser: the location key of the page this render shows. A key not yet committed is a
   * navigation's (or the hydration's) render. Read against `committedPage` in `useT`, not
   * resolved here: the context value then stays the same after the commit, and a later render
   * of the shell (route discovery, a fetcher) does not re-render every text on the page.
   */
  page: string;
  /** Browser: render again once a part arrived that a component waited for. */
  refresh: () => void;
}

const PageTextsContext = createContext<PageTexts>({
  locale: defaultLocale,
  hashes: null,
  used: { parts: new Set(), sent: false },
  page: '',
  refresh: () => {},
});

/** The location key of the page on screen (browser): a render of another key is navigating. */
let committedPage: string | null = null;

export function MessagesProvider({
  hashes,
  locale,
  page,
  children,
}: {
  /** The content hashes of the page language's parts (root loader); none: texts show as keys. */
  hashes: PartHashes | undefined;
  /** The page language (from its URL), which the texts are in. */
  locale: Locale;
  /** The location key: a render of a key not yet committed is a navigation's (a transition). */
  page: string;
  children: ReactNode;
}) {
  const [used] = useState<UsedParts>(() => ({ parts: new Set(['frame']), sent: false }));
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((current) => current + 1), []);
  useEffect(() => {
    committedPage = page;
  }, [page]);
  const value = useMemo(
    () => ({ locale, hashes: hashes ?? null, used, page, refresh, version }),
    [locale, hashes, used, page, refresh, version],
  );
  return <PageTextsContext.Provider value={value}>{children}</PageTextsContext.Provider>;
}

function recordUse(used: UsedParts, part: CataloguePart, namespace: Namespace): void {
  // Only a Suspense boundary in the page could render a text after the scripts were named.
  if (used.sent && !used.parts.has(part))
    console.error(`[i18n] "${namespace}" rendered after <CatalogueScripts>: its part is missing`);
  used.parts.add(part);
}

function markSent(used: UsedParts): void {
  used.sent = true;
}

/** A promise React reads as settled (`status`), so `use` returns at once. */
const settled = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** Shown while a part loads outside a navigation: nothing rather than keys. */
const waitingTranslate: Translate = () => '';

/** The translate function of one namespace in the page language: `const t = useT('quiz')`. */
export function useT<N extends Namespace>(namespace: N): Translate<KeyOf<N>> {
  const { locale, hashes, used, page, refresh } = useContext(PageTextsContext);
  const navigating = inBrowser && committedPage !== page;
  const part = partOf[namespace];
  const href = hashes ? partHref(locale, part, hashes[part]) : undefined;
  // The server render records the parts it used: the page loads exactly these.
  if (!inBrowser) recordUse(used, part, namespace);
  let texts = href ? loaded(href) : undefined;
  const missing = inBrowser && href !== undefined && !texts && !failed.has(href);
  // A navigation renders in a transition: suspending keeps the old page until the texts are
  // there. Any other update must not suspend (no Suspense boundary: the page would break), so
  // the component renders without texts and again when they arrive.
  if (navigating && href) {
    // Called on every navigation render, loaded or not: React replays a component that suspended
    // and expects the same use() calls (a settled thenable does not suspend).
    use(missing ? load(href) : settled);
    texts = loaded(href);
  }
  const waiting = missing && !navigating;
  useEffect(() => {
    if (waiting && href) void load(href).then(refresh);
  }, [waiting, href, refresh]);
  const messages = texts?.[namespace] as DeliveredCatalogue[N] | undefined;
  return useMemo(
    () => (waiting ? waitingTranslate : translator(locale, messages, namespace)),
    [waiting, locale, messages, namespace],
  );
}

/** The browser's list: the part scripts the server's HTML carried, in their order, kept. */
let hydratedHrefs: string[] | undefined;
function scriptsInHtml(): string[] {
  hydratedHrefs ??= Array.from(
    document.body.querySelectorAll<HTMLScriptElement>('script[src^="/i18n/"]'),
    (script) => script.getAttribute('src') ?? '',
  );
  return hydratedHrefs;
}

/**
 * The scripts of the parts the page uses: `frame` and every part the render used so far. Render
 * it after the page and before React Router's `<Scripts />` (deferred scripts run in order, so
 * the texts are there before hydration); on the server the page's components have then rendered.
 */
export function CatalogueScripts() {
  const { locale, hashes, used } = useContext(PageTextsContext);
  if (!inBrowser) markSent(used);
  const hrefs = inBrowser
    ? scriptsInHtml()
    : hashes
      ? catalogueParts
          .filter((part) => used.parts.has(part))
          .map((part) => partHref(locale, part, hashes[part]))
      : [];
  return hrefs.map((href) => <script key={href} src={href} defer />);
}

/** The frame's texts of a language (for `meta`, which renders outside the provider). */
export function frameTexts(locale: Locale, hashes: PartHashes | undefined): PartTexts | undefined {
  return hashes ? loaded(partHref(locale, 'frame', hashes.frame)) : undefined;
}
