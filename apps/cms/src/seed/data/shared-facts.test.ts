import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SeedContext } from '../lib/context';
import { berlinToday, seedNow } from '../lib/time';
import { accessibilityStatement } from './accessibility-statement';
import { authors } from './authors';
import { consentServices } from './consent';
import { digitalOffers } from './digital-offers';
import { events } from './events';
import { exhibitions } from './exhibitions';
import { notices } from './notices';
import { offers } from './offers';
import { accessibilityPages, privacyPage } from './pages-accessibility';
import { museumPages } from './pages-museum';
import { visitPages } from './pages-visit';
import { pressReleases } from './press';
import { generalContact, home } from './singles';
import { ACCESSIBILITY_TAGS, CATEGORIES, TARGET_GROUPS } from './taxonomies';

// Fields both languages share (not localized, decisions 0055 and 0061) are written once by
// Strapi: when the seed adds the English version, an English value that differs from the German
// one would overwrite the German one. So the demo data must say the same in both languages.

interface Attribute {
  type: string;
  pluginOptions?: { i18n?: { localized?: boolean } };
}

const api = path.join(import.meta.dirname, '..', '..', 'api');
/** Per content type uid: its fields that are not localized (relations are, whatever they say). */
const sharedFields = new Map<string, string[]>(
  readdirSync(api).flatMap((name) => {
    const file = path.join(api, name, 'content-types', name, 'schema.json');
    let schema: {
      pluginOptions?: Attribute['pluginOptions'];
      attributes: Record<string, Attribute>;
    };
    try {
      schema = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return [];
    }
    if (schema.pluginOptions?.i18n?.localized !== true) return [];
    const fields = Object.entries(schema.attributes)
      .filter(
        ([, attribute]) =>
          attribute.pluginOptions?.i18n?.localized === false &&
          !['relation', 'uid'].includes(attribute.type),
      )
      .map(([field]) => field);
    return [[`api::${name}.${name}`, fields] as [string, string[]]];
  }),
);

// Media ids and documents of the seed run, stood in for by stable fakes.
const fakeMap = <V>(make: (key: string) => V) =>
  new (class extends Map<string, V> {
    override get(key: string) {
      return make(key);
    }
  })();
const now = seedNow();
const ctx = {
  strapi: undefined,
  now,
  today: berlinToday(now),
  media: fakeMap((key) => key.length * 1000 + key.charCodeAt(0)),
  documents: fakeMap((key) => `document:${key}`),
  counts: new Map(),
} as unknown as SeedContext;

type Data = Record<string, unknown>;
const items: [string, { key?: string; de: Data; en?: Data }[]][] = [
  ['api::category.category', CATEGORIES],
  ['api::target-group.target-group', TARGET_GROUPS],
  ['api::accessibility-tag.accessibility-tag', ACCESSIBILITY_TAGS],
  ['api::exhibition.exhibition', exhibitions(ctx)],
  ['api::offer.offer', offers(ctx)],
  ['api::event.event', events(ctx)],
  ['api::author.author', authors(ctx)],
  ['api::digital-offer.digital-offer', digitalOffers(ctx)],
  ['api::press-release.press-release', pressReleases(ctx)],
  [
    'api::page.page',
    [...visitPages(ctx), ...museumPages(ctx), ...accessibilityPages(ctx), privacyPage()],
  ],
  ['api::general-contact.general-contact', [generalContact(ctx)]],
  ['api::home.home', [home(ctx)]],
  ['api::accessibility-statement.accessibility-statement', [accessibilityStatement(ctx)]],
  ['api::consent-service.consent-service', consentServices()],
  ['api::notice.notice', notices(ctx.today)],
];

describe('demo content: facts shared by both languages', () => {
  it.each(items)('%s: the English version states the German facts', (uid, list) => {
    const fields = sharedFields.get(uid);
    expect(fields, `${uid} is not a localized type`).toBeDefined();
    for (const item of list) {
      if (!item.en) continue;
      for (const field of fields ?? []) {
        if (!(field in item.en)) continue;
        expect(item.en[field], `${uid} ${String(item.key ?? item.de.slug)} ${field}`).toEqual(
          item.de[field],
        );
      }
    }
  });
});
