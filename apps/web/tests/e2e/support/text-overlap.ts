import type { Page } from 'playwright-core';
import { settled } from './browser';

/** Two pieces of visible text whose boxes intersect, named by their text. */
export interface TextOverlap {
  first: string;
  second: string;
}

/** Text that sticks out of the block it belongs to (or out of the window), with how far. */
export interface TextOverflow {
  text: string;
  by: number;
}

export interface TextLayoutProblems {
  overlaps: TextOverlap[];
  overflows: TextOverflow[];
}

/**
 * What goes wrong with visible text under `root`: pairs of text whose line boxes intersect (by
 * more than a pixel across and a quarter of a line's height), and text whose line boxes stick out of their block (the nearest
 * ancestor laid out as a block, flex or grid item, list item or table cell) or out of the
 * window by more than a pixel (a long German compound, an e-mail address).
 *
 * Each text node's line boxes come from a Range, cut to what ancestors with hidden overflow let
 * through. Text that is not rendered (closed <details>, display: none, visibility: hidden,
 * opacity 0), clipped away (the visually-hidden pattern, a slider's scrolled-away tiles) or in a
 * fixed or sticky layer (the consent bar, which covers the page on purpose) is left out.
 */
export function textLayoutProblems(page: Page, root: string): Promise<TextLayoutProblems> {
  return page.evaluate((rootSelector) => {
    type Box = { left: number; right: number; top: number; bottom: number };
    const styles = new Map<Element, CSSStyleDeclaration>();
    const styleOf = (element: Element) => {
      let style = styles.get(element);
      if (!style) styles.set(element, (style = getComputedStyle(element)));
      return style;
    };
    const layered = new Map<Element, boolean>();
    const inLayer = (element: Element | null): boolean => {
      if (!element) return false;
      const known = layered.get(element);
      if (known !== undefined) return known;
      const style = styleOf(element);
      const result =
        style.position === 'fixed' ||
        style.position === 'sticky' ||
        style.clipPath !== 'none' ||
        (style.position === 'absolute' && style.clip !== 'auto') ||
        inLayer(element.parentElement);
      layered.set(element, result);
      return result;
    };
    const clips = new Map<Element, Box | null>();
    /** The box the ancestors with hidden overflow leave visible (null: no limit). */
    const clipOf = (element: Element | null): Box | null => {
      if (!element) return null;
      if (clips.has(element)) return clips.get(element)!;
      const outer = clipOf(element.parentElement);
      let result = outer;
      if (styleOf(element).overflow !== 'visible') {
        const own = element.getBoundingClientRect();
        result = outer
          ? {
              left: Math.max(own.left, outer.left),
              right: Math.min(own.right, outer.right),
              top: Math.max(own.top, outer.top),
              bottom: Math.min(own.bottom, outer.bottom),
            }
          : { left: own.left, right: own.right, top: own.top, bottom: own.bottom };
      }
      clips.set(element, result);
      return result;
    };
    const blockDisplays = /^(block|flow-root|flex|grid|list-item|table-cell)$/;
    const blockOf = (element: Element): Element => {
      for (let current: Element | null = element; current; current = current.parentElement) {
        if (blockDisplays.test(styleOf(current).display)) return current;
      }
      return document.body;
    };

    const texts: { text: string; boxes: Box[] }[] = [];
    const overflows: { text: string; by: number }[] = [];
    const windowWidth = document.documentElement.clientWidth;
    for (const container of document.querySelectorAll(rootSelector)) {
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const parent = node.parentElement;
        if (!text || !parent) continue;
        if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        if (inLayer(parent)) continue;
        const clip = clipOf(parent);
        const block = blockOf(parent).getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(node);
        const boxes: Box[] = [];
        for (const rect of range.getClientRects()) {
          const box = clip
            ? {
                left: Math.max(rect.left, clip.left),
                right: Math.min(rect.right, clip.right),
                top: Math.max(rect.top, clip.top),
                bottom: Math.min(rect.bottom, clip.bottom),
              }
            : { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
          if (box.right - box.left < 2 || box.bottom - box.top < 2) continue;
          boxes.push(box);
          // Measured on the whole line box: text that a card's hidden overflow cuts off is
          // text out of its block too.
          const by = Math.max(
            rect.right - Math.min(block.right, windowWidth),
            Math.max(block.left, 0) - rect.left,
          );
          if (by > 1) overflows.push({ text, by: Math.round(by) });
        }
        if (boxes.length > 0) texts.push({ text, boxes });
      }
    }
    // Glyph boxes are taller than a tight line height (a heading's 1.1): the lines of one
    // heading touch by a few pixels. Text running into text overlaps by far more.
    const minimumRise = (p: Box, q: Box) =>
      Math.max(1, Math.min(p.bottom - p.top, q.bottom - q.top) / 4);
    const overlaps: { first: string; second: string }[] = [];
    texts.forEach((a, i) => {
      for (const b of texts.slice(i + 1)) {
        const hit = a.boxes.some((p) =>
          b.boxes.some(
            (q) =>
              Math.min(p.right, q.right) - Math.max(p.left, q.left) > 1 &&
              Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > minimumRise(p, q),
          ),
        );
        if (hit) overlaps.push({ first: a.text, second: b.text });
      }
    });
    return { overlaps, overflows };
  }, root);
}

/** Only the overlapping pairs (textLayoutProblems). */
export async function overlappingText(page: Page, root: string): Promise<TextOverlap[]> {
  return (await textLayoutProblems(page, root)).overlaps;
}

/**
 * The problems under `root` once the layout of the current viewport is done and painted (two
 * frames), one message each, starting with `where` (the page and width).
 */
export async function textLayoutMessages(page: Page, root: string, where: string) {
  await settled(page);
  const { overlaps, overflows } = await textLayoutProblems(page, root);
  return [
    ...overlaps.map(({ first, second }) => `${where}: "${first}" runs into "${second}"`),
    ...overflows.map(({ text, by }) => `${where}: "${text}" sticks out by ${by}px`),
  ];
}
