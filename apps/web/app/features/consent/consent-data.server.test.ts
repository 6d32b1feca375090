import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsentSettings } from '~/domain/consent';

const getConsentSettings = vi.fn<(locale: string) => Promise<ConsentSettings>>();
vi.mock('~/content/index.server', () => ({ getConsentSettings }));

const { loadConsentDialogData, loadConsentPageData } = await import('./consent-data.server');

const nullTexts = {
  barHeading: null,
  barText: 'Eigener Text der Redaktion.',
  settingsHeading: null,
  settingsIntro: null,
  categories: {
    necessary: { title: null, description: null },
    analytics: { title: 'Besuchszählung', description: null },
    external: { title: null, description: null },
  },
  embedNotice: null,
};

const services = [
  {
    id: 'matomo',
    name: 'Matomo',
    provider: 'ZM',
    category: 'analytics' as const,
    purpose: 'Zählen',
    cookies: '_pk_id',
    hosts: ['stats.example'],
    privacyUrl: null,
  },
  {
    id: 'youtube',
    name: 'YouTube',
    provider: 'Google',
    category: 'external' as const,
    purpose: 'Videos',
    cookies: null,
    hosts: ['www.youtube-nocookie.com'],
    privacyUrl: 'https://policies.example/privacy',
  },
];

afterEach(() => {
  getConsentSettings.mockReset();
  vi.restoreAllMocks();
});

describe('consent data for pages and the dialog', () => {
  it('fills the texts editors left empty, in the page language, and keeps theirs', async () => {
    getConsentSettings.mockResolvedValue({ texts: nullTexts, services });
    const page = await loadConsentPageData('de');
    expect(page.barText).toBe('Eigener Text der Redaktion.');
    expect(page.barHeading).toBe('Cookies und externe Inhalte');
    expect(page.embedNotice).toContain('{service}');
    // Pages carry only what embeds need: external services, id, name and hosts.
    expect(page.embedServices).toEqual([
      { id: 'youtube', name: 'YouTube', hosts: ['www.youtube-nocookie.com'] },
    ]);
    const dialog = await loadConsentDialogData('en');
    expect(dialog.heading).toBe('Cookie settings');
    expect(dialog.categories.analytics.title).toBe('Besuchszählung');
    expect(dialog.categories.external.title).toBe('External content');
    expect(dialog.services).toEqual(services);
  });

  it('gives the built-in texts and no services when the CMS fails, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getConsentSettings.mockRejectedValue(new Error('CMS unreachable'));
    const page = await loadConsentPageData('en');
    expect(page.barHeading).toBe('Cookies and external content');
    expect(page.embedServices).toEqual([]);
    expect((await loadConsentDialogData('de')).services).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[consent]'), 'CMS unreachable');
  });
});
