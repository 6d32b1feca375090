import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchDocument } from './document';
import { createSearchIndex } from './search-index.server';
import { searchPageState } from './search-page.server';
import { readSearchParams } from './search-params';

const now = new Date('2026-11-25T10:00:00Z');

// 23 events and 2 exhibitions about clocks: three pages of ten for all, one for exhibitions.
const docs: SearchDocument[] = [
  ...Array.from({ length: 23 }, (_, n) => ({
    id: `event:${n}`,
    kind: 'event' as const,
    locale: 'de',
    title: `Uhrenwerkstatt ${n + 1}`,
    body: 'Wir öffnen eine alte Uhr.',
    path: `/veranstaltungen/uhr-${n}`,
  })),
  ...['Turmuhr', 'Taschenuhr'].map((title) => ({
    id: `exhibition:${title}`,
    kind: 'exhibition' as const,
    locale: 'de',
    title,
    body: 'Die Uhr der Stadt.',
    path: `/ausstellungen/${title}`,
  })),
];

async function readyIndex() {
  const index = createSearchIndex('de');
  await index.addAll(docs);
  return index;
}

const state = async (query: string) =>
  searchPageState(readSearchParams(new URLSearchParams(query)), readyIndex, 'de', now);

describe('search page state', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is empty without a text and does not wait for the index', async () => {
    const index = vi.fn(readyIndex);
    expect(
      await searchPageState(readSearchParams(new URLSearchParams('text=+')), index, 'de', now),
    ).toEqual({ state: 'empty' });
    expect(index).not.toHaveBeenCalled();
  });

  it('pages ten hits at a time, the kind filter counted on its own', async () => {
    const all = await state('text=uhr&page=3');
    if (all.state !== 'results') throw new Error(all.state);
    expect(all.result.total).toBe(25);
    expect(all.result.pageCount).toBe(3);
    expect(all.result.hits).toHaveLength(5);
    expect(all.result.hits[0]).not.toHaveProperty('score');

    const filtered = await state('text=uhr&kind=exhibition');
    if (filtered.state !== 'results') throw new Error(filtered.state);
    expect(filtered.result.kind).toBe('exhibition');
    expect(filtered.result.pageCount).toBe(1);
    expect(filtered.result.countsByKind).toMatchObject({ event: 23, exhibition: 2 });
    expect(filtered.result.hits.map((hit) => hit.kind)).toEqual(['exhibition', 'exhibition']);
  });

  it('shows the last page for a page past the end, and all kinds for an unknown kind', async () => {
    const late = await state('text=uhr&page=40&kind=wrong');
    if (late.state !== 'results') throw new Error(late.state);
    expect(late.result.kind).toBeNull();
    expect(late.result.page).toBe(3);
    expect(late.result.hits).toHaveLength(5);
  });

  it('says that a text over 200 characters was cut', async () => {
    const long = await state(`text=${'uhr '.repeat(80)}`);
    if (long.state !== 'results') throw new Error(long.state);
    expect(long.result.truncated).toBe(true);
    expect(long.result.text.length).toBeLessThanOrEqual(200);
  });

  it('is unavailable, not an error, while the index cannot be built', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = () => Promise.reject(new Error('CMS down'));
    const params = readSearchParams(new URLSearchParams('text=uhr'));
    expect(await searchPageState(params, failing, 'de', now)).toEqual({ state: 'unavailable' });
  });
});
