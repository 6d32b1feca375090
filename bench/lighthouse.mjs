// Lighthouse (mobile preset, the default) with Debian's Chromium: median of 3 runs per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { categoryScoreWithout, lcpElementOf, medianRun } from './median-run.mjs';
import { chromiumPath, chromiumSwitches } from '../scripts/lib/chromium.mjs';

export const RUNS = 3;
// Lighthouse sometimes loses a trace (NO_NAVSTART) on a busy machine: such a run is repeated.
const MAX_ATTEMPTS = RUNS + 2;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Audits that cost points in a category, so a miss comes with its causes. */
function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => ({
      id: audit.id,
      score: audit.score,
      displayValue: audit.displayValue ?? null,
    }));
}

/** Where the time goes: the scripts and work that cost most main-thread time. */
function diagnostics(lhr) {
  const bootup = (lhr.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 3)
    .map((item) => `${String(item.url).split('/').pop()} ${Math.round(item.total)} ms`);
  const work = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
    .slice(0, 3)
    .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`);
  return [
    ...(bootup.length ? [{ id: 'script time', displayValue: bootup.join(', ') }] : []),
    ...(work.length ? [{ id: 'main thread', displayValue: work.join(', ') }] : []),
  ];
}

// The visitor's language matches the page's, so the German root is not redirected to /en.
const acceptLanguage = { de: 'de-DE,de;q=0.9', en: 'en-US,en;q=0.9' };

async function runOnce(url, locale, noindexOnPurpose) {
  process.env.CHROME_PATH = chromiumPath;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumSwitches.filter((flag) => flag !== '--headless'), '--headless=new'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      extraHeaders: { 'Accept-Language': acceptLanguage[locale] ?? acceptLanguage.de },
    });
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return {
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      bestPractices: lhr.categories['best-practices'].score,
      // A page that is noindex on purpose is judged without is-crawlable; seoAsIs keeps
      // Lighthouse's own figure beside it.
      seo: noindexOnPurpose
        ? categoryScoreWithout(lhr, 'seo', ['is-crawlable'])
        : lhr.categories.seo.score,
      seoAsIs: lhr.categories.seo.score,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      lcpElement: lcpElementOf(lhr),
      failing: {
        ...Object.fromEntries(categories.map((id) => [id, failingAudits(lhr, id)])),
        diagnostics: diagnostics(lhr),
      },
      warnings: lhr.runWarnings,
    };
  } finally {
    await chrome.kill();
  }
}

/** The median run of RUNS (medianRun); the figures of every run are kept for the JSON. */
export async function lighthousePage(url, locale, { noindexOnPurpose = false } = {}) {
  const runs = [];
  const errors = [];
  for (let attempt = 0; attempt < MAX_ATTEMPTS && runs.length < RUNS; attempt += 1) {
    try {
      runs.push(await runOnce(url, locale, noindexOnPurpose));
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (runs.length === 0) throw new Error(errors[0] ?? 'no run finished');
  const median = medianRun(runs);
  return {
    ...median,
    noindexOnPurpose,
    medianOf: runs.length,
    runs: runs.map(({ failing: _failing, ...figuresOnly }) => figuresOnly),
    failedRuns: errors,
  };
}
