import { describe, expect, it } from 'vitest';
import { readFixture, testContext } from '../__fixtures__/files';
import { responseData, type ContentProblem } from '../strapi';
import { toItems } from './teaser';
import { toNotice } from './notice';

const entry = {
  id: 7,
  documentId: 'n1',
  text: '  Heute wegen eines Wasserschadens geschlossen.  ',
  severity: 'warning',
  startsAt: '2026-12-01T06:00:00.000Z',
  endsAt: '2026-12-01T17:00:00.000Z',
  linkUrl: '/besuch/zeiten-preise',
  linkLabel: null,
};

function read(value: unknown) {
  const problems: ContentProblem[] = [];
  const notice = toNotice(value, testContext('de', problems), 'notices[0]');
  return { notice, problems };
}

describe('urgent notices from the CMS', () => {
  it('give the same notices from the flat (v5) and the nested (v4) answer', () => {
    for (const locale of ['de', 'en'] as const) {
      const [flat, nested] = (['v5', 'v4'] as const).map((shape) =>
        toItems(
          toNotice,
          responseData(readFixture(shape, `notices.${locale}`)),
          testContext(locale),
          'notices',
        ),
      );
      expect(nested).toEqual(flat);
      expect(flat?.map((notice) => notice.severity)).toEqual(['warning', 'info', 'info']);
      // The same document in both languages: one id.
      expect(flat?.[0]?.id).toBe('k3n8q2w7x1v5b9m4c6z0p8r2');
    }
  });

  it('keep the text, the severity, the instants and a checked link with its text', () => {
    expect(read(entry)).toEqual({
      notice: {
        id: 'n1',
        text: 'Heute wegen eines Wasserschadens geschlossen.',
        severity: 'warning',
        startsAt: '2026-12-01T06:00:00.000Z',
        endsAt: '2026-12-01T17:00:00.000Z',
        link: { href: '/besuch/zeiten-preise', label: null },
      },
      problems: [],
    });
    expect(read({ ...entry, severity: null, linkLabel: 'Öffnungszeiten' }).notice).toMatchObject({
      severity: 'info',
      link: { href: '/besuch/zeiten-preise', label: 'Öffnungszeiten' },
    });
    // An offset as an editor's tool may write it is read as the same instant.
    expect(read({ ...entry, startsAt: '2026-12-01T07:00:00+01:00' }).notice?.startsAt).toBe(
      '2026-12-01T06:00:00.000Z',
    );
  });

  it('leave out a refused link and report it; the notice stays', () => {
    const { notice, problems } = read({ ...entry, linkUrl: 'javascript:alert(1)' });
    expect(notice?.link).toBeNull();
    expect(notice?.text).toBe('Heute wegen eines Wasserschadens geschlossen.');
    expect(problems.map((problem) => problem.where)).toEqual(['notices[0].linkUrl']);
  });

  it('leave out and report a notice without text, with unknown severity or times, or ending before it starts', () => {
    for (const broken of [
      { ...entry, text: '  ' },
      { ...entry, severity: 'alarm' },
      { ...entry, startsAt: 'morgen' },
      { ...entry, endsAt: null },
      { ...entry, endsAt: entry.startsAt },
      { ...entry, endsAt: '2026-12-01T05:00:00.000Z' },
    ]) {
      const { notice, problems } = read(broken);
      expect(notice, JSON.stringify(broken)).toBeNull();
      expect(problems).toHaveLength(1);
    }
  });
});
