// Turns the measured figures into the printed tables and the list of budget checks.
import { budgets, check, formatBudget, formatValue, judge } from './budgets.mjs';
import { renderTable } from './table.mjs';

const mark = (verdict) => (verdict === 'over' ? 'OVER' : (verdict ?? ''));

/** "12.3 KB within" for a figure with a budget, "12.3 KB" without one. */
function cell(value, unit, budget) {
  const text = formatValue(value, unit);
  const verdict = judge(value, budget);
  return verdict ? `${text} ${mark(verdict)}` : text;
}

const failed = (section) => section && !Array.isArray(section) && section.error;

// Error messages go below a table, so that one long message does not widen a column.
const ERROR_CELL = 'error (below)';
function withErrors(table, entries) {
  const notes = entries
    .filter(([, entry]) => entry?.error)
    .map(([label, entry]) => `  ${label}: ${entry.error}`);
  return notes.length ? `${table}\n\nErrors:\n${notes.join('\n')}` : table;
}

function pageWeightSection(pageWeight, checks) {
  if (failed(pageWeight)) return `not measured: ${pageWeight.error}`;
  const rows = pageWeight.map((page) => {
    const name = [page.id, page.locale];
    if (page.error) return [...name, ERROR_CELL];
    if (page.missing) return [...name, page.reason ? `missing (${page.reason})` : 'missing'];
    checks.push(check(`${page.id} ${page.locale}: HTML gzip`, page.htmlGzip, budgets.htmlGzip));
    checks.push(
      check(`${page.id} ${page.locale}: first-load JS gzip`, page.jsGzip, budgets.firstLoadJsGzip),
    );
    return [
      ...name,
      page.redirectedTo
        ? `${page.status} via ${new URL(page.redirectedTo).pathname}`
        : String(page.status),
      cell(page.htmlGzip, 'bytes', budgets.htmlGzip),
      formatValue(page.jsRaw, 'bytes'),
      cell(page.jsGzip, 'bytes', budgets.firstLoadJsGzip),
      page.laterJsFiles === undefined
        ? '–'
        : `${formatValue(page.laterJsGzip, 'bytes')} (${page.laterJsFiles} + ${page.laterDataRequests} data)`,
      formatValue(page.cssGzip, 'bytes'),
      String(page.requests),
      formatValue(page.largestImage, 'bytes'),
      formatValue(page.transfer, 'bytes'),
    ];
  });
  const header = [
    'page',
    'lang',
    'status',
    `HTML gz (${formatBudget(budgets.htmlGzip)})`,
    'JS raw',
    `JS gz (${formatBudget(budgets.firstLoadJsGzip)})`,
    'later JS gz (files + data)',
    'CSS gz',
    'requests',
    'largest image',
    'transfer',
  ];
  return withErrors(
    renderTable(header, rows),
    pageWeight.map((page) => [`${page.id} ${page.locale}`, page]),
  );
}

function throughputRow(label, result, budgetsOf = {}, checks = []) {
  if (!result) return [label, 'not measured'];
  if (result.missing) return [label, `missing (${result.missing})`];
  if (result.error) return [label, ERROR_CELL];
  if (budgetsOf.rps) checks.push(check(`${label}: requests/s`, result.rps, budgetsOf.rps));
  if (budgetsOf.p99) checks.push(check(`${label}: p99`, result.p99, budgetsOf.p99));
  return [
    label,
    cell(result.rps, 'rps', budgetsOf.rps),
    formatValue(result.p50, 'ms'),
    cell(result.p99, 'ms', budgetsOf.p99),
    String(result.errors),
    String(result.non2xx),
  ];
}

function throughputSection(throughput, checks) {
  if (failed(throughput)) return `not measured: ${throughput.error}`;
  const uncached = { rps: budgets.uncachedRps, p99: budgets.uncachedP99 };
  const rows = [
    throughputRow(
      `web ${throughput.page}: cached page (same URL; HTML cache: ${throughput.htmlCache ?? '?'})`,
      throughput.cached,
    ),
    throughputRow(
      `web ${throughput.page}?<unique>: full render, content cache warm`,
      throughput.renderWarm,
      uncached,
      checks,
    ),
    throughputRow(
      `web ${throughput.page}: render after content cache cleared (info)`,
      throughput.renderCold,
    ),
    throughputRow('web /api/calendar', throughput.calendar),
    throughputRow(`nginx: ${throughput.page} saved as static file`, throughput.nginx),
  ];
  const table = withErrors(
    renderTable(['target', 'requests/s', 'p50', 'p99', 'errors', 'non-2xx'], rows),
    ['cached', 'renderWarm', 'renderCold', 'calendar', 'nginx'].map((key) => [
      key,
      throughput[key],
    ]),
  );
  checks.push(check('cached page web/nginx', throughput.ratio ?? null, budgets.cachedVsNginx));
  const ratio = `cached page web/nginx: ${cell(throughput.ratio ?? null, 'ratio', budgets.cachedVsNginx)} (budget ${formatBudget(budgets.cachedVsNginx)})`;
  return `${table}\n\n${ratio}`;
}

function lighthouseSection(lighthouse, checks) {
  if (failed(lighthouse)) return `not measured: ${lighthouse.error}`;
  const lh = budgets.lighthouse;
  const names = Object.keys(lh);
  const rows = lighthouse.map((page) => {
    if (page.error) return [page.id, ERROR_CELL];
    if (page.missing) return [page.id, `missing (${page.missing})`];
    for (const name of names)
      checks.push(check(`Lighthouse ${page.id}: ${lh[name].label}`, page[name], lh[name]));
    return [page.id, ...names.map((name) => cell(page[name], lh[name].unit, lh[name]))];
  });
  const header = [
    'page (de)',
    ...names.map((name) => `${lh[name].label} (${formatBudget(lh[name])})`),
  ];
  const causes = lighthouse
    .filter((page) => page.failing)
    .flatMap((page) =>
      Object.entries(page.failing)
        .filter(([, audits]) => audits.length > 0)
        .map(
          ([category, audits]) =>
            `  ${page.id} ${category}: ${audits.map((a) => a.id + (a.displayValue ? ` (${a.displayValue})` : '')).join(', ')}`,
        ),
    );
  return (
    withErrors(
      renderTable(header, rows),
      lighthouse.map((page) => [page.id, page]),
    ) + (causes.length ? `\n\nAudits that cost points (median run):\n${causes.join('\n')}` : '')
  );
}

function scaleSection(scale, checks) {
  if (failed(scale)) return `not measured: ${scale.error}`;
  const rows = scale.pages.map((page) => {
    const budget = page.id === 'programme' ? budgets.programmeRender5000 : undefined;
    if (budget)
      checks.push(
        check(`programme render (${scale.counts.events} events), median`, page.medianMs, budget),
      );
    return [
      `${page.id} ${page.path}`,
      String(page.status),
      String(page.linksShown),
      formatValue(page.htmlBytes, 'bytes'),
      formatValue(page.coldMs, 'ms'),
      cell(page.medianMs, 'ms', budget),
      formatValue(page.maxMs, 'ms'),
      budget ? formatBudget(budget) : '–',
    ];
  });
  const header = [
    'page',
    'status',
    'entries shown',
    'HTML raw',
    'cold (1st)',
    'median of 20',
    'max',
    'budget',
  ];
  const counts = Object.entries(scale.counts)
    .map(([name, count]) => `${count} ${name}`)
    .join(', ');
  return `content: ${counts} per language\n${renderTable(header, rows)}${suggestionsLine(scale.suggestions, checks)}`;
}

/** The suggestion endpoint under load, over the index of the large content. */
function suggestionsLine(suggestions, checks) {
  if (!suggestions) return '';
  if (failed(suggestions)) return `\nsearch suggestions: not measured: ${suggestions.error}`;
  checks.push(check(budgets.suggestionsP99.label, suggestions.p99, budgets.suggestionsP99));
  return (
    `\nsearch suggestions (${suggestions.connections} connections, ${suggestions.texts} distinct ` +
    `typed texts): ${Math.round(suggestions.rps)} requests/s, p50 ${formatValue(suggestions.p50, 'ms')}, ` +
    `p99 ${cell(suggestions.p99, 'ms', budgets.suggestionsP99)} (${formatBudget(budgets.suggestionsP99)}), ` +
    `errors ${suggestions.errors}, non-2xx ${suggestions.non2xx}`
  );
}

/** The search engine's figures (bench/search.mjs); also printed alone by that script. */
export function searchSection(search, checks) {
  if (!search) return 'not measured';
  if (failed(search)) return `not measured: ${search.error}`;
  checks.push(check('search index build, 10,000 items', search.buildMs, budgets.searchBuild));
  checks.push(check('search query p95', search.queryP95, budgets.searchQueryP95));
  const ms = (value) => formatValue(value, 'ms');
  const rows = [
    [
      'index build (until it answers)',
      cell(search.buildMs, 'ms', budgets.searchBuild),
      formatBudget(budgets.searchBuild),
    ],
    ['phrase texts, made after the build', ms(search.phrasesMs), '–'],
    ['index heap', formatValue(search.heapBytes, 'bytes'), 'reported'],
    ['query p50', ms(search.queryP50), '–'],
    [
      'query p95',
      cell(search.queryP95, 'ms', budgets.searchQueryP95),
      formatBudget(budgets.searchQueryP95),
    ],
    ['query max', ms(search.queryMax), '–'],
    ['suggest p95', ms(search.suggestP95), '–'],
    ['replace one item p95', ms(search.updateP95), '–'],
    ['plain MiniSearch build (no analysis, reference)', ms(search.plainBuildMs), '–'],
    ['plain MiniSearch heap (reference)', formatValue(search.plainHeapBytes, 'bytes'), '–'],
  ];
  const summary =
    `${search.count} generated German items (de), ${search.queries} varied queries ` +
    `(${search.queriesWithHits} with hits), ${search.typings} typed prefixes`;
  return `${summary}\n${renderTable(['figure', 'value', 'budget'], rows)}`;
}

/** The printed report and the flat list of budget checks. */
export function renderReport(results) {
  const checks = [];
  const sections = [
    [
      'Page weight (Chromium, empty cache, 1366×768; gzip -6 of the received bodies; KB = 1000 bytes)',
      pageWeightSection(results.pageWeight, checks),
    ],
    [
      'Throughput (autocannon, 50 connections, 10 s after a 3 s warm-up, loopback)',
      throughputSection(results.throughput, checks),
    ],
    [
      'Lighthouse 13 (mobile preset, median of 3 runs)',
      lighthouseSection(results.lighthouse, checks),
    ],
    [
      'Scale (server render, sequential requests, time to the full HTML)',
      scaleSection(results.scale, checks),
    ],
    ['Search engine (in process, one locale)', searchSection(results.search, checks)],
  ];
  const within = checks.filter((c) => c.verdict === 'within').length;
  const over = checks.filter((c) => c.verdict === 'over');
  const summary = [
    `Budgets: ${within} within, ${over.length} over.`,
    ...over.map((c) => `  OVER ${c.label}: ${formatValue(c.value, c.unit)} (budget ${c.budget})`),
  ].join('\n');
  const text =
    sections.map(([title, body]) => `== ${title}\n${body}`).join('\n\n') + `\n\n${summary}`;
  return { text, checks };
}
