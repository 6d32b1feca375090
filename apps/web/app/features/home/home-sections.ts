/** What the home page's three sections show (SPEC §1), chosen by Berlin dates. */
import type {
  ContentTeaser,
  DigitalOfferTeaser,
  EventTeaser,
  ExhibitionTeaser,
} from '~/domain/types';
import { applyProgrammeFilter, defaultProgrammeFilter } from '~/features/programme-filters';
import { groupByPhase } from '~/features/exhibitions/exhibition-phase';
import { arrangeTeasers, gridColumns, type GridColumns, type Placed } from '~/ui/teaser/highlights';

/**
 * How many teasers each section shows at most: two full rows in the tablet's and the desktop's
 * grids for what is on and coming, one for the digital offers (fullRows chooses fewer where
 * rows would not be full). On phones the cards are compact
 * (TeaserGrid), so the phone home page stays within six screens (issue 43); each section links
 * to its whole list.
 */
export const SECTION_SIZE = { current: 6, comingSoon: 6, discover: 2 } as const;

/** Tiles of a row, in the arranged order, with their spans in a grid of `columns`. */
function rowsOf<T extends { highlight?: boolean | null }>(
  placed: readonly Placed<T>[],
  columns: GridColumns,
): Placed<T>[][] {
  const rows: Placed<T>[][] = [];
  let used: number = columns;
  for (const tile of placed) {
    if (used >= columns) {
      rows.push([]);
      used = 0;
    }
    rows.at(-1)!.push(tile);
    used += tile.spans[columns];
  }
  return rows;
}

/** Whether a tile is wider in the grid of `columns` than it is by itself. */
const stretched = (tile: Placed<{ highlight?: boolean | null }>, columns: GridColumns) =>
  tile.spans[columns] > Math.min(tile.item.highlight ? 2 : 1, columns);

/**
 * Whether the teasers, arranged as every grid arranges them (SPEC §9, decision 0049), leave no
 * card alone in a row of the two-, three- or four-column grid. The arrangement fills every row;
 * a row of one card stretched over it is the orphan this avoids (a highlight alone in its
 * two columns is as wide as it always is).
 */
export function withoutOrphans(items: readonly { highlight?: boolean | null }[]): boolean {
  const placed = arrangeTeasers(items);
  return gridColumns.every((columns) =>
    rowsOf(placed, columns).every((row) => row.length > 1 || !stretched(row[0]!, columns)),
  );
}

/** Whether the tablet's and the desktop's grids (2 and 3 columns) need to stretch no card. */
export function evenRows(items: readonly { highlight?: boolean | null }[]): boolean {
  const placed = arrangeTeasers(items);
  return ([2, 3] as const).every((columns) => placed.every((tile) => !stretched(tile, columns)));
}

/** How many of a list's first teasers fullRows() chooses from. */
const CANDIDATES = 8;

/**
 * Teasers for a home section, in the list's order, at most `max`: the most from the list's
 * first CANDIDATES that fill the tablet's and desktop's rows without stretching a card; else
 * the most that leave no card alone in a row; among equally many, those nearest the list's
 * start. A single teaser when no two fit (a section is never emptied by this).
 */
export function fullRows<T extends { highlight?: boolean | null }>(
  items: readonly T[],
  max: number,
): T[] {
  const candidates = items.slice(0, CANDIDATES);
  // The bits read from the list's start: of equal size, the higher key is nearer the start.
  const key = (mask: number) =>
    Number.parseInt(
      mask.toString(2).padStart(candidates.length, '0').split('').reverse().join(''),
      2,
    );
  const byPreference = Array.from({ length: 2 ** candidates.length - 1 }, (_, index) => index + 1)
    .map((mask) => ({
      chosen: candidates.filter((_, index) => (mask & (1 << index)) !== 0),
      key: key(mask),
    }))
    .filter(({ chosen }) => chosen.length > 1 && chosen.length <= max)
    .toSorted((a, b) => b.chosen.length - a.chosen.length || b.key - a.key);
  return (
    byPreference.find(({ chosen }) => evenRows(chosen) && withoutOrphans(chosen))?.chosen ??
    byPreference.find(({ chosen }) => withoutOrphans(chosen))?.chosen ??
    candidates.slice(0, 1)
  );
}

const typeRank: Record<ExhibitionTeaser['type'], number> = {
  temporary: 0,
  schauhaus: 1,
  permanent: 2,
};

/**
 * The exhibition the first screen presents (decision 0054): of those running today, a
 * temporary exhibition before the Schauhaus before the permanent collections; among equals a
 * highlighted one, then the one that opened last.
 */
export function mainExhibition(
  exhibitions: readonly ExhibitionTeaser[],
  now: Date,
): ExhibitionTeaser | null {
  const current = groupByPhase(exhibitions, now).current;
  return (
    current.toSorted(
      (a, b) =>
        typeRank[a.type] - typeRank[b.type] ||
        Number(b.highlight) - Number(a.highlight) ||
        (b.startDate ?? '').localeCompare(a.startDate ?? ''),
    )[0] ?? null
  );
}

export type HomeSections = {
  /** The first screen's exhibition; not repeated in the sections. */
  main: ExhibitionTeaser | null;
  current: ContentTeaser[];
  comingSoon: ContentTeaser[];
  discover: ContentTeaser[];
};

export function homeSections(
  content: {
    exhibitions: ExhibitionTeaser[];
    events: EventTeaser[];
    digitalOffers: DigitalOfferTeaser[];
  },
  now: Date,
): HomeSections {
  const main = mainExhibition(content.exhibitions, now);
  const exhibitions = groupByPhase(
    content.exhibitions.filter((exhibition) => exhibition.slug !== main?.slug),
    now,
  );
  // Today's events and those running now (the today filter includes both).
  const today = applyProgrammeFilter(
    content.events,
    { ...defaultProgrammeFilter, when: 'today' },
    now,
  ).filter(
    (event) => new Date(event.endDate ?? event.startDate).getTime() > now.getTime() || event.allDay,
  );
  const todaySlugs = new Set(today.map((event) => event.slug));
  const next = applyProgrammeFilter(
    content.events,
    { ...defaultProgrammeFilter, view: 'preview' },
    now,
  ).filter((event) => !todaySlugs.has(event.slug));
  return {
    main,
    current: fullRows(mix(today, exhibitions.current, CANDIDATES), SECTION_SIZE.current),
    comingSoon: fullRows(mix(next, exhibitions.upcoming, CANDIDATES), SECTION_SIZE.comingSoon),
    discover: fullRows(content.digitalOffers, SECTION_SIZE.discover),
  };
}

/**
 * Up to `size` teasers: exhibitions first, but at least one event when there is one (a day's
 * programme is what changes from visit to visit), each list in its own order.
 */
function mix(
  events: readonly ContentTeaser[],
  exhibitions: readonly ContentTeaser[],
  size: number,
): ContentTeaser[] {
  const eventCount = Math.max(Math.min(events.length, 1), size - exhibitions.length);
  return [...exhibitions.slice(0, size - Math.min(eventCount, events.length)), ...events].slice(
    0,
    size,
  );
}
