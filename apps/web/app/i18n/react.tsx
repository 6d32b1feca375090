/**
 * Texts in components. The server picks the page language's catalogue (app/messages.server.ts)
 * and the page loads it as a small, long-cached script (`/i18n/<locale>.<hash>.js`) that runs
 * before the app's modules, so the HTML stays small and the browser never loads the other
 * language's texts. Server rendering and hydration read the same catalogue: no mismatch, no flash.
 */
import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import { defaultLocale, type Locale } from '../domain/locale';
import {
  translator,
  type DeliveredCatalogue,
  type KeyOf,
  type Namespace,
  type Translate,
} from './translate';

/** Where the catalogue scripts put their texts in the browser: `__zmMessages[href]`. */
export const CATALOGUE_GLOBAL = '__zmMessages';

type CatalogueStore = Record<string, DeliveredCatalogue | undefined>;
/** Catalogues by href: filled by the root loader on the server, by the catalogue script in the browser. */
const store: CatalogueStore = {};
const loading = new Map<string, Promise<void>>();

/** The server side: the root loader registers the catalogue the page names. */
export function registerCatalogue(href: string, catalogue: DeliveredCatalogue): void {
  store[href] = catalogue;
}

/** The catalogue a page names, once it is there (server: registered; browser: its script ran). */
export function loaded(href: string): DeliveredCatalogue | undefined {
  if (store[href]) return store[href];
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, CatalogueStore | undefined>)[CATALOGUE_GLOBAL]?.[
    href
  ];
}

/** In the browser after a change of language: load the other catalogue's script once. */
function load(href: string): Promise<void> {
  let promise = loading.get(href);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const script = document.createElement('script');
      script.src = href;
      script.onload = () => resolve();
      // A failed load may be tried again on the next change of language.
      script.onerror = () => {
        loading.delete(href);
        script.remove();
        resolve();
      };
      document.head.append(script);
    });
    loading.set(href, promise);
  }
  return promise;
}

interface PageTexts {
  locale: Locale;
  catalogue: Partial<DeliveredCatalogue> | null;
}

const PageTextsContext = createContext<PageTexts>({ locale: defaultLocale, catalogue: null });

/** The catalogue script for the page; without it (no href) texts show as keys and warn. */
export function CatalogueScript({ href }: { href: string | undefined }) {
  return href ? <script src={href} defer /> : null;
}

export function MessagesProvider({
  href,
  locale,
  children,
}: {
  href: string | undefined;
  /** The page language (from its URL), which the catalogue's texts are in. */
  locale: Locale;
  children: ReactNode;
}) {
  let catalogue = href ? loaded(href) : undefined;
  if (href && !catalogue && typeof window !== 'undefined') {
    use(load(href));
    catalogue = loaded(href);
  }
  const value = useMemo(() => ({ locale, catalogue: catalogue ?? null }), [locale, catalogue]);
  return <PageTextsContext.Provider value={value}>{children}</PageTextsContext.Provider>;
}

/** The translate function of one namespace in the page language: `const t = useT('quiz')`. */
export function useT<N extends Namespace>(namespace: N): Translate<KeyOf<N>> {
  const { locale, catalogue } = useContext(PageTextsContext);
  const messages = catalogue?.[namespace] as DeliveredCatalogue[N] | undefined;
  return useMemo(() => translator(locale, messages, namespace), [locale, messages, namespace]);
}
