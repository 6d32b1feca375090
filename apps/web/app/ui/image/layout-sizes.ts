import { breakpoints } from '../layout/breakpoints';

/**
 * `sizes` attributes computed from the layout's CSS, so the browser picks the file the image
 * really needs. Widths are linear in the viewport (`vw`% of it plus `px`), piecewise between
 * media query breakpoints.
 */

interface Linear {
  vw: number;
  px: number;
}

/** From `minWidth` (viewport px) up to the next segment the width is `width`. */
interface Segment {
  minWidth: number;
  width: Linear;
}

/**
 * The main column (SiteShell .main): --page-width at most including its padding, gutters
 * --page-gutter (styles/tokens.css). Up to large screens that is 78rem with gutters
 * clamp(1rem, 4vw, 2.5rem), i.e. 16 px under 400 px, 4vw up to 1000 px, 40 px from there; from
 * the large-screen breakpoint 100rem with 3rem gutters.
 */
const main: Segment[] = [
  { minWidth: 0, width: { vw: 100, px: -32 } },
  { minWidth: 400, width: { vw: 92, px: 0 } },
  { minWidth: 1000, width: { vw: 100, px: -80 } },
  { minWidth: 1248, width: { vw: 0, px: 1248 - 80 } },
  { minWidth: breakpoints.desktopLarge, width: { vw: 0, px: 1600 - 96 } },
];

const at = (width: Linear, viewport: number) => (width.vw * viewport) / 100 + width.px;

function widthAt(segments: readonly Segment[], viewport: number): Linear {
  let current = segments[0]!.width;
  for (const segment of segments) if (viewport >= segment.minWidth) current = segment.width;
  return current;
}

/** Segments split at every breakpoint of both. */
function merge(
  a: readonly Segment[],
  b: readonly Segment[],
  combine: (x: Linear, y: Linear) => Linear,
) {
  const points = [...new Set([...a, ...b].map((segment) => segment.minWidth))].sort(
    (x, y) => x - y,
  );
  return points.map((minWidth) => ({
    minWidth,
    width: combine(widthAt(a, minWidth), widthAt(b, minWidth)),
  }));
}

/** The main column, or `max` px where it is wider (a column with max-width). */
export function capped(segments: readonly Segment[], max: number): Segment[] {
  const result: Segment[] = [];
  segments.forEach((segment, index) => {
    const end = segments[index + 1]?.minWidth ?? Infinity;
    const { width } = segment;
    if (at(width, segment.minWidth) >= max) {
      result.push({ minWidth: segment.minWidth, width: { vw: 0, px: max } });
      return;
    }
    result.push(segment);
    // Where a growing width reaches the cap inside this segment, the cap takes over.
    if (width.vw > 0) {
      const crossing = Math.ceil(((max - width.px) * 100) / width.vw);
      if (crossing < end) result.push({ minWidth: crossing, width: { vw: 0, px: max } });
    }
  });
  return simplify(result);
}

/**
 * A grid cell spanning `span` of `columns` with `gap` px between: columns change at viewport
 * breakpoints, e.g. `{ 0: 1, 640: 2, 1024: 3 }`.
 */
export function gridCell(
  container: readonly Segment[],
  columns: Record<number, number>,
  gap: number,
  span: (columns: number) => number = () => 1,
): Segment[] {
  const counts: Segment[] = Object.entries(columns).map(([minWidth, count]) => ({
    minWidth: Number(minWidth),
    width: { vw: count, px: 0 },
  }));
  return simplify(
    merge(container, counts, (outer, { vw: count }) => {
      const cells = Math.min(span(count), count);
      const factor = cells / count;
      const gaps = (count - 1) * gap;
      return { vw: outer.vw * factor, px: (outer.px - gaps) * factor + (cells - 1) * gap };
    }),
  );
}

function simplify(segments: readonly Segment[]): Segment[] {
  const sorted = [...segments].sort((a, b) => a.minWidth - b.minWidth);
  return sorted.filter((segment, index) => {
    const previous = sorted[index - 1];
    return (
      !previous || previous.width.vw !== segment.width.vw || previous.width.px !== segment.width.px
    );
  });
}

function length({ vw, px }: Linear): string {
  const roundedVw = Math.round(vw * 100) / 100;
  const roundedPx = Math.round(px);
  if (roundedVw === 0) return `${roundedPx}px`;
  if (roundedPx === 0) return `${roundedVw}vw`;
  return `calc(${roundedVw}vw ${roundedPx < 0 ? '-' : '+'} ${Math.abs(roundedPx)}px)`;
}

/** Phone viewports (SPEC §9: under the tablet breakpoint). */
const phoneMax = breakpoints.tablet - 1;
/**
 * Phones of DPR 1.26–1.75 declare a part of the slot: Chromium takes the smallest file that
 * covers slot × DPR, so a 328–380 px slot at DPR 1.75 would take 640+ px; these factors keep
 * 328–380 px slots on the 480 px file (≥ 1.2 file px per CSS px) as issue #20 asks, without
 * falling to 320. Up to DPR 1.25 and from 2 the true slot gives 480, resp. what covers it.
 * Entries are read in order, so the second tier holds from 1.5 to 1.75 only.
 */
const phoneTiers = [
  { maxResolution: 1.5, factor: 0.8 },
  { maxResolution: 1.75, factor: 0.7 },
];

function phoneEntries(segments: readonly Segment[]): string[] {
  const phone = segments.filter((segment) => segment.minWidth <= phoneMax);
  return phoneTiers.flatMap(({ maxResolution, factor }) =>
    phone.map((segment, index) => {
      const end = Math.min((phone[index + 1]?.minWidth ?? Infinity) - 1, phoneMax);
      const width = { vw: segment.width.vw * factor, px: segment.width.px * factor };
      const densities = `(min-resolution: 1.26dppx) and (max-resolution: ${maxResolution}dppx)`;
      return `(max-width: ${end}px) and ${densities} ${length(width)}`;
    }),
  );
}

/** The `sizes` attribute: phones' entries, then the widest breakpoint first, the smallest without a condition. */
export function sizesAttribute(segments: readonly Segment[]): string {
  const byWidth = [...segments].sort((a, b) => b.minWidth - a.minWidth);
  return [
    ...phoneEntries([...segments].sort((a, b) => a.minWidth - b.minWidth)),
    ...byWidth.map((segment) =>
      segment.minWidth > 0
        ? `(min-width: ${segment.minWidth}px) ${length(segment.width)}`
        : length(segment.width),
    ),
  ].join(', ');
}

/** Tablet two columns, desktop three, large screens four (Teaser.module.css), gap 1.5rem. */
const teaserColumns = {
  0: 1,
  [breakpoints.tablet]: 2,
  [breakpoints.desktop]: 3,
  [breakpoints.desktopLarge]: 4,
};

/** Where images are drawn, by the CSS that sizes them. */
export const imageSizes = {
  /** Full width of the main column: home image, exhibition and event head. */
  main: sizesAttribute(main),
  /** A teaser in the grid. */
  teaser: sizesAttribute(gridCell(main, teaserColumns, 24)),
  /** A highlighted teaser, two columns wide from the tablet on. */
  wideTeaser: sizesAttribute(gridCell(main, teaserColumns, 24, () => 2)),
  /** Text columns of 52rem: press release, digital offer, page blocks (slider, embed poster). */
  article: sizesAttribute(capped(main, 832)),
  /** Page teaser cards: one column, two from where 52rem fit two 18rem cards (ContentPage .cards). */
  card: sizesAttribute(gridCell(capped(main, 832), { 0: 1, 652: 2 }, 24)),
  /** The guided tour's image (max 60rem). */
  tour: sizesAttribute(capped(main, 960)),
  /** Rich text's 44rem column. */
  richText: sizesAttribute(capped(main, 704)),
  /** An author's portrait (max 16rem). */
  portrait: sizesAttribute(capped(main, 256)),
  /** A partner logo (max 12rem). */
  logo: sizesAttribute(capped(main, 192)),
};

/**
 * `segments` with the phones' widths (under the tablet's) as the `factor` part of what is left
 * after a `gap`: a picture beside text in a phone row (the home's compact cards).
 */
export function besideTextOnPhones(
  segments: readonly Segment[],
  factor: number,
  gap: number,
): Segment[] {
  const tablet = breakpoints.tablet;
  const points = segments.some((segment) => segment.minWidth === tablet)
    ? segments
    : [...segments, { minWidth: tablet, width: widthAt(segments, tablet) }];
  return [...points]
    .sort((a, b) => a.minWidth - b.minWidth)
    .map((segment) =>
      segment.minWidth < tablet
        ? {
            minWidth: segment.minWidth,
            width: { vw: segment.width.vw * factor, px: (segment.width.px - gap) * factor },
          }
        : segment,
    );
}

/**
 * The home's main exhibition: two fifths of a phone row beside its text (12 px gap), the main
 * column on tablets, half of it beside the facts on desktops (2.5rem gap).
 */
export const homeFeatureSizes = sizesAttribute(
  besideTextOnPhones(gridCell(main, { 0: 1, [breakpoints.desktop]: 2 }, 40), 0.4, 12),
);

export const layoutForTests = { main, at, widthAt };

const teaserSizes = new Map<string, string>();

/**
 * The `sizes` of a teaser's image spanning so many columns in the grids of 2, 3 and 4 columns
 * (ui/teaser/highlights.ts); the phone's one column is the whole width. A few kinds in all.
 */
export function teaserImageSizes(spans: Record<2 | 3 | 4, number>, compact = false): string {
  const key = `${spans[2]} ${spans[3]} ${spans[4]}${compact ? ' compact' : ''}`;
  let sizes = teaserSizes.get(key);
  if (sizes === undefined) {
    const cell = gridCell(main, teaserColumns, 24, (count) =>
      count === 1 ? 1 : spans[count as 2 | 3 | 4],
    );
    // A compact card's picture is 34 % of the phone's row (Teaser.module.css).
    sizes = sizesAttribute(compact ? besideTextOnPhones(cell, 0.34, 0) : cell);
    teaserSizes.set(key, sizes);
  }
  return sizes;
}
