/** The consent texts and services (single type consent-text, collection consent-service). */
import { describe, expect, it } from 'vitest';
import { consentCategories } from '~/domain/consent';
import { readFixture, testContext } from '../__fixtures__/files';
import { responseData, type ContentProblem } from '../strapi';
import {
  inEditorsOrder,
  toConsentService,
  toConsentTexts,
  toHosts,
  type ConsentServiceEntry,
} from './consent';
import { toItems } from './teaser';

function context(locale: 'de' | 'en' = 'de') {
  const problems: ContentProblem[] = [];
  return { ctx: testContext(locale, problems), problems };
}

describe('consent texts', () => {
  it('give every text in the requested language, the same from both shapes', () => {
    const german = toConsentTexts(
      responseData(readFixture('v5', 'consent-text.de')),
      context().ctx,
    );
    const english = toConsentTexts(
      responseData(readFixture('v4', 'consent-text.en')),
      context('en').ctx,
    );
    expect(german.settingsHeading).toBe('Cookie-Einstellungen');
    expect(english.settingsHeading).toBe('Cookie settings');
    expect(german.categories.necessary.title).toBe('Notwendig');
    expect(english.categories.analytics.title).toBe('Statistics');
    for (const texts of [german, english]) {
      expect(Object.keys(texts.categories)).toEqual([...consentCategories]);
      expect(texts.embedNotice).toContain('{service}');
    }
    expect(english.barText).not.toBe(german.barText);
  });

  it('are null where a field is empty (the UI catalogue stands in), each reported', () => {
    const { ctx, problems } = context('en');
    const raw = structuredClone(responseData(readFixture('v5', 'consent-text.en'))) as Record<
      string,
      unknown
    >;
    raw.barText = '  ';
    delete raw.analyticsTitle;
    raw.externalDescription = 42;
    const texts = toConsentTexts(raw, ctx);
    expect(texts.barText).toBeNull();
    expect(texts.categories.analytics.title).toBeNull();
    expect(texts.categories.external.description).toBeNull();
    expect(texts.settingsHeading).toBe('Cookie settings');
    expect(problems.map((problem) => problem.where).sort()).toEqual(
      [
        'consent-text.analyticsTitle',
        'consent-text.barText',
        'consent-text.externalDescription',
      ].sort(),
    );
  });

  it('are all null when the CMS has none (already reported there)', () => {
    for (const locale of ['de', 'en'] as const) {
      const { ctx, problems } = context(locale);
      const texts = toConsentTexts(null, ctx);
      for (const value of [
        texts.barHeading,
        texts.barText,
        texts.settingsHeading,
        texts.settingsIntro,
        ...Object.values(texts.categories).flatMap((c) => [c.title, c.description]),
        texts.embedNotice,
      ])
        expect(value).toBeNull();
      expect(problems).toEqual([]);
    }
  });

  it('report an embed notice that does not name the service, and keep it', () => {
    const { ctx, problems } = context();
    const texts = toConsentTexts({ embedNotice: 'Externer Inhalt.' }, ctx);
    expect(texts.embedNotice).toBe('Externer Inhalt.');
    expect(problems.map((problem) => problem.message)).toContain(
      'does not name the service ("{service}" is missing)',
    );
  });
});

const service = (fields: Record<string, unknown> = {}) => ({
  serviceId: 'youtube',
  name: 'YouTube',
  provider: 'Google Ireland Limited',
  category: 'external',
  purpose: 'Videos',
  cookies: null,
  hosts: 'www.youtube-nocookie.com\nwww.youtube.com',
  privacyUrl: 'https://policies.google.com/privacy',
  order: 30,
  ...fields,
});

describe('consent services', () => {
  it('read the recorded services alike from both shapes', () => {
    for (const locale of ['de', 'en'] as const) {
      const [flat, nested] = (['v5', 'v4'] as const).map((shape) => {
        const { ctx, problems } = context(locale);
        const items = toItems(
          toConsentService,
          responseData(readFixture(shape, `consent-services.${locale}`)),
          ctx,
          'consent-services',
        );
        expect(problems).toEqual([]);
        return items;
      });
      expect(nested).toEqual(flat);
      expect(flat?.map((entry) => entry.id)).toEqual(['zentralmuseum', 'matomo', 'youtube']);
      const [site, matomo, youtube] = flat!;
      expect(site).toMatchObject({
        category: 'necessary',
        hosts: [],
        privacyUrl: locale === 'de' ? '/datenschutz' : '/en/privacy-policy',
      });
      expect(site?.cookies).toContain('ncc_c');
      expect(matomo?.category).toBe('analytics');
      expect(matomo?.cookies).toContain('_pk_id');
      expect(youtube).toMatchObject({
        category: 'external',
        hosts: ['www.youtube-nocookie.com', 'www.youtube.com', 'youtube.com', 'youtu.be'],
        privacyUrl: expect.stringMatching(/^https:\/\/policies\.google\.com\//),
      });
    }
  });

  it('have hosts lower-cased, trimmed and once each, separated by commas or lines', () => {
    const { ctx, problems } = context();
    expect(
      toHosts(
        ' Player.Vimeo.com ,vimeo.com\n\nVIMEO.COM\r\nhttps://www.Vimeo.com/abc, vimeo.com.',
        ctx,
        'h',
      ),
    ).toEqual(['player.vimeo.com', 'vimeo.com', 'www.vimeo.com']);
    expect(problems).toEqual([]);
  });

  it('leave out host entries that are not host names, reported', () => {
    const { ctx, problems } = context();
    expect(
      toHosts('a.example, *.b.example, c.example/x, -d.example, e_f.example', ctx, 'h'),
    ).toEqual(['a.example']);
    expect(problems).toHaveLength(4);
    expect(toHosts(null, ctx, 'h')).toEqual([]);
  });

  it('keep a service without its refused privacy link, and allow a site path there', () => {
    const { ctx, problems } = context();
    expect(toConsentService(service({ privacyUrl: 'javascript:alert(1)' }), ctx)).toMatchObject({
      id: 'youtube',
      privacyUrl: null,
    });
    expect(toConsentService(service({ privacyUrl: 'mailto:a@b.example' }), ctx)?.privacyUrl).toBe(
      null,
    );
    expect(toConsentService(service({ privacyUrl: '/datenschutz' }), ctx)?.privacyUrl).toBe(
      '/datenschutz',
    );
    expect(problems.map((problem) => problem.where)).toEqual([
      'consent-service.privacyUrl',
      'consent-service.privacyUrl',
    ]);
  });

  it.each([
    ['an id with capitals', { serviceId: 'YouTube' }],
    ['an id with a bar', { serviceId: 'you|tube' }],
    ['a category name as id', { serviceId: 'analytics' }],
    ['a too long id', { serviceId: `a${'b'.repeat(40)}` }],
    ['no name', { name: ' ' }],
    ['no provider', { provider: null }],
    ['an unknown category', { category: 'marketing' }],
    ['no purpose', { purpose: '' }],
  ])('leave out a service with %s, reported', (_label, fields) => {
    const { ctx, problems } = context();
    expect(toConsentService(service(fields), ctx)).toBeNull();
    expect(problems).toHaveLength(1);
  });

  it('come in the editors’ order (order, then name, empty order last), each id once', () => {
    const { ctx, problems } = context();
    const entries = [
      service({ serviceId: 'late', name: 'Zeta', order: null }),
      service({ serviceId: 'b', name: 'Beta', order: 20 }),
      service({ serviceId: 'a', name: 'Alpha', order: 20 }),
      service({ serviceId: 'first', name: 'Omega', order: 1 }),
      service({ serviceId: 'a', name: 'Alpha again', order: 25 }),
    ].map((raw) => toConsentService(raw, ctx) as ConsentServiceEntry);
    const ordered = inEditorsOrder(entries, ctx.report);
    expect(ordered.map((entry) => entry.id)).toEqual(['first', 'a', 'b', 'late']);
    expect(ordered[1]?.name).toBe('Alpha');
    expect(Object.keys(ordered[0]!)).not.toContain('order');
    expect(problems.map((problem) => problem.where)).toEqual(['consent-services.a']);
  });
});
