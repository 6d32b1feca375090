/**
 * The site's UI catalogue: every namespace's table, by language. Server only: the root loader
 * sends the page language's catalogue to the page (app/i18n/react.tsx), so the browser never
 * loads both languages' texts. A table missing here is a type error (see MessageNamespaces).
 */
import { audioMessages } from '~/features/audio/messages';
import { bookingFormMessages, bookingMessages } from '~/features/booking/messages';
import { offerMessages } from '~/features/digital-offers/messages';
import { footerMessages } from '~/features/footer/messages';
import { menuMessages } from '~/features/menu/messages';
import { openingHoursMessages } from '~/features/opening-hours/messages';
import { filterMessages } from '~/features/programme-filters/messages';
import { quizMessages } from '~/features/quiz/messages';
import type { Locale } from '~/i18n/locale';
import { commonMessages } from '~/i18n/messages';
import type { Catalogue, MessageTable, Namespace } from '~/i18n/translate';
import { screenMessages } from '~/ui/content-screens/messages';
import { listMessages } from '~/ui/teaser/messages';

const tables = {
  common: commonMessages,
  list: listMessages,
  screens: screenMessages,
  booking: bookingMessages,
  bookingForm: bookingFormMessages,
  audio: audioMessages,
  quiz: quizMessages,
  offers: offerMessages,
  hours: openingHoursMessages,
  footer: footerMessages,
  menu: menuMessages,
  filters: filterMessages,
} satisfies { [N in Namespace]: MessageTable<keyof Catalogue[N] & string> };

const catalogues = new Map<Locale, Catalogue>();

/** The texts of one language, by namespace (built once per language). */
export function catalogue(locale: Locale): Catalogue {
  let result = catalogues.get(locale);
  if (!result) {
    result = Object.fromEntries(
      Object.entries(tables).map(([namespace, table]) => [namespace, table[locale]]),
    ) as Catalogue;
    catalogues.set(locale, result);
  }
  return result;
}

/** Every table, for tests that check all texts. */
export const messageTables: { readonly [N in Namespace]: MessageTable } = tables;
