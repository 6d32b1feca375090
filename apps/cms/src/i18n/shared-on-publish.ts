import type { Core, UID } from '@strapi/strapi';

interface PublishedEntry {
  id: number;
  locale?: string | null;
}

interface I18nContentTypes {
  isLocalizedContentType(model: unknown): boolean;
  getNonLocalizedAttributes(model: unknown): string[];
  getNestedPopulateOfNonLocalizedAttributes(uid: string): string[];
}

interface I18nLocalizations {
  syncNonLocalizedAttributes(entry: unknown, model: unknown): Promise<void>;
}

/**
 * The published version whose shared fields the other languages' published versions take:
 * the default language's when it was among those published, else the first one.
 */
export function sourceOfPublish(
  entries: readonly PublishedEntry[],
  defaultLocale: string,
): PublishedEntry | undefined {
  return entries.find((entry) => entry.locale === defaultLocale) ?? entries[0];
}

/**
 * Fields both languages share (dates, images, kinds, facts; decisions 0055 and 0061) are copied
 * by Strapi into every language's draft on save, but a language's published version keeps the
 * old value until that language is published too: the English page would show the old date
 * beside the German page's new one. Strapi's own copy on publish compares the new published
 * version with the draft, which already holds the values, and so never runs. Here publishing one
 * language gives the published versions of the others its shared values, in the publish's own
 * transaction (the webhook, sent on commit, finds every language changed). Texts are untouched.
 */
export function registerSharedFactsOnPublish(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.action !== 'publish') return next();
    const i18n = strapi.plugin('i18n');
    const contentTypes = i18n?.service('content-types') as I18nContentTypes | undefined;
    const model = strapi.getModel(context.uid as UID.ContentType);
    if (!contentTypes?.isLocalizedContentType(model)) return next();
    if (contentTypes.getNonLocalizedAttributes(model).length === 0) return next();
    return strapi.db.transaction(async () => {
      const result = await next();
      const { entries } = (result ?? {}) as { entries?: PublishedEntry[] };
      const defaultLocale = (await i18n.service('locales').getDefaultLocale()) as string;
      const source = sourceOfPublish(entries ?? [], defaultLocale);
      if (!source) return result;
      const entry = await strapi.db.query(context.uid as UID.ContentType).findOne({
        where: { id: source.id },
        populate: contentTypes.getNestedPopulateOfNonLocalizedAttributes(context.uid),
      });
      if (entry) {
        const localizations = i18n.service('localizations') as I18nLocalizations;
        await localizations.syncNonLocalizedAttributes(entry, model);
      }
      return result;
    });
  });
}
