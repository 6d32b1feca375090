/**
 * Texts in components. The server picks the page language's catalogue (app/messages.server.ts),
 * the root loader hands it to the page, and <MessagesProvider> makes it available here; the
 * browser never loads the other language's texts.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { localeFromPath } from '~/site/paths';
import type { Locale } from './locale';
import { translator, type Catalogue, type KeyOf, type Namespace, type Translate } from './translate';

const CatalogueContext = createContext<Partial<Catalogue> | null>(null);

export function MessagesProvider({ catalogue, children }: { catalogue: Partial<Catalogue> | null | undefined; children: ReactNode }) {
  return <CatalogueContext.Provider value={catalogue ?? null}>{children}</CatalogueContext.Provider>;
}

/** The page's locale comes from its URL, so it is known in error boundaries too. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** The translate function of one namespace in the page language: `const t = useT('quiz')`. */
export function useT<N extends Namespace>(namespace: N): Translate<KeyOf<N>> {
  const locale = useLocale();
  const catalogue = useContext(CatalogueContext);
  const messages = catalogue?.[namespace] as Record<KeyOf<N>, string> | undefined;
  return useMemo(() => translator(locale, messages, namespace), [locale, messages, namespace]);
}
