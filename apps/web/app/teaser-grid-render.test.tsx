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

/** The slugs of the rendered teasers, in document order, H for the wide (highlighted) tiles. */
function renderedOrder(items: ExhibitionTeaser[]): string[] {
  const html = renderToString(
    <MemoryRouter initialEntries={['/']}>
      <MessagesProvider hashes={catalogueHashes('de')} locale="de" page="default">
        <TeaserGrid items={items} empty="leer" />
      </MessagesProvider>
    </MemoryRouter>,
  );
  return [...html.matchAll(/<li( class="[^"]+")?>[\s\S]*?href="\/ausstellungen\/([^"]+)"/g)].map(
    (match) => (match[1] ? `H:${match[2]}` : match[2]!),
  );
}

describe('every teaser grid', () => {
  it('places a highlight after every 4 regular items, whatever order the list came in (SPEC §9, decision 0029)', () => {
    // An editor's list (a home section, the event list) with its highlights at the front.
    const items = [
      teaser('h1', true),
      teaser('h2', true),
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((slug) => teaser(slug, false)),
    ];
    expect(renderedOrder(items)).toEqual(['a', 'b', 'c', 'd', 'H:h1', 'e', 'f', 'H:h2']);
  });

  it('keeps a list without highlights as it is', () => {
    const items = ['c', 'a', 'b'].map((slug) => teaser(slug, false));
    expect(renderedOrder(items)).toEqual(['c', 'a', 'b']);
  });
});
