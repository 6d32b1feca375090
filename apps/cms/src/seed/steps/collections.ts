import type { UID } from '@strapi/strapi';
import type { SeedContext } from '../lib/context';
import { ensureEntry, ensureLocalized, type LocalizedItem } from '../lib/documents';
import { LOGOS } from '../media/catalog';
import { mediaId } from '../lib/context';
import { authors } from '../data/authors';
import { digitalOffers } from '../data/digital-offers';
import { events } from '../data/events';
import { exhibitions } from '../data/exhibitions';
import { offers } from '../data/offers';
import { accessibilityPages, privacyPage } from '../data/pages-accessibility';
import { museumPages } from '../data/pages-museum';
import { visitPages } from '../data/pages-visit';
import { pressReleases } from '../data/press';
import { REDIRECTS } from '../data/redirects';
import { ACCESSIBILITY_TAGS, CATEGORIES, TARGET_GROUPS } from '../data/taxonomies';

async function seedAll(
  ctx: SeedContext,
  uid: UID.ContentType,
  kind: string,
  items: LocalizedItem[],
) {
  for (const item of items) await ensureLocalized(ctx, uid, kind, item);
}

// Order matters: later types refer to documents of earlier ones by their seed key.
export async function seedCollections(ctx: SeedContext): Promise<void> {
  await seedAll(ctx, 'api::category.category', 'category', CATEGORIES);
  await seedAll(ctx, 'api::target-group.target-group', 'target-group', TARGET_GROUPS);
  await seedAll(
    ctx,
    'api::accessibility-tag.accessibility-tag',
    'accessibility-tag',
    ACCESSIBILITY_TAGS,
  );
  await seedAll(ctx, 'api::exhibition.exhibition', 'exhibition', exhibitions(ctx));
  await seedAll(ctx, 'api::offer.offer', 'offer', offers(ctx));
  await seedAll(ctx, 'api::event.event', 'event', events(ctx));
  await seedAll(ctx, 'api::author.author', 'author', authors(ctx));
  await seedAll(ctx, 'api::digital-offer.digital-offer', 'digital-offer', digitalOffers(ctx));
  await seedAll(ctx, 'api::press-release.press-release', 'press-release', pressReleases(ctx));
  await seedAll(ctx, 'api::page.page', 'page', [
    ...visitPages(ctx),
    ...museumPages(ctx),
    ...accessibilityPages(ctx),
    privacyPage(),
  ]);

  for (const [order, logo] of LOGOS.entries()) {
    await ensureEntry(ctx, 'api::partner.partner', 'partner', 'name', {
      name: logo.name,
      url: logo.url,
      group: logo.group,
      order: order + 1,
      logo: mediaId(ctx, `logo-${logo.key}`),
    });
  }
  for (const redirect of REDIRECTS)
    await ensureEntry(ctx, 'api::redirect.redirect', 'redirect', 'from', redirect);
}
