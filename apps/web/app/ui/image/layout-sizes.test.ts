import { describe, expect, it } from 'vitest';
import { imageSizes } from './layout-sizes';

/** The width a `sizes` attribute gives at a viewport width (the forms sizesAttribute writes). */
function evaluate(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
    const match = /^(?:\(min-width: (\d+)px\) )?(.+)$/.exec(entry.trim())!;
    if (match[1] && viewport < Number(match[1])) continue;
    const value = match[2]!.replace(/^calc\((.*)\)$/, '$1');
    const terms = value.match(/[-+]?\s*[\d.]+(px|vw)/g)!;
    return terms.reduce((sum, term) => {
      const number = Number.parseFloat(term.replace(/\s/g, ''));
      return sum + (term.endsWith('vw') ? (number * viewport) / 100 : number);
    }, 0);
  }
  throw new Error(`no entry of ${sizes} matches ${viewport}`);
}

/** Chromium's pick from a srcset (html_srcset_parser.cc): it may round down to a close file. */
function chromiumPick(widths: number[], slot: number, dpr: number): number {
  const densities = widths.map((width) => width / slot);
  let index = 0;
  for (; index < densities.length - 1; index++) {
    const next = densities[index + 1]!;
    if (next < dpr) continue;
    const current = densities[index]!;
    if ((dpr <= 1 && dpr > current) || dpr >= Math.sqrt(current * next)) return widths[index + 1]!;
    break;
  }
  return widths[index]!;
}

const widths = [320, 480, 960, 1280, 1920];

describe('image sizes from the layout', () => {
  it('give the main column: 16 px gutters on phones, 4vw, then 40 px and 78rem at most', () => {
    expect(evaluate(imageSizes.main, 360)).toBe(328);
    expect(evaluate(imageSizes.main, 412)).toBeCloseTo(379, 0);
    expect(evaluate(imageSizes.main, 1100)).toBe(1020);
    expect(evaluate(imageSizes.main, 1600)).toBe(1168);
  });

  it('give a teaser one, two or three grid columns with 24 px gaps, a highlight two', () => {
    expect(evaluate(imageSizes.teaser, 412)).toBeCloseTo(379, 0);
    expect(evaluate(imageSizes.teaser, 800)).toBeCloseTo((800 * 0.92 - 24) / 2, 0);
    expect(evaluate(imageSizes.teaser, 1600)).toBeCloseTo((1168 - 48) / 3, 0);
    expect(evaluate(imageSizes.wideTeaser, 800)).toBeCloseTo(800 * 0.92, 0);
    expect(evaluate(imageSizes.wideTeaser, 1600)).toBeCloseTo(((1168 - 48) * 2) / 3 + 24, 0);
  });

  it('stop at a column’s max-width', () => {
    expect(evaluate(imageSizes.article, 412)).toBeCloseTo(379, 0);
    expect(evaluate(imageSizes.article, 1600)).toBe(832);
    expect(evaluate(imageSizes.article, 900)).toBeCloseTo(828, 0);
    expect(evaluate(imageSizes.article, 905)).toBe(832);
    expect(evaluate(imageSizes.portrait, 1600)).toBe(256);
  });

  it('let a phone of 360–412 px at DPR up to 1.75 take the 480 px file', () => {
    for (const sizes of [imageSizes.main, imageSizes.teaser, imageSizes.article]) {
      for (const viewport of [360, 375, 390, 412]) {
        for (const dpr of [1, 1.5, 1.75]) {
          expect(chromiumPick(widths, evaluate(sizes, viewport), dpr), `${viewport}@${dpr}`).toBe(
            480,
          );
        }
      }
    }
  });

  it('let a phone at DPR 2–3 take the next file that covers it, not more', () => {
    for (const viewport of [360, 412]) {
      for (const dpr of [2, 3]) {
        const needed = evaluate(imageSizes.main, viewport) * dpr;
        const picked = chromiumPick(widths, evaluate(imageSizes.main, viewport), dpr);
        const covering = widths.find((width) => width >= needed)!;
        expect(picked).toBeLessThanOrEqual(covering);
      }
    }
  });
});
