import { describe, expect, it } from 'vitest';
import { plannedTimeAhead } from './strapi-server';

const now = new Date('2026-11-29T12:00:00Z');
const request = (method: string, executeAt: unknown, language?: string) => ({
  state: { user: { preferedLanguage: language ?? null } },
  request: { method, body: { data: { executeAt } } },
});

describe('the CMS refuses plans', () => {
  it('for a time that has passed, in the editor’s admin language', () => {
    expect(() => plannedTimeAhead(request('POST', '2026-11-29T11:00:00Z'), now)).toThrow(
      /Vergangenheit/,
    );
    expect(() => plannedTimeAhead(request('PUT', '2026-11-01T08:00:00Z', 'en'), now)).toThrow(
      /already passed/,
    );
    expect(() => plannedTimeAhead(request('POST', 'not a time'), now)).toThrow(/Datum und Uhrzeit/);
  });

  it('and lets those for a time to come through', () => {
    expect(plannedTimeAhead(request('POST', '2026-12-24T08:00:00.000Z'), now)).toBe(true);
    // A change without a time (none is sent by the admin) leaves the time alone.
    expect(plannedTimeAhead(request('PUT', undefined), now)).toBe(true);
  });
});
