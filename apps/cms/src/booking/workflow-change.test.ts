import { describe, expect, it } from 'vitest';
import { assessChange, changedByName } from './workflow-change';

describe('assessChange', () => {
  it('sees no change when the edit view sends the stored values back', () => {
    expect(
      assessChange(
        { bookingStatus: 'new', internalNote: null },
        { bookingStatus: 'new', internalNote: '' },
      ),
    ).toEqual({ refused: null, statusChanged: false, noteChanged: false });
  });

  it('sees a status step of the workflow', () => {
    expect(assessChange({ bookingStatus: 'new' }, { bookingStatus: 'in_progress' })).toEqual({
      refused: null,
      statusChanged: true,
      noteChanged: false,
    });
  });

  it('sees a changed note', () => {
    expect(
      assessChange({ bookingStatus: 'new', internalNote: 'alt' }, { internalNote: 'neu' }),
    ).toMatchObject({ refused: null, noteChanged: true, statusChanged: false });
  });

  it('refuses a step outside the workflow with a German message', () => {
    const result = assessChange({ bookingStatus: 'cancelled' }, { bookingStatus: 'confirmed' });
    expect(result.refused).toMatch(/^Der Status kann nicht von „Abgesagt“ zu „Bestätigt“/);
  });

  it('refuses an empty status', () => {
    expect(assessChange({ bookingStatus: 'new' }, { bookingStatus: null }).refused).toMatch(
      /Status/,
    );
  });

  it('treats a stored request without status as new', () => {
    expect(
      assessChange({ bookingStatus: null }, { bookingStatus: 'confirmed' }).refused,
    ).toBeNull();
  });

  it('lets a new request start as new without counting that as a change', () => {
    expect(assessChange(null, { bookingStatus: 'new', firstName: 'Erika' })).toEqual({
      refused: null,
      statusChanged: false,
      noteChanged: false,
    });
  });

  it('leaves writes of other fields alone', () => {
    expect(assessChange({ bookingStatus: 'confirmed' }, { tel: '030 1' })).toEqual({
      refused: null,
      statusChanged: false,
      noteChanged: false,
    });
  });
});

describe('changedByName', () => {
  it('prefers first and last name', () => {
    expect(changedByName({ firstname: 'Eva', lastname: 'Buchung', email: 'eva@x.example' })).toBe(
      'Eva Buchung',
    );
  });

  it('takes the email address when there is no name', () => {
    expect(changedByName({ firstname: ' ', lastname: null, email: 'eva@x.example' })).toBe(
      'eva@x.example',
    );
  });
});
