import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../app/domain/locale';
import { eventCalendarPath } from '../../app/site/feed-paths';
import { href } from '../../app/site/paths';
import { editorToken, within } from './support/editor';

// An editor marks an event postponed, then cancelled, in the German admin form (the event's own
// status, eventStatus, beside Strapi's draft/published one): saved as a draft it stays unseen;
// once German is published, the German and the English page and calendar file say so within 5 s.
const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '') ?? '';
const siteUrl = process.env.SITE_URL?.replace(/\/+$/, '') ?? '';
const events = '/content-manager/collection-types/api::event.event';
const words = {
  de: { postponed: 'Verschoben', cancelled: 'Abgesagt' },
  en: { postponed: 'Postponed', cancelled: 'Cancelled' },
} as const;

describe("an event's status, changed in the admin", () => {
  let token: string;
  let documentId = '';
  const id = randomUUID().slice(0, 8);
  const slugs = { de: `statuswechsel-${id}`, en: `status-change-${id}` };
  const page = (locale: Locale) => href('event', { slug: slugs[locale] }, locale);

  const editor = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${cmsUrl}${events}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(300);
    return JSON.parse(text) as { data: { documentId: string; eventStatus: string } };
  };
  const publish = (locale: Locale) =>
    editor('POST', `/${documentId}/actions/publish?locale=${locale}`, {});
  const markers = async (locale: Locale) => {
    const html = await (await fetch(`${siteUrl}${page(locale)}`)).text();
    const { postponed, cancelled } = words[locale];
    const pattern = new RegExp(`<strong[^>]*>(${postponed}|${cancelled})</strong>`, 'g');
    return [...html.matchAll(pattern)].map((match) => match[1]).join();
  };

  beforeAll(async () => {
    if (!siteUrl) throw new Error('SITE_URL names the site the CMS webhook calls');
    token = await editorToken(cmsUrl, process.env.CMS_API_TOKEN ?? '');
    const startDate = '2031-03-12T18:00:00.000Z';
    const created = await editor('POST', '?locale=de', {
      title: 'Vortrag mit wechselndem Status',
      slug: slugs.de,
      startDate,
    });
    documentId = created.data.documentId;
    expect(created.data.eventStatus).toBe('scheduled');
    await editor('PUT', `/${documentId}?locale=en`, {
      title: 'A talk whose status changes',
      slug: slugs.en,
      startDate,
    });
    await publish('de');
    await publish('en');
    for (const locale of ['de', 'en'] as const)
      await within(5000, async () => (await fetch(`${siteUrl}${page(locale)}`)).status === 200);
  });

  afterAll(async () => {
    if (documentId) await editor('DELETE', `/${documentId}?locale=*`);
  });

  it('is saved as postponed, and shown in both languages once German is published', async () => {
    const saved = await editor('PUT', `/${documentId}?locale=de`, { eventStatus: 'postponed' });
    expect(saved.data.eventStatus).toBe('postponed');
    expect([await markers('de'), await markers('en')]).toEqual(['', '']);
    await publish('de');
    for (const locale of ['de', 'en'] as const)
      await within(5000, async () => (await markers(locale)) === words[locale].postponed);
  });

  it('is saved as cancelled, shown and sent to calendars as cancelled in both languages', async () => {
    await editor('PUT', `/${documentId}?locale=de`, { eventStatus: 'cancelled' });
    await publish('de');
    for (const locale of ['de', 'en'] as const) {
      await within(5000, async () => (await markers(locale)) === words[locale].cancelled);
      const calendar = await fetch(`${siteUrl}${eventCalendarPath(locale, slugs[locale])}`);
      expect(await calendar.text()).toContain('STATUS:CANCELLED');
    }
  });
});
