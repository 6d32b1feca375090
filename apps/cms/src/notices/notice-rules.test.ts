import { describe, expect, it } from 'vitest';
import { END_BEFORE_START, LINK_REFUSED, noticeProblem } from './notice-rules';

const day = { startsAt: '2026-12-01T06:00:00.000Z', endsAt: '2026-12-01T17:00:00.000Z' };

describe('the rules of an urgent notice', () => {
  it('accepts an end after the start and a site path or web address as link', () => {
    expect(noticeProblem({ ...day, linkUrl: '/besuch/zeiten-preise' }, null)).toBeNull();
    expect(noticeProblem({ ...day, linkUrl: 'https://example.org/x' }, null)).toBeNull();
    expect(noticeProblem({ ...day, linkUrl: '' }, null)).toBeNull();
  });

  it('refuses an end at or before the start, also against the stored start', () => {
    expect(noticeProblem({ ...day, endsAt: day.startsAt }, null)).toBe(END_BEFORE_START);
    expect(noticeProblem({ endsAt: '2026-12-01T05:00:00.000Z' }, day)).toBe(END_BEFORE_START);
    expect(noticeProblem({ startsAt: '2026-12-01T18:00:00.000Z' }, day)).toBe(END_BEFORE_START);
    expect(noticeProblem({ text: 'Nur der Text' }, day)).toBeNull();
  });

  it('refuses links the site would not link to', () => {
    for (const linkUrl of [
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil',
      'java\nscript:x',
      'ftp://x',
    ])
      expect(noticeProblem({ ...day, linkUrl }, null), linkUrl).toBe(LINK_REFUSED);
  });
});
