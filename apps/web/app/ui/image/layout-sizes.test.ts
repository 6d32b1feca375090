import { describe, expect, it } from 'vitest';
import { imageSizes, teaserImageSizes } from './layout-sizes';

/** The width a `sizes` attribute gives at a viewport width and DPR (the forms sizesAttribute writes). */
function evaluate(sizes: string, viewport: number, dpr = 1): number {
  for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
    const conditions = [...entry.matchAll(/\((min|max)-(width|resolution): ([\d.]+)(px|dppx)\)/g)];
    const holds = conditions.every(([, side, feature, value]) => {
      const actual = feature === 'width' ? viewport : dpr;
      return side === 'min' ? actual >= Number(value) : actual <= Number(value);
    });
    if (!holds) continue;
    const value = entry
      .replace(/^.*\)\s+/, '')
      .trim()
      .replace(/^calc\((.*)\)$/, '$1');
    const terms = value.match(/[-+]?\s*[\d.]+(px|vw)/g)!;
    return terms.reduce((sum, term) => {
      const number = Number.parseFloat(term.replace(/\s/g, ''));
      return sum + (term.endsWith('vw') ? (number * viewport) / 100 : number);
    }, 0);
  }
  throw new Error(`no entry of ${sizes} matches ${viewport}`);
}

/** Chromium's pick from a w-srcset: the smallest file that covers slot × DPR (tried in Chromium). */
function chromiumPick(widths: number[], slot: number, dpr: number): number {
  return widths.find((width) => width >= slot * dpr) ?? widths.at(-1)!;
}

const widths = [320, 480, 640, 960, 1280, 1920];

describe('image sizes from the layout', () => {
  it('give the main column: 16 px gutters on phones, 4vw, then 40 px and 78rem at most', () => {
    expect(evaluate(imageSizes.main, 360)).toBe(328);
    expect(evaluate(imageSizes.main, 412)).toBeCloseTo(379, 0);
    expect(evaluate(imageSizes.main, 1100)).toBe(1020);
    expect(evaluate(imageSizes.main, 1600)).toBe(1168);
    expect(evaluate(imageSizes.main, 1919)).toBe(1168);
  });

  it('give large screens the 100rem page with 3rem gutters', () => {
    expect(evaluate(imageSizes.main, 1920)).toBe(1504);
    expect(evaluate(imageSizes.main, 2560)).toBe(1504);
    expect(evaluate(imageSizes.article, 2000)).toBe(832);
  });

  it('give a teaser one, two or three grid columns with 24 px gaps, a highlight two', () => {
    expect(evaluate(imageSizes.teaser, 412)).toBeCloseTo(379, 0);
    expect(evaluate(imageSizes.teaser, 800)).toBeCloseTo((800 * 0.92 - 24) / 2, 0);
    expect(evaluate(imageSizes.teaser, 1600)).toBeCloseTo((1168 - 48) / 3, 0);
    expect(evaluate(imageSizes.wideTeaser, 800)).toBeCloseTo(800 * 0.92, 0);
    expect(evaluate(imageSizes.wideTeaser, 1600)).toBeCloseTo(((1168 - 48) * 2) / 3 + 24, 0);
  });

  it('give a teaser four columns on large screens, a highlight two of them', () => {
    expect(evaluate(imageSizes.teaser, 1919)).toBeCloseTo((1168 - 48) / 3, 0);
    expect(evaluate(imageSizes.teaser, 2000)).toBeCloseTo((1504 - 72) / 4, 0);
    expect(evaluate(imageSizes.wideTeaser, 2000)).toBeCloseTo((1504 - 72) / 2 + 24, 0);
  });

  it('give a teaser the columns it spans in each grid (a row’s free cells, decision 0049)', () => {
    const spans = teaserImageSizes({ 2: 1, 3: 3, 4: 2 });
    expect(evaluate(spans, 412)).toBeCloseTo(379, 0);
    expect(evaluate(spans, 800)).toBeCloseTo((800 * 0.92 - 24) / 2, 0);
    expect(evaluate(spans, 1600)).toBeCloseTo(1168, 0);
    expect(evaluate(spans, 2000)).toBeCloseTo((1504 - 72) / 2 + 24, 0);
    expect(teaserImageSizes({ 2: 2, 3: 2, 4: 2 })).toBe(imageSizes.wideTeaser);
  });

  it('stop at a column’s max-width', () => {
    expect(evaluate(imageSizes.article, 412)).toBeCloseTo(379, 0);
    expect(evaluate(imageSizes.article, 1600)).toBe(832);
    expect(evaluate(imageSizes.article, 900)).toBeCloseTo(828, 0);
    expect(evaluate(imageSizes.article, 905)).toBe(832);
    expect(evaluate(imageSizes.portrait, 1600)).toBe(256);
  });

  it('let a phone of 360–412 px at DPR 1 to 1.75 take the 480 px file', () => {
    for (const sizes of [
      imageSizes.main,
      imageSizes.teaser,
      imageSizes.wideTeaser,
      imageSizes.article,
    ]) {
      for (const viewport of [360, 375, 390, 412]) {
        for (const dpr of [1, 1.1, 1.25, 1.255, 1.3, 1.5, 1.505, 1.6, 1.75]) {
          expect(
            chromiumPick(widths, evaluate(sizes, viewport, dpr), dpr),
            `${viewport}@${dpr}`,
          ).toBe(480);
        }
      }
    }
  });

  it('give phones at DPR 2–3 the true slot, so they take the first file that covers it', () => {
    for (const viewport of [360, 412]) {
      for (const dpr of [2, 3]) {
        const slot = evaluate(imageSizes.main, viewport, dpr);
        expect(slot).toBe(evaluate(imageSizes.main, viewport));
        expect(chromiumPick(widths, slot, dpr)).toBe(dpr === 2 ? 960 : 1280);
      }
    }
  });
});
