import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, canChangeStatus, refusedTransitionMessage } from './status';

const allowed = new Set([
  'new→in_progress',
  'new→confirmed',
  'new→declined',
  'new→cancelled',
  'in_progress→confirmed',
  'in_progress→declined',
  'in_progress→cancelled',
  'confirmed→cancelled',
]);

describe('canChangeStatus', () => {
  for (const from of BOOKING_STATUSES) {
    for (const to of BOOKING_STATUSES) {
      const expected = from === to || allowed.has(`${from}→${to}`);
      it(`${from} → ${to}: ${expected ? 'allowed' : 'refused'}`, () => {
        expect(canChangeStatus(from, to)).toBe(expected);
      });
    }
  }
});

describe('refusedTransitionMessage', () => {
  it('names both statuses in German and what is still possible', () => {
    expect(refusedTransitionMessage('confirmed', 'new')).toBe(
      'Der Status kann nicht von „Bestätigt“ zu „Neu“ wechseln. Möglich ist nur noch: „Abgesagt“.',
    );
  });

  it('says when a request is closed', () => {
    expect(refusedTransitionMessage('declined', 'confirmed')).toContain(
      '„Abgelehnt“ ist abgeschlossen',
    );
  });
});
