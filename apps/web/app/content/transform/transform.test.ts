import { describe, expect, it } from 'vitest';
import type { Locale } from '~/domain/locale';
import { readFixture as read, testContext } from '../__fixtures__/files';
import { flattenStrapi, responseData, type ContentProblem, type TransformContext } from '../strapi';
import { addressLines } from './general-contact';
import { altText, captionAndCredit, toImage, toMediaFile, uploadFileName } from './image';
import { singleTypeTransformers } from './index';

const readFixture = (shape: 'v4' | 'v5', name: string) => read(shape, name);
const context = (locale: Locale, problems: ContentProblem[] = []): TransformContext =>
  testContext(locale, problems);

describe('site menu', () => {
  const load = (locale: Locale) =>
    singleTypeTransformers['site-menu'](
      responseData(readFixture('v5', `site-menu.${locale}`)),
      context(locale),
    );

  it('lists the six sections in order with their titles and links', () => {
    const menu = load('en');
    expect(menu.sections.map((section) => section.id)).toEqual([
      'visit',
      'program',
      'offer',
      'discover',
      'accessibility',
      'museum',
    ]);
    expect(menu.sections.every((section) => section.title.length > 0)).toBe(true);
    expect(menu.sections[0]?.links[0]?.uri.startsWith('/en/')).toBe(true);
  });

  it('drops only the broken link and reports it', () => {
    const raw = structuredClone(responseData(readFixture('v5', 'site-menu.de'))) as {
      visit: { links: unknown[] };
    };
    const linkCount = raw.visit.links.length;
    raw.visit.links.push({ label: '', uri: 42 });
    const problems: ContentProblem[] = [];
    const menu = singleTypeTransformers['site-menu'](raw, context('de', problems));
    expect(menu.sections[0]?.links).toHaveLength(linkCount);
    expect(menu.sections).toHaveLength(6);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.where).toBe(`site-menu.visit.links[${linkCount}]`);
  });

  it('leaves out a broken section and keeps the rest', () => {
    const raw = structuredClone(responseData(readFixture('v5', 'site-menu.de'))) as Record<
      string,
      unknown
    >;
    raw.discover = { title: null };
    const problems: ContentProblem[] = [];
    const menu = singleTypeTransformers['site-menu'](raw, context('de', problems));
    expect(menu.sections.map((section) => section.id)).not.toContain('discover');
    expect(menu.sections).toHaveLength(5);
    expect(problems.map((problem) => problem.where)).toEqual(['site-menu.discover']);
  });

  it('turns empty content into an empty menu', () => {
    const menu = singleTypeTransformers['site-menu'](null, context('de'));
    expect(menu.sections).toEqual([]);
  });
});

describe('general contact', () => {
  it('reads address lines, phone and mail', () => {
    const contact = singleTypeTransformers['general-contact'](
      responseData(readFixture('v4', 'general-contact.de')),
      context('de'),
    );
    expect(contact.addressLines.length).toBeGreaterThan(1);
    expect(contact.mail).toMatch(/@/);
    expect(contact.phone).toBeTruthy();
  });

  it('reduces an HTML address (older v4 data) to text lines', () => {
    const raw = structuredClone(responseData(readFixture('v4', 'general-contact.de'))) as {
      address: string;
    };
    const lines = raw.address.split('\n');
    raw.address = `<p>${lines.join('<br/>')}</p>`;
    const contact = singleTypeTransformers['general-contact'](raw, context('de'));
    expect(contact.addressLines).toEqual(lines);
    expect(addressLines('<p>A &amp; B<br>C</p><p>D</p>')).toEqual(['A & B', 'C', 'D']);
  });

  it('names the imprint and privacy pages the editors chose, with their sections', () => {
    const contact = (locale: Locale) =>
      singleTypeTransformers['general-contact'](
        responseData(readFixture('v5', `general-contact.${locale}`)),
        context(locale),
      );
    expect(contact('de')).toMatchObject({
      imprintPage: { slug: 'impressum', section: 'museum' },
      privacyPage: { slug: 'datenschutz', section: 'none' },
    });
    expect(contact('en').imprintPage).toEqual({ slug: 'imprint', section: 'museum' });
  });

  it('has no legal pages when none are chosen, and reports a broken one', () => {
    const problems: ContentProblem[] = [];
    const raw = structuredClone(responseData(readFixture('v5', 'general-contact.de'))) as Record<
      string,
      unknown
    >;
    raw.imprintPage = null;
    raw.privacyPage = { slug: 42 };
    const contact = singleTypeTransformers['general-contact'](raw, context('de', problems));
    expect([contact.imprintPage, contact.privacyPage]).toEqual([null, null]);
    expect(problems.map((problem) => problem.where)).toEqual(['general-contact.privacyPage']);
  });
});

describe('overview intros', () => {
  it('give each overview screen its text in the requested language', () => {
    const intros = (locale: Locale) =>
      singleTypeTransformers['overview-intro'](
        responseData(readFixture('v4', `overview-intro.${locale}`)),
        context(locale),
      );
    const de = intros('de');
    const en = intros('en');
    expect(Object.keys(de)).toHaveLength(12);
    for (const [screen, text] of Object.entries(de)) {
      expect(text, screen).toMatch(/\S/);
      expect(en[screen as keyof typeof en], screen).not.toBe(text);
    }
    expect(de.programme).toMatch(/^Alle Termine im Zentralmuseum/);
  });

  it('leave a screen without intro when its field is empty or broken, and when nothing is filled in', () => {
    const problems: ContentProblem[] = [];
    const raw = structuredClone(responseData(readFixture('v5', 'overview-intro.de'))) as Record<
      string,
      unknown
    >;
    raw.events = '  ';
    raw.today = 7;
    const intros = singleTypeTransformers['overview-intro'](raw, context('de', problems));
    expect([intros.events, intros.today]).toEqual([null, null]);
    expect(intros.exhibitions).toBeTruthy();
    expect(problems.map((problem) => problem.where)).toEqual(['overview-intro.today']);
    const empty = singleTypeTransformers['overview-intro'](null, context('de'));
    expect(Object.values(empty).every((text) => text === null)).toBe(true);
  });
});

describe('images', () => {
  it('makes URLs absolute and reads bilingual alt text', () => {
    const home = singleTypeTransformers.home(
      responseData(readFixture('v4', 'home.en')),
      context('en'),
    );
    expect(home.image?.url).toMatch(/^https:\/\/cms\.example\.org\/uploads\//);
    expect(home.image?.alt.de).toBeTruthy();
    expect(home.image?.alt.en).toBeTruthy();
    expect(home.image?.alt.de).not.toBe(home.image?.alt.en);
    expect(home.image?.formats.thumbnail?.width).toBe(320);
    for (const format of Object.values(home.image?.formats ?? {})) {
      expect(format.url).toMatch(/^https:\/\/cms\.example\.org\//);
    }
  });

  it('accepts plain alt text and JSON with one language', () => {
    expect(altText('Foyer')).toEqual({ de: 'Foyer', en: 'Foyer' });
    expect(altText('{"de":"Halle"}')).toEqual({ de: 'Halle', en: 'Halle' });
    expect(altText(null)).toEqual({ de: '', en: '' });
  });

  it('gives a decorative image an empty alt text in both languages, whatever text it keeps', () => {
    expect(altText('{"de":"Ornament","en":"Ornament","decorative":true}')).toEqual({
      de: '',
      en: '',
    });
    expect(altText('{"de":"Ornament","decorative":false}')).toEqual({
      de: 'Ornament',
      en: 'Ornament',
    });
  });

  it('reads caption and credit in both languages from the caption field', () => {
    const caption = JSON.stringify({
      de: 'Getriebe einer Dampfmaschine',
      en: 'Gearing of a steam engine',
      credit: { de: 'Foto: Malte Brandt', en: 'Photo: Malte Brandt' },
    });
    const image = toImage(
      { url: '/uploads/gear_1a2b.jpg', width: 800, height: 600, caption },
      context('en'),
      'image',
    );
    expect(image?.caption).toEqual({
      de: 'Getriebe einer Dampfmaschine',
      en: 'Gearing of a steam engine',
    });
    expect(image?.credit).toEqual({ de: 'Foto: Malte Brandt', en: 'Photo: Malte Brandt' });
  });

  it('takes a plain caption for both languages, and one language for the other', () => {
    expect(captionAndCredit('Foyer')).toEqual({
      caption: { de: 'Foyer', en: 'Foyer' },
      credit: null,
    });
    expect(captionAndCredit('{"de":"Halle","credit":{"en":"Photo: A. B."}}')).toEqual({
      caption: { de: 'Halle', en: 'Halle' },
      credit: { de: 'Photo: A. B.', en: 'Photo: A. B.' },
    });
    expect(captionAndCredit(null)).toEqual({ caption: null, credit: null });
    expect(captionAndCredit('{broken')).toEqual({
      caption: { de: '{broken', en: '{broken' },
      credit: null,
    });
  });

  it('names the upload the site serves under /media, with a version that follows its content', () => {
    const media = {
      url: '/uploads/hall_4f2a.jpg',
      width: 800,
      height: 600,
      updatedAt: '2026-01-01T10:00:00.000Z',
    };
    const image = toImage(media, context('de'), 'image');
    expect(image?.media?.file).toBe('hall_4f2a.jpg');
    expect(image?.media?.version).toMatch(/^[a-z0-9]{1,16}$/);
    // Strapi keeps the name when an editor replaces the file: the version must change.
    const replaced = toImage(
      { ...media, updatedAt: '2026-02-01T10:00:00.000Z' },
      context('de'),
      'image',
    );
    expect(replaced?.media?.version).not.toBe(image?.media?.version);
    expect(toImage(media, context('en'), 'image')?.media).toEqual(image?.media);
  });

  it('serves only files of the uploads folder on the media host', () => {
    const base = 'https://cms.example.org';
    expect(uploadFileName('/uploads/a_1.png', base)).toBe('a_1.png');
    expect(uploadFileName('https://cms.example.org/uploads/a_1.png', base)).toBe('a_1.png');
    expect(uploadFileName('https://other.example/uploads/a_1.png', base)).toBeNull();
    expect(uploadFileName('/uploads/sub/a_1.png', base)).toBeNull();
    expect(uploadFileName('/elsewhere/a_1.png', base)).toBeNull();
  });
});

describe('files', () => {
  const pdf = {
    url: '/uploads/zm_factsheet_8170429078.pdf',
    name: 'zm-factsheet.pdf',
    mime: 'application/pdf',
    size: 1.4,
    ext: '.pdf',
    updatedAt: '2026-01-01T10:00:00.000Z',
  };

  it("name an upload by file and signed version, never by the CMS's address", () => {
    const file = toMediaFile(pdf, context('de'), 'file');
    expect(file).toEqual({
      url: null,
      media: {
        file: 'zm_factsheet_8170429078.pdf',
        version: expect.stringMatching(/^[a-z0-9]{15}$/),
      },
      name: 'zm-factsheet.pdf',
      mime: 'application/pdf',
      sizeBytes: 1400,
      extension: 'pdf',
    });
    // The CMS's absolute address of the same upload is the same upload.
    const absolute = toMediaFile(
      { ...pdf, url: 'https://cms.example.org/uploads/zm_factsheet_8170429078.pdf' },
      context('de'),
      'file',
    );
    expect(absolute?.media).toEqual(file?.media);
    // A replaced file (same name, Strapi keeps it) gets a new version, so caches let it go.
    const replaced = toMediaFile(
      { ...pdf, size: 2.5, updatedAt: '2026-02-01T10:00:00.000Z' },
      context('de'),
      'file',
    );
    expect(replaced?.media?.version).not.toBe(file?.media?.version);
  });

  it('keep a file of another host at its address', () => {
    const file = toMediaFile({ ...pdf, url: 'https://files.example/a.pdf' }, context('de'), 'file');
    expect(file).toMatchObject({ url: 'https://files.example/a.pdf', media: null });
  });

  it('leave out, and report, a file elsewhere on the CMS', () => {
    for (const url of [
      '/admin/secret.pdf',
      'https://cms.example.org/api/x.pdf',
      '/uploads/a/b.pdf',
    ]) {
      const problems: ContentProblem[] = [];
      expect(toMediaFile({ ...pdf, url }, context('de', problems), 'file'), url).toBeNull();
      expect(problems, url).toHaveLength(1);
    }
  });
});

describe('flattenStrapi', () => {
  it('unwraps entries, relations, empty relations and media', () => {
    expect(
      flattenStrapi({
        id: 1,
        attributes: {
          title: 'A',
          image: { data: { id: 2, attributes: { url: '/a.jpg' } } },
          tags: { data: [] },
          cover: { data: null },
          component: { id: 3, label: 'x' },
        },
      }),
    ).toEqual({
      id: 1,
      title: 'A',
      image: { id: 2, url: '/a.jpg' },
      tags: [],
      cover: null,
      component: { id: 3, label: 'x' },
    });
  });
});
