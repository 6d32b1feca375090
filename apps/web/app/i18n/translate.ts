import { useLocation } from 'react-router';
import { localeFromPath } from '~/site/paths';
import type { Locale } from '~/site/locales';
import { messages, type MessageKey } from './messages';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Looks a message up and fills `{name}` placeholders; a missing message only warns (SPEC §8). */
export function translator(locale: Locale): Translate {
  return (key, values = {}) => {
    const template = messages[locale][key] ?? messages.de[key];
    if (template === undefined) {
      console.warn(`[i18n] missing message "${key}" (${locale})`);
      return key;
    }
    return template.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
  };
}

/** The page's locale comes from its URL, so it is known in error boundaries too. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

export function useTranslate(): Translate {
  return translator(useLocale());
}
