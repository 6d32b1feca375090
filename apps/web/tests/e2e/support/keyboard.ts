import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The keyboard journeys' helpers (issue #23): what has the focus, whether that can be seen, and
 * Tab until a named element has it.
 */
export interface FocusState {
  /**
   * Tag, accessible text and id, e.g. `input "E-Mail" #booking-email` (`body` when nothing has
   * the focus), so a journey names its next stop by text or by id.
   */
  what: string;
  /** An outline or a ring is drawn around it. */
  visible: boolean;
}

/** What the focused element is and whether its focus can be seen. */
export function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { what: 'body', visible: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const label = (element as HTMLInputElement).labels?.[0]?.textContent;
    const text = (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '').trim();
    const id = element.id ? ` #${element.id}` : '';
    return {
      what: `${element.tagName.toLowerCase()} "${text.slice(0, 60)}"${id}`,
      visible: outline || ring,
    };
  });
}

/** Presses Tab until the focused element's text is `name`; each stop must show its focus. */
export async function tabTo(page: Page, name: RegExp, limit = 80, key = 'Tab'): Promise<void> {
  const unseen: string[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(key);
    const state = await focusState(page);
    if (!state.visible) unseen.push(state.what);
    if (name.test(state.what)) {
      expect(unseen, `focused without a visible focus on the way to ${name}`).toEqual([]);
      return;
    }
  }
  throw new Error(`Tab never reached ${name}; focus is on ${(await focusState(page)).what}`);
}

/** The focus is (or soon is) on `name`, and it shows. */
export async function expectFocusOn(page: Page, name: RegExp): Promise<void> {
  await expect.poll(async () => (await focusState(page)).what).toMatch(name);
  expect((await focusState(page)).visible, `focus on ${name} is not visible`).toBe(true);
}
