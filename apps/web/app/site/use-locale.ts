import { useLocation } from 'react-router';
import type { Locale } from '../domain/locale';
import { localeFromPath } from './paths';

/** The page's locale comes from its URL, so it is known in error boundaries too. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}
