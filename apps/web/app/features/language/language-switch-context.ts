import { createContext, useContext } from 'react';
import type { LanguageSwitchTarget } from '~/site/page-frame';

/**
 * The other language's URL of the page on screen. The shell provides it, so the header and
 * the menu can place <LanguageSwitch /> without passing page data down.
 */
export const LanguageSwitchContext = createContext<LanguageSwitchTarget | null>(null);

export function useLanguageSwitchTarget(): LanguageSwitchTarget | null {
  return useContext(LanguageSwitchContext);
}
