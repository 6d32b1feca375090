/**
 * SPEC §9 breakpoints, defined once: the least viewport width (CSS px, scrollbar included, as
 * media queries measure) of each. The stylesheets use them as custom media (`@media (--desktop)`),
 * which the build writes out from this table (vite.config.ts); `sizes` attributes
 * (ui/image/layout-sizes.ts) and the menu's breakpoint (features/menu) read it directly.
 */
export const breakpoints = {
  /** Tablet: 640–1023 px. */
  tablet: 640,
  /** Desktop, compact: 1024–1279 px. */
  desktop: 1024,
  /** Desktop, wide: 1280–1919 px. */
  desktopWide: 1280,
  /** Desktop, large screens: 1920 px and more. */
  desktopLarge: 1920,
} as const;

export type BreakpointName = keyof typeof breakpoints;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The custom media queries the stylesheets may use: `--tablet`, `--desktop`, `--desktop-wide`,
 * `--desktop-large` (from that width up) and `--phone` (under the tablet's width). The phone's
 * upper bound stays a hair under 640 px so that no fractional width (zoom) matches both.
 */
export function customMedia(): Record<string, string> {
  const queries: Record<string, string> = {
    '--phone': `(max-width: ${breakpoints.tablet - 0.02}px)`,
  };
  for (const [name, minWidth] of Object.entries(breakpoints)) {
    queries[`--${kebab(name)}`] = `(min-width: ${minWidth}px)`;
  }
  return queries;
}
