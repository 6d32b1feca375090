import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { componentLayouts, contentTypeLayouts } from '../admin-layout/index';
import legacyDescriptions from '../admin-layout/legacy-descriptions.json';
import { ALT_TEXT_FIELD_TEXTS } from './alt-text-field-texts';
import { germanAdminTexts } from './german-texts';
import { KEYS_ONLY_IN_CODE } from './german-texts/media-library';

// One register (issue #44): every German text an editor reads addresses them with "Sie", as
// the site addresses visitors. "du", "dein…", "dir", "dich" and the informal imperatives an
// admin uses ("Wähle", "Klicke", "Gib …") may appear in none of them.

const INFORMAL = new RegExp(
  '(?<![\\p{L}])(' +
    [
      'du',
      'dein',
      'deine',
      'deinen',
      'deinem',
      'deiner',
      'deines',
      'dir',
      'dich',
      'wähle',
      'klicke',
      'gib',
      'gebe',
      'erstelle',
      'füge',
      'verwalte',
      'nutze',
      'lies',
      'lösche',
      'verschiebe',
      'gehe',
      'ziehe',
      'generiere',
      'konfiguriere',
      'definiere',
      'entferne',
      'versuche es',
      'überprüfe',
      'logge',
      'kontaktiere',
      'vergiss',
      'sieh',
      'sehe',
      'greife',
      'modelliere',
      'erweitere',
      'entdecke',
      'beginne',
      'kopiere',
      'speichere',
      'starte',
      'aktiviere',
      'setze',
      'lege',
      'ändere',
      'halte',
      'schaue',
      'bestätige',
      'erzähle',
      'probiere',
      'behebe',
      'fordere',
      'nenne',
    ].join('|') +
    ')(?![\\p{L}])',
  'iu',
);

const informal = (texts: Record<string, string>) =>
  Object.entries(texts).filter(([, text]) => INFORMAL.test(text));

const cms = path.resolve(import.meta.dirname, '../..');
const repository = path.resolve(cms, '../..');

function sourceFiles(folder: string, pattern = /\.tsx?$/): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file, pattern);
    return pattern.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The string literals of a source file (quotes and template literals, without their code). */
function literals(source: string): string[] {
  return [...source.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)].map((match) => match[2]);
}

describe('the register of the texts we write for editors', () => {
  it('says "Sie" in the admin layouts: names, labels, descriptions, placeholders, values', () => {
    const texts: Record<string, string> = {};
    for (const layout of [...contentTypeLayouts, ...componentLayouts]) {
      texts[`${layout.uid} name`] = layout.name.de;
      for (const [field, text] of Object.entries(layout.fields)) {
        const where = `${layout.uid}.${field}`;
        texts[`${where} label`] = text.label;
        texts[`${where} description`] = text.description;
        if (text.placeholder) texts[`${where} placeholder`] = text.placeholder;
        if (text.listLabel) texts[`${where} listLabel`] = text.listLabel;
        for (const [value, [german]] of Object.entries(text.enum ?? {}))
          texts[`${where}=${value}`] = german;
      }
    }
    for (const [uid, fields] of Object.entries(
      legacyDescriptions as Record<string, Record<string, string>>,
    ))
      for (const [field, text] of Object.entries(fields)) texts[`legacy ${uid}.${field}`] = text;
    expect(Object.keys(texts).length).toBeGreaterThan(500);
    expect(informal(texts)).toEqual([]);
  });

  it('says "Sie" in the admin texts we add, the media fields and the CMS code messages', () => {
    const texts: Record<string, string> = {
      ...germanAdminTexts,
      ...Object.fromEntries(
        Object.entries(ALT_TEXT_FIELD_TEXTS.de).map(([key, text]) => [`alt ${key}`, text]),
      ),
    };
    const files = sourceFiles(path.join(cms, 'src')).filter(
      (file) => !file.includes(`${path.sep}german-texts${path.sep}`),
    );
    for (const file of files)
      literals(readFileSync(file, 'utf8')).forEach((text, index) => {
        texts[`${path.relative(cms, file)} #${index}`] = text;
      });
    expect(files.length).toBeGreaterThan(100);
    expect(informal(texts)).toEqual([]);
  });

  it('says "Sie" in the guide for editors', () => {
    const guide = readFileSync(path.join(repository, 'docs/editors.md'), 'utf8');
    const lines = Object.fromEntries(guide.split('\n').map((line, index) => [index + 1, line]));
    expect(informal(lines)).toEqual([]);
  });

  it('notices an informal text', () => {
    expect(informal({ a: 'Bist du sicher?', b: 'Wähle eine Datei', c: 'Speichern Sie' })).toEqual([
      ['a', 'Bist du sicher?'],
      ['b', 'Wähle eine Datei'],
    ]);
    expect(informal({ a: 'Produkt', b: 'Verzeichnis dirigieren', c: 'Dudelsack' })).toEqual([]);
  });
});

// Strapi's own German, as the admin of this CMS loads it: the plugin's file, its keys
// prefixed with the plugin's id (the admin's own without one).
const STRAPI_GERMAN: [string, string][] = [
  ['', '@strapi/admin/dist/admin/admin/src/translations/de.json.mjs'],
  ['content-manager.', '@strapi/content-manager/dist/admin/translations/de.json.mjs'],
  ['upload.', '@strapi/upload/dist/admin/translations/de.json.mjs'],
  ['i18n.', '@strapi/i18n/dist/admin/translations/de.json.mjs'],
  ['users-permissions.', '@strapi/plugin-users-permissions/dist/admin/translations/de.json.mjs'],
  ['email.', '@strapi/email/dist/admin/translations/de.json.mjs'],
  ['content-type-builder.', '@strapi/content-type-builder/dist/admin/translations/de.json.mjs'],
];

async function strapiTexts(file: string): Promise<Record<string, string>> {
  const module = (await import(pathToFileURL(path.join(cms, 'node_modules', file)).href)) as {
    default: Record<string, string>;
  };
  return module.default;
}

async function strapiEnglish(): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const [prefix, file] of STRAPI_GERMAN)
    for (const [key, text] of Object.entries(await strapiTexts(file.replace('de.json', 'en.json'))))
      texts[prefix + key] = text;
  return texts;
}

async function strapiGerman(): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const [prefix, file] of STRAPI_GERMAN)
    for (const [key, text] of Object.entries(await strapiTexts(file))) texts[prefix + key] = text;
  return texts;
}

/** The ICU arguments and rich-text tags a message uses: an override must keep them. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\s*[,}]|<(\w+)>/g)].map((match) => match[1] ?? `<${match[2]}>`).sort();

describe("Strapi's German in the admin of this CMS", () => {
  it('says "Sie" once our texts replace Strapi\'s', async () => {
    const shown = { ...(await strapiGerman()), ...germanAdminTexts };
    expect(Object.keys(shown).length).toBeGreaterThan(1500);
    expect(informal(shown)).toEqual([]);
  });

  it('keeps the placeholders of every text it replaces', async () => {
    const german = await strapiGerman();
    const english = await strapiEnglish();
    const changed = Object.entries(germanAdminTexts).filter(([key, text]) => {
      if (KEYS_ONLY_IN_CODE.includes(key)) return false;
      const original = german[key] ?? english[key];
      return original === undefined || placeholders(original).join() !== placeholders(text).join();
    });
    expect(changed).toEqual([]);
  });

  it('replaces texts Strapi uses without a translation file only while its code uses them', () => {
    const code = sourceFiles(path.join(cms, 'node_modules/@strapi/upload/dist/admin'), /\.mjs$/)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    for (const key of KEYS_ONLY_IN_CODE)
      expect(code, key).toContain(`getTrad('${key.replace(/^upload\./, '')}')`);
  });

  it('has every text of the media library in German', async () => {
    const english = await strapiEnglish();
    const german = await strapiGerman();
    const missing = Object.keys(english)
      .filter((key) => key.startsWith('upload.') || key.startsWith('app.components.MediaLibrary'))
      .filter((key) => !(key in german) && !(key in germanAdminTexts));
    expect(missing).toEqual([]);
  });
});
