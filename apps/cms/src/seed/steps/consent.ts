import type { SeedContext } from '../lib/context';
import { ensureLocalizedBy, ensureLocalizedSingle } from '../lib/documents';
import { consentServices, consentTexts } from '../data/consent';

const SERVICE = 'api::consent-service.consent-service';

/**
 * The consent texts and the services of the consent settings. They need nothing else seeded
 * first, so a database seeded before these types existed gets them on its next start
 * (`onlyIntoEmpty`): the texts per locale that is still empty, the services only while there
 * are none at all, so that a service an editor deleted does not come back.
 */
export async function seedConsent(
  ctx: SeedContext,
  options: { onlyIntoEmpty?: boolean } = {},
): Promise<void> {
  const texts = consentTexts();
  await ensureLocalizedSingle(
    ctx,
    'api::consent-text.consent-text',
    'consent-text',
    texts.de,
    texts.en,
  );

  if (options.onlyIntoEmpty) {
    const existing = await ctx.strapi.documents(SERVICE).count({ locale: 'de' } as never);
    if (existing > 0) return;
  }
  for (const service of consentServices()) {
    await ensureLocalizedBy(ctx, SERVICE, 'consent-service', 'serviceId', service);
  }
}
