import type { SeedContext } from '../lib/context';
import { ensureLocalizedSingle, ensureSingle } from '../lib/documents';
import { accessibilityStatement } from '../data/accessibility-statement';
import { openingHours, seasons } from '../data/calendar';
import { overviewIntros } from '../data/overview-intros';
import { generalContact, home } from '../data/singles';
import { siteMenu } from '../data/site-menu';
import { DEFAULT_TEMPLATES, TEMPLATE_NAMES, type ReplyLocale } from '../../replies/defaults';

export async function seedSingles(ctx: SeedContext): Promise<void> {
  const menu = siteMenu(ctx);
  await ensureLocalizedSingle(ctx, 'api::site-menu.site-menu', 'site-menu', menu.de, menu.en);
  const contact = generalContact(ctx);
  await ensureLocalizedSingle(
    ctx,
    'api::general-contact.general-contact',
    'general-contact',
    contact.de,
    contact.en,
  );
  await seedOverviewIntros(ctx);
  await seedAccessibilityStatement(ctx);
  await seedReplyTemplates(ctx);
  const homePage = home(ctx);
  await ensureLocalizedSingle(ctx, 'api::home.home', 'home', homePage.de, homePage.en);
  await ensureSingle(
    ctx,
    'api::seasonal-colors-collection.seasonal-colors-collection',
    'seasonal-colors-collection',
    { seasons: seasons(ctx.today) },
  );
  await ensureSingle(
    ctx,
    'api::opening-hours.opening-hours',
    'opening-hours',
    openingHours(ctx.today),
  );
}

/**
 * The overview intros need nothing else seeded first, so they are also completed on databases
 * seeded before the type existed (see seed/index.ts); locales that exist are left alone.
 */
export async function seedOverviewIntros(ctx: SeedContext): Promise<void> {
  const intros = overviewIntros();
  await ensureLocalizedSingle(
    ctx,
    'api::overview-intro.overview-intro',
    'overview-intro',
    intros.de,
    intros.en,
  );
}

/** Like the intros, completed once on databases seeded before the type existed. */
export async function seedAccessibilityStatement(ctx: SeedContext): Promise<void> {
  const statement = accessibilityStatement(ctx);
  await ensureLocalizedSingle(
    ctx,
    'api::accessibility-statement.accessibility-statement',
    'accessibility-statement',
    statement.de,
    statement.en,
  );
}

/** The texts of the replies to visitors (src/replies), also on databases seeded before them. */
export async function seedReplyTemplates(ctx: SeedContext): Promise<void> {
  const fields = (locale: ReplyLocale) =>
    Object.fromEntries(
      TEMPLATE_NAMES.flatMap((name) => [
        [`${name}Subject`, DEFAULT_TEMPLATES[locale][name].subject],
        [`${name}Body`, DEFAULT_TEMPLATES[locale][name].body],
      ]),
    );
  await ensureLocalizedSingle(
    ctx,
    'api::reply-template.reply-template' as never,
    'reply-template',
    fields('de'),
    fields('en'),
  );
}
