import { describe, expect, it } from 'vitest';
import { exhibitionsListPage } from './exhibition-phase';

const named = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

describe('exhibitionsListPage', () => {
  const groups = { current: named('c', 3), upcoming: named('u', 2), past: named('p', 30) };

  it('shows what is on and coming with the first page of the review', () => {
    const { groups: shown, pagination } = exhibitionsListPage(groups, 1, 12);
    expect(shown.current).toEqual(groups.current);
    expect(shown.upcoming).toEqual(groups.upcoming);
    expect(shown.past).toEqual(named('p', 12));
    expect(pagination.pageCount).toBe(3);
  });

  it('continues only the review on further pages', () => {
    const { groups: shown, pagination } = exhibitionsListPage(groups, 3, 12);
    expect(shown.current).toEqual([]);
    expect(shown.upcoming).toEqual([]);
    expect(shown.past).toEqual(['p25', 'p26', 'p27', 'p28', 'p29', 'p30']);
    expect(pagination.page).toBe(3);
  });

  it('clamps a page beyond the end to the last one', () => {
    const { groups: shown, pagination } = exhibitionsListPage(groups, 99, 12);
    expect(pagination.page).toBe(3);
    expect(shown.past).toHaveLength(6);
  });

  it('has one page when nothing is past', () => {
    const { groups: shown, pagination } = exhibitionsListPage({ ...groups, past: [] }, 2, 12);
    expect(pagination.page).toBe(1);
    expect(shown.current).toEqual(groups.current);
  });
});
