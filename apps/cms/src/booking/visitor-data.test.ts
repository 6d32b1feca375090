import { describe, expect, it } from 'vitest';
import { checkVisitorData, WORKFLOW_FIELDS } from './visitor-data';

const editable = WORKFLOW_FIELDS['api::booking-request.booking-request']!;

const stored = {
  id: 7,
  documentId: 'abc',
  bookingStatus: 'new',
  internalNote: null,
  lastName: 'Beispiel',
  email: 'lehrerin@example.org',
  date: '2026-12-01',
  participants: 24,
  message: null,
  consent: true,
  createdAt: new Date('2026-11-28T10:00:00.000Z'),
};

describe('the visitor data of a booking request is read-only', () => {
  it('lets status and internal note change', () => {
    expect(
      checkVisitorData(stored, { bookingStatus: 'confirmed', internalNote: 'Raum 2' }, editable),
    ).toEqual({ unchanged: [], changed: [] });
  });

  it('drops what the edit view sends back unchanged, in whatever notation', () => {
    const sent = {
      bookingStatus: 'in_progress',
      lastName: 'Beispiel',
      participants: '24',
      message: '',
      consent: true,
      date: '2026-12-01',
      createdAt: '2026-11-28T10:00:00.000Z',
      updatedAt: '2026-11-29T10:00:00.000Z',
      offer: { connect: [], disconnect: [] },
      statusChangedBy: 'wer auch immer',
    };
    expect(checkVisitorData(stored, sent, editable, ['offer'])).toEqual({
      unchanged: [
        'lastName',
        'participants',
        'message',
        'consent',
        'date',
        'createdAt',
        'updatedAt',
        'offer',
      ],
      changed: [],
    });
  });

  it('refuses a change of what the visitor sent', () => {
    expect(
      checkVisitorData(
        stored,
        { internalNote: 'Name korrigiert', lastName: 'Beispiel-Müller', participants: 25 },
        editable,
      ).changed,
    ).toEqual(['lastName', 'participants']);
    expect(checkVisitorData(stored, { email: null }, editable).changed).toEqual(['email']);
    expect(checkVisitorData(stored, { message: 'Neu' }, editable).changed).toEqual(['message']);
  });

  it('refuses a relation that is connected or set anew', () => {
    const offer = (value: unknown) =>
      checkVisitorData(stored, { offer: value }, editable, ['offer']).changed;
    expect(offer({ connect: [{ documentId: 'x' }], disconnect: [] })).toEqual(['offer']);
    expect(offer({ set: [] })).toEqual(['offer']);
    expect(offer('x')).toEqual(['offer']);
    // null for a relation that is empty is no change; for a set one it would remove it.
    expect(offer(null)).toEqual([]);
    expect(
      checkVisitorData({ offer: { id: 3 } }, { offer: null }, editable, ['offer']).changed,
    ).toEqual(['offer']);
  });

  it('holds for barrier reports with their own workflow fields', () => {
    const report = WORKFLOW_FIELDS['api::barrier-report.barrier-report']!;
    expect(
      checkVisitorData(
        { reportStatus: 'new', description: 'Kontrast zu schwach' },
        { reportStatus: 'done', description: 'Kontrast zu schwach.' },
        report,
      ).changed,
    ).toEqual(['description']);
  });
});
