import { describe, expect, it } from 'vitest';
import { testContext } from '../__fixtures__/files';
import { responseData } from '../strapi';
import { toEvent } from './event';

/** An event as Strapi 5 answers it (flat), with the fields calendars need. */
const flat = {
  id: 12,
  documentId: 'k3v9event',
  title: 'Lesung',
  slug: 'lesung',
  locale: 'de',
  startDate: '2026-12-01T18:00:00.000Z',
  endDate: '2026-12-01T19:30:00.000Z',
  eventStatus: 'cancelled',
  freeAdmission: true,
  updatedAt: '2026-11-20T08:15:00.000Z',
};

describe('toEvent: status, free admission and revision', () => {
  it('reads them from the flat (v5) and the nested (v4) shape alike', () => {
    // A Strapi 4 source still calls the event's status "status".
    const { id, eventStatus: status, ...attributes } = flat;
    const fromV5 = toEvent(flat, testContext('de'));
    const fromV4 = toEvent(
      responseData({ data: { id, attributes: { ...attributes, status } } }),
      testContext('de'),
    );
    for (const event of [fromV5, fromV4]) {
      expect(event?.status).toBe('cancelled');
      expect(event?.freeAdmission).toBe(true);
    }
    expect(fromV5?.revision).toEqual({ id: 'k3v9event', updatedAt: '2026-11-20T08:15:00.000Z' });
  });

  it('takes a missing or unknown status as scheduled and a missing flag as not free', () => {
    const { eventStatus: _status, freeAdmission: _free, ...bare } = flat;
    expect(toEvent(bare, testContext('de'))).toMatchObject({
      status: 'scheduled',
      freeAdmission: false,
    });
    expect(toEvent({ ...flat, eventStatus: 'maybe' }, testContext('de'))?.status).toBe('scheduled');
  });

  it('prefers eventStatus to a Strapi 5 document status and keeps the latter out of the event', () => {
    const event = toEvent({ ...flat, status: 'published' }, testContext('de'));
    expect(event?.status).toBe('cancelled');
    expect(event).not.toHaveProperty('eventStatus');
  });
});
