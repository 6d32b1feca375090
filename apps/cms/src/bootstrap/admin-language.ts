import type { Core } from '@strapi/strapi';

const ADMIN_USER = 'admin::user';
const DEFAULT_LANGUAGE = 'de';

// Strapi's admin shows English unless a user picked a language in their profile. The museum
// works in German: users without a choice get German, both those who exist and those created
// later (invitations, the first admin). Anyone may still choose English in the profile.
export async function defaultAdminLanguage(strapi: Core.Strapi): Promise<void> {
  const updated = await strapi.db.query(ADMIN_USER).updateMany({
    where: { $or: [{ preferedLanguage: null }, { preferedLanguage: '' }] },
    data: { preferedLanguage: DEFAULT_LANGUAGE },
  });
  if (updated.count > 0) {
    strapi.log.info(`bootstrap: admin language German for ${updated.count} users without one`);
  }
  strapi.db.lifecycles.subscribe({
    models: [ADMIN_USER],
    beforeCreate(event) {
      const data = event.params.data as { preferedLanguage?: string | null };
      if (!data.preferedLanguage) data.preferedLanguage = DEFAULT_LANGUAGE;
    },
  });
}
