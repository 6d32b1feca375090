/** Pure steps of the slider, kept apart from the DOM so they can be tested. */

export type SlideCommand = 'previous' | 'next' | 'first' | 'last';

/** The slide a command leads to; previous/next wrap around at the ends. */
export function slideAfter(command: SlideCommand, current: number, count: number): number {
  if (count <= 0) return 0;
  const index = clampSlide(current, count);
  switch (command) {
    case 'previous':
      return (index - 1 + count) % count;
    case 'next':
      return (index + 1) % count;
    case 'first':
      return 0;
    case 'last':
      return count - 1;
  }
}

/** The command of a key pressed on the slide list, or null for keys it leaves alone. */
export function commandOfKey(key: string): SlideCommand | null {
  switch (key) {
    case 'ArrowLeft':
      return 'previous';
    case 'ArrowRight':
      return 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

export function clampSlide(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.round(index), 0), count - 1);
}

/** The slide mostly in view of a list scrolled by `scrollLeft`, slides `slideWidth` wide. */
export function slideInView(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0) return 0;
  return clampSlide(scrollLeft / slideWidth, count);
}
