// Here, beside messages.server.ts, because it renders with the real catalogue (i18n/ sits below it).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ExhibitionTeaser } from '~/domain/types';
import { catalogueHashes } from '~/messages.server';
import { MessagesProvider } from '~/i18n/react';
import { TeaserGrid } from '~/ui/teaser/TeaserGrid';

const teaser = (slug: string, highlight: boolean) =>
  ({
    contentType: 'exhibition',
    title: `Titel ${slug}`,
    slug,
    type: null,
    startDate: '2026-01-01',
    endDate: null,
    dateTimeOverride: null,
    targetGroups: [],
    categories: [],
    seasonalColorRequired: false,
    highlight,
    image: null,
  }) as unknown as ExhibitionTeaser;

/**
 * The slugs of the rendered teasers, in document order, each with the columns it spans in the
 * grids of 2, 3 and 4 columns (from its classes; one where it has none).
 */
function renderedOrder(items: ExhibitionTeaser[]): string[] {
  const html = renderToString(
    <MemoryRouter initialEntries={['/']}>
      <MessagesProvider hashes={catalogueHashes('de')} locale="de" page="default">
        <TeaserGrid items={items} empty="leer" />
      </MessagesProvider>
    </MemoryRouter>,
  );
  return [
    ...html.matchAll(/<li(?: class="([^"]+)")?>[\s\S]*?href="\/ausstellungen\/([^"]+)"/g),
  ].map(([, classes = '', slug]) => {
    const span = (columns: number) =>
      [...classes.matchAll(/span(\d)Of(\d)/gi)].find((match) => match[2] === String(columns))?.[1];
    return `${slug} ${[2, 3, 4].map((columns) => span(columns) ?? '1').join('/')}`;
  });
}

describe('every teaser grid', () => {
  it('shows the list in one order, highlights near their place, no cell empty (decision 0049)', () => {
    // An editor's list (a home section, the event list) with its highlights at the front.
    const items = [
      teaser('h1', true),
      teaser('h2', true),
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((slug) => teaser(slug, false)),
    ];
    // Two columns: h1 · a b · h2 · c d · e f. Three: h1 a · b h2 · c d e · f (whole row).
    // Four: h1 a b · h2 c d · e f (each two wide).
    expect(renderedOrder(items)).toEqual([
      'h1 2/2/2',
      'a 1/1/1',
      'b 1/1/1',
      'h2 2/2/2',
      'c 1/1/1',
      'd 1/1/1',
      'e 1/1/2',
      'f 1/3/2',
    ]);
  });

  it('keeps a list without highlights in its order, its last row filled', () => {
    const items = ['c', 'a', 'b', 'd'].map((slug) => teaser(slug, false));
    expect(renderedOrder(items)).toEqual(['c 1/1/1', 'a 1/1/1', 'b 1/1/1', 'd 1/3/1']);
  });
});
