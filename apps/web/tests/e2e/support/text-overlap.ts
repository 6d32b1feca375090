import type { Page } from 'playwright-core';

/** Two pieces of visible text whose boxes intersect, named by their text. */
export interface TextOverlap {
  first: string;
  second: string;
}

/**
 * The pairs of visible text under `root` whose line boxes intersect (by more than a pixel each
 * way): text running into other text. Each text node's line boxes come from a Range; text that
 * is visually hidden (clipped to a pixel), invisible, transparent or inside a fixed or sticky
 * layer (the consent bar, which covers the page on purpose) is left out.
 */
export function overlappingText(page: Page, root: string): Promise<TextOverlap[]> {
  return page.evaluate((rootSelector) => {
    type Box = {
      text: string;
      node: Node;
      left: number;
      right: number;
      top: number;
      bottom: number;
    };
    // Inside a fixed or sticky layer, or clipped away (the visually-hidden pattern: a 1 px box
    // with hidden overflow, or a clip): not text a reader sees beside other text.
    const leftOut = (element: Element | null): boolean => {
      for (let current = element; current; current = current.parentElement) {
        const style = getComputedStyle(current);
        if (style.position === 'fixed' || style.position === 'sticky') return true;
        if (style.clipPath !== 'none') return true;
        if (style.position === 'absolute' && style.clip !== 'auto') return true;
        if (style.overflow !== 'visible') {
          const box = current.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1) return true;
        }
      }
      return false;
    };
    const boxes: Box[] = [];
    for (const container of document.querySelectorAll(rootSelector)) {
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const parent = node.parentElement;
        if (!text || !parent) continue;
        const style = getComputedStyle(parent);
        if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
        if (leftOut(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width < 2 || rect.height < 2) continue;
          boxes.push({ text, node, ...rect.toJSON() });
        }
      }
    }
    const overlaps: { first: string; second: string }[] = [];
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.node === b.node) continue;
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (width > 1 && height > 1) overlaps.push({ first: a.text, second: b.text });
      }
    }
    return overlaps;
  }, root);
}
