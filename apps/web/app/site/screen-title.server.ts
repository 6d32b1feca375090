import { commonMessages, type MessageKey } from '~/i18n/messages';
import { tableTranslator } from '~/i18n/translate';
import type { Locale } from './locales';
import type { ScreenId } from './screens';

/** The name of a fixed screen (start page, overviews) in a language, from the UI messages. */
export function screenTitle(screen: ScreenId, locale: Locale): string {
  return tableTranslator(commonMessages, locale)(`screen.${screen}` as MessageKey);
}
