import { describe, expect, it } from 'vitest';
import { paginate } from './paginate';

describe('paginate', () => {
  it('gives slice bounds for a middle page', () => {
    expect(paginate(95, 5, 10)).toEqual({
      page: 5,
      pageCount: 10,
      from: 40,
      to: 50,
      pages: [1, 'gap', 4, 5, 6, 'gap', 10],
    });
  });

  it('ends the last page at the total', () => {
    expect(paginate(95, 10, 10)).toMatchObject({ from: 90, to: 95, pages: [1, 'gap', 9, 10] });
  });

  it('clamps the page into range', () => {
    expect(paginate(95, 50, 10).page).toBe(10);
    expect(paginate(95, 0, 10).page).toBe(1);
    expect(paginate(95, Number.NaN, 10).page).toBe(1);
  });

  it('has one empty page for no items', () => {
    expect(paginate(0, 3, 10)).toEqual({ page: 1, pageCount: 1, from: 0, to: 0, pages: [1] });
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(paginate(50, 4, 10).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(70, 1, 10).pages).toEqual([1, 2, 'gap', 7]);
    expect(paginate(70, 3, 10).pages).toEqual([1, 2, 3, 4, 'gap', 7]);
  });

  it('survives nonsense sizes', () => {
    expect(paginate(-5, 1, 0)).toMatchObject({ page: 1, pageCount: 1, from: 0, to: 0 });
    expect(paginate(3, 2, 1.7)).toMatchObject({ page: 2, pageCount: 3, from: 1, to: 2 });
  });
});
