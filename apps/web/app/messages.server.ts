/**
 * The site's UI catalogue: every namespace's table, by language. Server only: the root loader
 * sends the page language's catalogue to the page (app/i18n/react.tsx), so the browser never
 * loads both languages' texts. A table missing here is a type error (see MessageNamespaces).
 */
import { audioMessages } from '~/features/audio/messages';
import { bookingFormMessages, bookingMessages } from '~/features/booking/messages';
import { offerMessages } from '~/features/digital-offers/messages';
import { consentMessages } from '~/features/consent/messages';
import { footerMessages } from '~/features/footer/messages';
import { menuMessages } from '~/features/menu/messages';
import { openingHoursMessages } from '~/features/opening-hours/messages';
import { filterMessages } from '~/features/programme-filters/messages';
import { quizMessages } from '~/features/quiz/messages';
import { createHash } from 'node:crypto';
import type { Locale } from '~/domain/locale';
import { CATALOGUE_GLOBAL, registerCatalogue } from '~/i18n/react';
import { commonMessages } from '~/i18n/messages';
import {
  deliveredMessage,
  type Catalogue,
  type DeliveredCatalogue,
  type MessageTable,
  type Namespace,
} from '~/i18n/translate';
import { screenMessages } from '~/ui/content-screens/messages';
import { listMessages } from '~/ui/teaser/messages';
import { embedMessages } from '~/ui/embed/messages';

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
  consent: consentMessages,
  embed: embedMessages,
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

const delivered = new Map<Locale, { catalogue: DeliveredCatalogue; json: string }>();

/** The catalogue as the browser gets it: ICU messages parsed here, so it needs no parser. */
function deliveredCatalogue(locale: Locale): { catalogue: DeliveredCatalogue; json: string } {
  let result = delivered.get(locale);
  if (!result) {
    const parsed = Object.fromEntries(
      Object.entries(catalogue(locale)).map(([namespace, texts]) => [
        namespace,
        Object.fromEntries(
          Object.entries(texts).map(([key, text]) => [key, deliveredMessage(locale, text)]),
        ),
      ]),
    ) as DeliveredCatalogue;
    result = { catalogue: parsed, json: JSON.stringify(parsed) };
    delivered.set(locale, result);
  }
  return result;
}

const hrefs = new Map<Locale, string>();
const CATALOGUE_PATH = /^\/i18n\/(de|en)\.([0-9a-f]{10})\.js$/;

/**
 * Where the page language's catalogue is served: named by a hash of its content so that it can
 * be cached for a year (`/i18n/de.1a2b3c4d5e.js`). It is registered for server rendering too.
 */
export function catalogueHref(locale: Locale): string {
  let href = hrefs.get(locale);
  if (!href) {
    const { catalogue: parsed, json } = deliveredCatalogue(locale);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    href = `/i18n/${locale}.${hash}.js`;
    // Server rendering formats from the same parsed messages as the browser.
    registerCatalogue(href, parsed);
    hrefs.set(locale, href);
  }
  return href;
}

/**
 * The script for a requested path, or null when it names no catalogue. A page from before a
 * deployment may ask for an older hash: it gets today's texts of its language (not cached long).
 */
export function catalogueScript(path: string): { body: string; current: boolean } | null {
  const match = CATALOGUE_PATH.exec(path);
  if (!match) return null;
  const locale = match[1] as Locale;
  const { json } = deliveredCatalogue(locale);
  const body = `(self.${CATALOGUE_GLOBAL}=self.${CATALOGUE_GLOBAL}||{})[${JSON.stringify(path)}]=${json};\n`;
  return { body, current: catalogueHref(locale) === path };
}

/** Every table, for tests that check all texts. */
export const messageTables: { readonly [N in Namespace]: MessageTable } = tables;
