/**
 * The site's UI catalogue: every namespace's table, by language. Server only: the root loader
 * names the page language's catalogue parts (app/i18n/catalogue-parts.ts), so the browser never
 * loads both languages' texts, nor the parts of features the page does not show. A table missing here is a type error (see MessageNamespaces).
 */
import { statementMessages } from '~/features/accessibility-statement/messages';
import { audioMessages } from '~/features/audio/messages';
import {
  barrierReportFormMessages,
  barrierReportMessages,
} from '~/features/barrier-report/messages';
import { bookingFormMessages, bookingMessages } from '~/features/booking/messages';
import { calendarMessages } from '~/features/calendar-feed/messages';
import { offerMessages } from '~/features/digital-offers/messages';
import { consentMessages } from '~/features/consent/messages';
import { feedMessages } from '~/features/feeds/messages';
import { footerMessages } from '~/features/footer/messages';
import { menuMessages } from '~/features/menu/messages';
import { openingHoursMessages } from '~/features/opening-hours/messages';
import { filterMessages } from '~/features/programme-filters/messages';
import { quizMessages } from '~/features/quiz/messages';
import { searchMessages } from '~/features/search/messages';
import { collectionMessages } from '~/features/collection/messages';
import { previewMessages } from '~/features/preview/messages';
import { objectMessages } from '~/features/collection/object-messages';
import { createHash } from 'node:crypto';
import type { Locale } from '~/domain/locale';
import {
  catalogueParts,
  isCataloguePart,
  namespacesOf,
  partHref,
  type CataloguePart,
  type PartHashes,
} from '~/i18n/catalogue-parts';
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
  barrierReport: barrierReportMessages,
  barrierReportForm: barrierReportFormMessages,
  audio: audioMessages,
  quiz: quizMessages,
  offers: offerMessages,
  hours: openingHoursMessages,
  footer: footerMessages,
  statement: statementMessages,
  consent: consentMessages,
  embed: embedMessages,
  menu: menuMessages,
  filters: filterMessages,
  search: searchMessages,
  collection: collectionMessages,
  calendar: calendarMessages,
  feeds: feedMessages,
  preview: previewMessages,
  collectionObject: objectMessages,
} satisfies { [N in Namespace]: MessageTable<keyof Catalogue[N] & string> };

/** `make` once per key: the catalogues and their parts never change while the server runs. */
function once<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key) as V;
  };
}

/** The texts of one language, by namespace. */
export const catalogue = once(
  (locale: Locale): Catalogue =>
    Object.fromEntries(
      Object.entries(tables).map(([namespace, table]) => [namespace, table[locale]]),
    ) as Catalogue,
);

/** The catalogue as the browser gets it: ICU messages parsed here, so it needs no parser. */
const deliveredCatalogue = once(
  (locale: Locale): { catalogue: DeliveredCatalogue; json: string } => {
    const parsed = Object.fromEntries(
      Object.entries(catalogue(locale)).map(([namespace, texts]) => [
        namespace,
        Object.fromEntries(
          Object.entries(texts).map(([key, text]) => [key, deliveredMessage(locale, text)]),
        ),
      ]),
    ) as DeliveredCatalogue;
    return { catalogue: parsed, json: JSON.stringify(parsed) };
  },
);

interface DeliveredPart {
  json: string;
  hash: string;
}

/**
 * One part of a language's catalogue as the browser gets it, named by a hash of its content so
 * that it can be cached for a year. It is registered for server rendering under its href too.
 */
const deliveredPartOf = once((id: `${Locale}.${CataloguePart}`): DeliveredPart => {
  const [locale, part] = id.split('.') as [Locale, CataloguePart];
  const { catalogue: parsed } = deliveredCatalogue(locale);
  const texts = Object.fromEntries(
    namespacesOf(part).map((namespace) => [namespace, parsed[namespace]]),
  ) as Partial<DeliveredCatalogue>;
  const json = JSON.stringify(texts);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  // Server rendering formats from the same parsed messages as the browser.
  registerCatalogue(partHref(locale, part, hash), texts);
  return { json, hash };
});
const deliveredPart = (locale: Locale, part: CataloguePart) => deliveredPartOf(`${locale}.${part}`);

/** The content hash of every part of a language's catalogue (the root loader sends these). */
export const catalogueHashes = once(
  (locale: Locale): PartHashes =>
    Object.fromEntries(
      catalogueParts.map((part) => [part, deliveredPart(locale, part).hash]),
    ) as Record<CataloguePart, string>,
);

const PART_PATH = /^\/i18n\/(de|en)\.([a-z]+)\.[0-9a-f]{10}\.js$/;
// Pages from before the catalogue was split named the whole catalogue: `/i18n/de.<hash>.js`.
const WHOLE_PATH = /^\/i18n\/(de|en)\.[0-9a-f]{10}\.js$/;

function script(path: string, json: string): string {
  return `(self.${CATALOGUE_GLOBAL}=self.${CATALOGUE_GLOBAL}||{})[${JSON.stringify(path)}]=${json};\n`;
}

/**
 * The script for a requested path, or null when it names no part. A page from before a
 * deployment may ask for an older hash: it gets today's texts of that part (not cached long).
 */
export function catalogueScript(path: string): { body: string; current: boolean } | null {
  const whole = WHOLE_PATH.exec(path);
  if (whole)
    return { body: script(path, deliveredCatalogue(whole[1] as Locale).json), current: false };
  const [, name, partName] = PART_PATH.exec(path) ?? [];
  if (!name || !partName || !isCataloguePart(partName)) return null;
  const locale = name as Locale;
  const part = deliveredPart(locale, partName);
  return { body: script(path, part.json), current: partHref(locale, partName, part.hash) === path };
}

/** Every table, for tests that check all texts. */
export const messageTables: { readonly [N in Namespace]: MessageTable } = tables;
