/** Shared helpers of the page-screen browser tests (pages-*.test.ts). */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;
const cmsUrl = (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '');

export type Locale = 'de' | 'en';
export const locales: Locale[] = ['de', 'en'];

/** A CMS collection or single type, flat whatever the answer shape (v4 or v5). */
export async function cms<T>(path: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (process.env.CMS_API_TOKEN) headers.authorization = `Bearer ${process.env.CMS_API_TOKEN}`;
  const response = await fetch(`${cmsUrl}${path}`, { headers });
  expect(response.status, `${path} from ${cmsUrl}`).toBe(200);
  const { data } = (await response.json()) as { data: unknown };
  const flat = (item: unknown) => ((item as { attributes?: unknown }).attributes ?? item) as never;
  return (Array.isArray(data) ? data.map(flat) : flat(data)) as T;
}

/** Related entries may come as an array or as `{ data: [...] }` (v4). */
export function relation<T>(value: unknown): T[] {
  const list = Array.isArray(value) ? value : ((value as { data?: unknown[] } | null)?.data ?? []);
  return list.map((item) => ((item as { attributes?: unknown }).attributes ?? item) as T);
}

/** A browser page in the given language (`/` would otherwise follow Accept-Language). */
export async function openContext(
  browser: Browser,
  locale: Locale,
  options: { width?: number; javaScript?: boolean } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: locale === 'de' ? 'de-DE' : 'en-US',
    javaScriptEnabled: options.javaScript ?? true,
    // axe is injected by the test, which the site's CSP rightly forbids: bypass it here only.
    bypassCSP: true,
  });
}

/** The visible text of an element, whitespace collapsed. */
export async function textOf(page: Page, selector: string): Promise<string> {
  const text = await page.locator(selector).first().innerText();
  return text.replace(/\s+/g, ' ').trim();
}
