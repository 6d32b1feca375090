import { describe, expect, it } from 'vitest';
import { listStatusFilter } from './booking-export-filter';

describe('listStatusFilter', () => {
  it('exports all statuses when the list is not filtered by status', () => {
    expect(listStatusFilter({})).toEqual([]);
    expect(listStatusFilter({ filters: { $and: [{ lastName: { $eq: 'Beispiel' } }] } })).toEqual(
      [],
    );
  });

  it('takes the status the list shows', () => {
    expect(
      listStatusFilter({ filters: { $and: [{ bookingStatus: { $eq: 'in_progress' } }] } }),
    ).toEqual(['in_progress']);
  });

  it('turns "is not" into the other statuses', () => {
    expect(listStatusFilter({ filters: { $and: [{ bookingStatus: { $ne: 'new' } }] } })).toEqual([
      'in_progress',
      'confirmed',
      'declined',
      'cancelled',
    ]);
  });

  it('narrows by every status filter, also when qs gives an object for the list', () => {
    expect(
      listStatusFilter({
        filters: {
          $and: {
            0: { bookingStatus: { $ne: 'new' } },
            1: { bookingStatus: { $eq: 'confirmed' } },
          },
        },
      }),
    ).toEqual(['confirmed']);
  });

  it('says when the filters leave no status', () => {
    expect(
      listStatusFilter({
        filters: {
          $and: [{ bookingStatus: { $eq: 'new' } }, { bookingStatus: { $eq: 'confirmed' } }],
        },
      }),
    ).toBeNull();
  });
});
