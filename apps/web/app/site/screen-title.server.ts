import { commonMessages } from '~/i18n/messages';
import { tableTranslator } from '~/i18n/translate';
import type { Locale } from '../domain/locale';
import { screenTitleKey, type TitledScreen } from './screens';

/** The name of a fixed screen (start page, overviews) in a language: its table entry's message. */
export function screenTitle(screen: TitledScreen, locale: Locale): string {
  return tableTranslator(commonMessages, locale)(screenTitleKey(screen));
}
