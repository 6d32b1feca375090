import { describe, expect, it } from 'vitest';
import { reportLines } from './csp-report';

describe('CSP reports (docs/decisions/0036)', () => {
  it('makes one line of each report, either form, without control characters', () => {
    expect(
      reportLines({
        'csp-report': {
          'document-uri': 'https://museum.example/de',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'inline\n[error] forged',
        },
      }),
    ).toEqual([
      '[csp] violation script-src-elem blocked=inline [error] forged page=https://museum.example/de',
    ]);
    expect(
      reportLines([
        {
          type: 'csp-violation',
          url: 'https://museum.example/en',
          body: { effectiveDirective: 'img-src', blockedURL: 'https://x.example/a.png' },
        },
        'nonsense',
        null,
      ]),
    ).toEqual([
      '[csp] violation img-src blocked=https://x.example/a.png page=https://museum.example/en',
    ]);
    expect(reportLines(Array.from({ length: 50 }, () => ({ body: {} })))).toHaveLength(10);
  });
});
