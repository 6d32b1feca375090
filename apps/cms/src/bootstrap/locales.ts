import type { Core } from '@strapi/strapi';

const LOCALES = [
  { code: 'de', name: 'Deutsch' },
  { code: 'en', name: 'English' },
];
const DEFAULT_LOCALE = 'de';

interface LocaleService {
  findByCode(code: string): Promise<{ id: number; name: string } | null>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  update(where: { id: number }, data: { name: string }): Promise<unknown>;
  getDefaultLocale(): Promise<string | null>;
  setDefaultLocale(params: { code: string }): Promise<unknown>;
}

// Makes sure de (default) and en exist; other locales an editor added are left alone.
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales') as LocaleService;

  for (const { code, name } of LOCALES) {
    const existing = await locales.findByCode(code);
    if (!existing) {
      await locales.create({ code, name });
      strapi.log.info(`bootstrap: locale ${code} created`);
    } else if (existing.name !== name) {
      await locales.update({ id: existing.id }, { name });
    }
  }

  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) {
    await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
    strapi.log.info(`bootstrap: default locale set to ${DEFAULT_LOCALE}`);
  }
}
