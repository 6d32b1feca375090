import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { componentLayouts, contentTypeLayouts } from '../admin-layout/index';
import { lacksAltText, parseAltText, type AltLanguage } from './alt-text';

// Publishing an entry asks for the alternative text of every image it shows, in the language
// being published (issue #44): a German page needs the German text, an English page the
// English one, unless the image is marked decorative. Checked where every publish passes, in
// the document service (the admin's button, bulk publishing, planned publishing), before the
// published version is written.

export interface Attribute {
  type: string;
  allowedTypes?: string[];
  component?: string;
  components?: string[];
}

export interface Schema {
  attributes: Record<string, Attribute>;
  pluginOptions?: { i18n?: { localized?: boolean } };
  options?: { draftAndPublish?: boolean };
}

export type SchemaOf = (uid: string) => Schema | undefined;

/** A media field that holds pictures only (a download may be an image, but is not shown as one). */
const isPictureField = (attribute: Attribute) =>
  attribute.type === 'media' &&
  (attribute.allowedTypes ?? []).length > 0 &&
  (attribute.allowedTypes ?? []).every((type) => type === 'images');

type Populate = Record<string, unknown>;

/**
 * The populate (document service syntax) that loads every picture field of `uid`, through
 * components and dynamic zones; null when the type shows no pictures.
 */
export function picturePopulate(
  uid: string,
  schemaOf: SchemaOf,
  seen: string[] = [],
): Populate | null {
  const schema = schemaOf(uid);
  if (!schema || seen.includes(uid)) return null;
  const populate: Populate = {};
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (isPictureField(attribute)) {
      populate[name] = true;
    } else if (attribute.type === 'component' && attribute.component) {
      const inner = picturePopulate(attribute.component, schemaOf, [...seen, uid]);
      if (inner) populate[name] = { populate: inner };
    } else if (attribute.type === 'dynamiczone') {
      const on: Populate = {};
      for (const component of attribute.components ?? []) {
        const inner = picturePopulate(component, schemaOf, [...seen, uid]);
        if (inner) on[component] = { populate: inner };
      }
      if (Object.keys(on).length > 0) populate[name] = { on };
    }
  }
  return Object.keys(populate).length > 0 ? populate : null;
}

export interface PictureFile {
  id?: number;
  name?: string;
  mime?: string;
  alternativeText?: string | null;
}

export interface PictureUse {
  file: PictureFile;
  /** The fields leading to it: [type or component uid, attribute name] from the entry down. */
  path: [string, string][];
}

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];

/** Every picture an entry (as loaded with picturePopulate) shows, in the order of its fields. */
export function picturesOf(
  entry: Record<string, unknown>,
  uid: string,
  schemaOf: SchemaOf,
  path: [string, string][] = [],
): PictureUse[] {
  const schema = schemaOf(uid);
  if (!schema) return [];
  const found: PictureUse[] = [];
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    const here: [string, string][] = [...path, [uid, name]];
    const value = entry[name];
    if (isPictureField(attribute)) {
      for (const file of asList(value) as PictureFile[]) {
        if (file && typeof file === 'object') found.push({ file, path: here });
      }
    } else if (attribute.type === 'component' && attribute.component) {
      for (const item of asList(value)) {
        if (item && typeof item === 'object')
          found.push(
            ...picturesOf(item as Record<string, unknown>, attribute.component, schemaOf, here),
          );
      }
    } else if (attribute.type === 'dynamiczone') {
      for (const item of asList(value)) {
        const component = (item as { __component?: unknown } | null)?.__component;
        if (typeof component === 'string')
          found.push(...picturesOf(item as Record<string, unknown>, component, schemaOf, here));
      }
    }
  }
  return found;
}

export interface MissingAltText {
  file: string;
  /** German labels of the fields leading to the picture, e.g. "Blöcke › Bild". */
  field: string;
}

const labels = new Map<string, string>();
for (const layout of [...contentTypeLayouts, ...componentLayouts]) {
  for (const [name, text] of Object.entries(layout.fields))
    labels.set(`${layout.uid}.${name}`, text.label);
}

/** The pictures among `uses` that lack the alternative text of `language`, each file once. */
export function missingAltTexts(uses: PictureUse[], language: AltLanguage): MissingAltText[] {
  const seen = new Set<string>();
  const missing: MissingAltText[] = [];
  for (const { file, path } of uses) {
    if (file.mime && !file.mime.startsWith('image/')) continue;
    const key = String(file.id ?? file.name);
    if (seen.has(key) || !lacksAltText(parseAltText(file.alternativeText), language)) continue;
    seen.add(key);
    missing.push({
      file: file.name ?? `#${file.id}`,
      field: path.map(([uid, name]) => labels.get(`${uid}.${name}`) ?? name).join(' › '),
    });
  }
  return missing;
}

const LANGUAGE_NAMES = {
  de: { de: 'deutsche', en: 'German' },
  en: { de: 'englische', en: 'English' },
} as const;

/**
 * Why the publish is refused, in the admin's language (`admin` is the editor's interface
 * language; German unless it is English). Names each image, its field and the language.
 */
export function refusalMessage(
  missing: MissingAltText[],
  language: AltLanguage,
  admin: string | null | undefined,
): string {
  const shown = missing.slice(0, 3);
  const more = missing.length - shown.length;
  if (admin === 'en') {
    const list = shown.map((item) => `“${item.file}” (${item.field})`).join(', ');
    return (
      `Not published: the ${LANGUAGE_NAMES[language].en} alternative text is missing for ` +
      `${missing.length === 1 ? 'the image' : 'the images'} ${list}` +
      `${more > 0 ? ` and ${more} more` : ''}. Enter it in the Media Library ` +
      `(“Alternative text ${LANGUAGE_NAMES[language].en}”) or mark the image as decorative.`
    );
  }
  const list = shown.map((item) => `„${item.file}“ (${item.field})`).join(', ');
  const adjective = LANGUAGE_NAMES[language].de;
  return (
    `Nicht veröffentlicht: ${missing.length === 1 ? 'Dem Bild' : 'Den Bildern'} ${list}` +
    `${more > 0 ? ` und ${more} weiteren` : ''} fehlt der ${adjective} Alternativtext. ` +
    `Tragen Sie ihn in der Medienbibliothek ein („Alternativtext ${adjective === 'deutsche' ? 'Deutsch' : 'Englisch'}“) ` +
    `oder markieren Sie das Bild als dekorativ.`
  );
}

/** The languages a publish with these parameters publishes. */
export function languagesPublished(locale: unknown, localized: boolean): AltLanguage[] {
  if (!localized || locale === '*') return ['de', 'en'];
  const asked = Array.isArray(locale) ? locale : [locale ?? 'de'];
  return asked.filter((value): value is AltLanguage => value === 'de' || value === 'en');
}

interface RequestState {
  user?: { preferedLanguage?: string | null };
}

export function registerAltTextCheck(strapi: Core.Strapi): void {
  const schemaOf: SchemaOf = (uid) =>
    strapi.getModel(uid as never) as unknown as Schema | undefined;
  strapi.documents.use(async (context, next) => {
    if (context.action !== 'publish') return next();
    const uid = context.uid as string;
    const populate = picturePopulate(uid, schemaOf);
    const { documentId, locale } = context.params as { documentId?: string; locale?: unknown };
    if (!populate || !documentId) return next();
    const localized = schemaOf(uid)?.pluginOptions?.i18n?.localized === true;
    for (const language of languagesPublished(locale, localized)) {
      const draft = (await strapi.documents(uid as never).findOne({
        documentId,
        status: 'draft',
        ...(localized ? { locale: language } : {}),
        populate,
      } as never)) as Record<string, unknown> | null;
      if (!draft) continue;
      const missing = missingAltTexts(picturesOf(draft, uid, schemaOf), language);
      if (missing.length > 0) {
        const state = strapi.requestContext.get()?.state as RequestState | undefined;
        throw new errors.ValidationError(
          refusalMessage(missing, language, state?.user?.preferedLanguage),
        );
      }
    }
    return next();
  });
}
