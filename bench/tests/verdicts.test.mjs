import { describe, expect, it } from 'vitest';
import { failedTooOften, uncachedVerdict } from '../budgets.mjs';
import { categoryScoreWithout, lcpElementOf, medianRun } from '../median-run.mjs';
import { budgetSummary, floorJsLine } from '../report.mjs';

describe('medianRun', () => {
  it('takes the run with the median performance score, whole', () => {
    const runs = [
      { performance: 0.99, lcp: 1200 },
      { performance: 0.9, lcp: 2900 },
      { performance: 0.95, lcp: 2100 },
    ];
    expect(medianRun(runs)).toBe(runs[2]);
  });

  it('breaks a tie in score by LCP, and takes the lower middle of an even count', () => {
    const runs = [
      { performance: 0.95, lcp: 1500 },
      { performance: 0.95, lcp: 2500 },
    ];
    expect(medianRun(runs)).toBe(runs[1]);
    expect(medianRun([])).toBeNull();
  });
});

describe('failed requests', () => {
  it('make a row over whatever its rate: fast errors are no throughput', () => {
    const failing = { rps: 9000, requests: 90_000, errors: 0, non2xx: 500 };
    expect(failedTooOften(failing)).toBe(true);
    expect(failedTooOften({ ...failing, non2xx: 50 })).toBe(false);
    expect(uncachedVerdict({ rps: 9000, p99: 20, floorRatio: 2, failed: true })).toBe('over');
  });
});

describe('uncachedVerdict', () => {
  it('is within at 600/s with p99 ≤ 150 ms whatever the floor', () => {
    expect(uncachedVerdict({ rps: 650, p99: 120, floorRatio: 0.2 })).toBe('within');
  });

  it('is within at 0.6× the floor even below 600/s', () => {
    expect(uncachedVerdict({ rps: 300, p99: 900, floorRatio: 0.61 })).toBe('within');
  });

  it('is over when the p99 misses and the floor ratio does too', () => {
    expect(uncachedVerdict({ rps: 700, p99: 400, floorRatio: 0.5 })).toBe('over');
  });

  it('is over on the absolute figures when the floor row is missing', () => {
    expect(uncachedVerdict({ rps: 200, p99: 2400, floorRatio: null })).toBe('over');
  });
});

describe('budgetSummary', () => {
  it('judges a budget over all its figures and names the worst one', () => {
    const checks = [
      { label: 'home de: LCP', value: 2850, unit: 'ms', verdict: 'over', group: 'lighthouse.lcp' },
      {
        label: 'home en: LCP',
        value: 1200,
        unit: 'ms',
        verdict: 'within',
        group: 'lighthouse.lcp',
      },
      {
        label: 'home de: SEO',
        value: 1,
        unit: 'score',
        verdict: 'within',
        group: 'lighthouse.seo',
      },
    ];
    const lines = budgetSummary(checks).split('\n');
    const lcp = lines.find((line) => line.startsWith('LCP'));
    expect(lcp).toMatch(/LCP ≤ 1500 ms\s+2\s+1\s+1\s+2850 ms \(home de: LCP\)\s+OVER/);
    expect(lines.find((line) => line.startsWith('SEO'))).toMatch(/within$/);
    expect(lines.find((line) => line.startsWith('CLS'))).toMatch(/not measured/);
  });
});

describe('lcpElementOf', () => {
  const node = { type: 'node', snippet: '<img class="hero">', selector: 'main > img' };

  it('finds the element in Lighthouse 13’s LCP breakdown insight', () => {
    const lhr = {
      audits: {
        'lcp-breakdown-insight': {
          details: { type: 'list', items: [{ type: 'table', items: [] }, node] },
        },
      },
    };
    expect(lcpElementOf(lhr)).toEqual({ snippet: '<img class="hero">', selector: 'main > img' });
  });

  it('finds it in the older largest-contentful-paint-element audit, and is null without one', () => {
    const lhr = {
      audits: {
        'largest-contentful-paint-element': {
          details: { items: [{ type: 'table', items: [{ node }] }] },
        },
      },
    };
    expect(lcpElementOf(lhr)?.selector).toBe('main > img');
    expect(lcpElementOf({ audits: {} })).toBeNull();
  });
});

describe('categoryScoreWithout', () => {
  const lhr = {
    categories: {
      seo: {
        auditRefs: [
          { id: 'is-crawlable', weight: 4.043 },
          { id: 'document-title', weight: 1 },
          { id: 'meta-description', weight: 1 },
          { id: 'hreflang', weight: 1 },
          { id: 'structured-data', weight: 0 },
        ],
      },
    },
    audits: {
      'is-crawlable': { score: 0, scoreDisplayMode: 'binary' },
      'document-title': { score: 1, scoreDisplayMode: 'binary' },
      'meta-description': { score: 0, scoreDisplayMode: 'binary' },
      hreflang: { score: null, scoreDisplayMode: 'notApplicable' },
      'structured-data': { score: null, scoreDisplayMode: 'manual' },
    },
  };

  it('is the weighted mean of the scored audits that are left in', () => {
    expect(categoryScoreWithout(lhr, 'seo', [])).toBe(Math.round((1 / 6.043) * 100) / 100);
    expect(categoryScoreWithout(lhr, 'seo', ['is-crawlable'])).toBe(0.5);
  });

  it('counts an audit that errored as 0, as Lighthouse does', () => {
    const errored = {
      ...lhr,
      audits: { ...lhr.audits, hreflang: { score: null, scoreDisplayMode: 'error' } },
    };
    expect(categoryScoreWithout(errored, 'seo', ['is-crawlable'])).toBe(0.33);
  });

  it('is null when no scored audit is left', () => {
    expect(
      categoryScoreWithout(lhr, 'seo', ['is-crawlable', 'document-title', 'meta-description']),
    ).toBeNull();
  });
});

describe('floorJsLine', () => {
  const floor = { jsGzip: 110_700, jsFiles: 5, htmlGzip: 1_500 };

  it("names the floor's first-load JS and how much more the site's pages load", () => {
    const pages = [{ jsGzip: 134_500 }, { jsGzip: 139_100 }, { missing: true }];
    const line = floorJsLine(pages, floor);
    expect(line).toContain('first-load JS 110.7 KB gzip in 5 files');
    expect(line).toContain('load 23.8–28.4 KB gzip more');
  });

  it('says nothing without a floor figure or without measured pages', () => {
    expect(floorJsLine([{ jsGzip: 134_500 }], null)).toBe('');
    expect(floorJsLine([{ missing: true }], floor)).toBe('');
    expect(floorJsLine({ error: 'no chromium' }, floor)).toBe('');
  });
});
