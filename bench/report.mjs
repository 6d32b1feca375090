// Turns the measured figures into the printed tables and the list of budget checks.
import {
  KB,
  budgets,
  check,
  formatBudget,
  formatValue,
  judge,
  failedTooOften,
  uncachedVerdict,
} from './budgets.mjs';
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

/**
 * The framework floor's page beside the site's: how much of each page's first-load JS is React
 * and React Router alone, and how much the site adds.
 */
export function floorJsLine(pageWeight, floor) {
  if (!floor?.jsGzip || failed(pageWeight)) return '';
  const site = pageWeight.filter((page) => page.jsGzip).map((page) => page.jsGzip);
  if (site.length === 0) return '';
  const kb = (bytes) => (bytes / KB).toFixed(1);
  const above = site.map((bytes) => bytes - floor.jsGzip);
  return `\n\nFramework floor (bench/floor, one small React Router page, measured the same way): first-load JS ${kb(floor.jsGzip)} KB gzip in ${floor.jsFiles} files, HTML ${kb(floor.htmlGzip)} KB gzip. The site's pages load ${kb(Math.min(...above))}–${kb(Math.max(...above))} KB gzip more.`;
}

function pageWeightSection(pageWeight, checks, floor) {
  if (failed(pageWeight)) return `not measured: ${pageWeight.error}`;
  const rows = pageWeight.map((page) => {
    const name = [page.id, page.locale];
    if (page.error) return [...name, ERROR_CELL];
    if (page.missing) return [...name, page.reason ? `missing (${page.reason})` : 'missing'];
    checks.push(
      check(`${page.id} ${page.locale}: HTML gzip`, page.htmlGzip, budgets.htmlGzip, 'htmlGzip'),
    );
    checks.push(
      check(
        `${page.id} ${page.locale}: first-load JS gzip`,
        page.jsGzip,
        budgets.firstLoadJsGzip,
        'firstLoadJsGzip',
      ),
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
  return (
    withErrors(
      renderTable(header, rows),
      pageWeight.map((page) => [`${page.id} ${page.locale}`, page]),
    ) +
    floorJsLine(pageWeight, floor) +
    chunkSection(pageWeight)
  );
}

const shortNames = { exhibition: 'exhib', programme: 'prog', 'guided-tour-request': 'tour' };
const shortName = (page) => `${shortNames[page.id] ?? page.id} ${page.locale}`;

/**
 * First-load JS by chunk: one row per file with its owner (route module, shared chunk, entry)
 * and its gzip size, a column per page marking where it loads; the totals per page below.
 */
export function chunkSection(pageWeight) {
  const pages = pageWeight.filter((page) => Array.isArray(page.jsChunks));
  if (pages.length === 0) return '';
  const files = new Map();
  for (const page of pages)
    for (const chunk of page.jsChunks) if (!files.has(chunk.file)) files.set(chunk.file, chunk);
  const kb = (bytes) => (bytes / KB).toFixed(1);
  const rows = [...files.values()]
    .sort((a, b) => b.gzip - a.gzip)
    .map((chunk) => [
      chunk.file.replace(/^\/assets\//, ''),
      chunk.owner,
      kb(chunk.gzip),
      ...pages.map((page) => (page.jsChunks.some((c) => c.file === chunk.file) ? '•' : '')),
    ]);
  const total = pages.map((page) => kb(page.jsChunks.reduce((sum, c) => sum + c.gzip, 0)));
  rows.push(['total', '', '', ...total]);
  const table = renderTable(
    ['first-load script', 'belongs to', 'KB gz', ...pages.map(shortName)],
    rows,
  );
  return `\n\nFirst-load JS by chunk (KB gzip; • = loaded by that page; budget ${formatBudget(budgets.firstLoadJsGzip)} per page):\n${table}`;
}

const percent = (share) =>
  share === null || share === undefined ? '–' : `${Math.round(share * 100)} %`;

function throughputRow(row) {
  const name = [row.target, row.what, row.encoding === 'browser' ? 'browser' : 'none'];
  if (row.missing) return [...name, `missing (${row.missing})`];
  if (row.error) return [...name, ERROR_CELL];
  return [
    ...name,
    formatValue(row.rps, 'rps'),
    formatValue(row.p50, 'ms'),
    formatValue(row.p99, 'ms'),
    row.cpuUsPerRequest === null || row.cpuUsPerRequest === undefined
      ? '–'
      : formatValue(row.cpuUsPerRequest, 'us'),
    percent(row.serverCpuShare),
    percent(row.loadCpuShare),
    row.bytesPerResponse ? formatValue(row.bytesPerResponse, 'bytes') : '–',
    row.probe?.contentEncoding ?? '–',
    String(row.errors ?? '–'),
    String(row.non2xx ?? '–'),
  ];
}

function throughputSection(throughput, checks) {
  if (failed(throughput)) return `not measured: ${throughput.error}`;
  const rows = throughput.rows ?? [];
  const table = withErrors(
    renderTable(
      [
        'server',
        'what',
        'Accept-Enc.',
        'requests/s',
        'p50',
        'p99',
        'CPU/request',
        'server CPU',
        'wrk CPU',
        'bytes/answer',
        'sent as',
        'errors',
        'status≥400',
      ],
      rows.map(throughputRow),
    ),
    rows.map((row) => [`${row.target} ${row.what} (${row.encoding})`, row]),
  );
  const ratios = throughput.ratios ?? {};
  const find = (id, encoding) => rows.find((r) => r.id === id && r.encoding === encoding);
  const lines = [];
  const mb = (bytes) => formatValue(bytes, 'bytes');
  const cores = throughput.cores;
  lines.push(
    cores
      ? `pinned with taskset: wrk (1 thread, 50 connections, keep-alive) on core ${cores.load}; the site's Node process, the bare node server, the floor and nginx's worker on core ${cores.server}. Each row: 3 s warm-up, 10 s measured.`
      : `NOT pinned (${throughput.pinned}); 50 connections, 3 s warm-up, 10 s measured.`,
  );
  const load = (values) => (values ? values.map((v) => v.toFixed(1)).join(' ') : '?');
  lines.push(
    `load average before: ${load(throughput.loadAverageBefore)}, after: ${load(throughput.loadAverageAfter)} (other work on the machine shares both cores)`,
  );
  lines.push(
    `HTML cache of the site: ${throughput.htmlCache ?? '?'}; nginx: gzip_static and ${throughput.nginxBrotli ?? '?'}`,
  );
  if (throughput.floorVersions)
    lines.push(
      `floor: bench/floor, a plain small page (heading, paragraph, 12 links from its loader) on Express + compression + createRequestHandler; ${Object.entries(
        throughput.floorVersions,
      )
        .map(([name, version]) => `${name} ${version}`)
        .join(', ')}`,
    );
  // RSS of the site's process.
  checks.push(
    check(
      'web RSS growth over the throughput phase',
      throughput.rssGrowth ?? null,
      budgets.rssGrowth,
      'rssGrowth',
    ),
  );
  lines.push(
    `RSS of the web process: ${mb(throughput.rssAtStart)} before any load, ${mb(throughput.rssBefore)} after the site's rows ran once unmeasured, ${mb(throughput.rssAfter)} after its rows: ${cell(throughput.rssGrowth ?? null, 'percent', budgets.rssGrowth)} over the rows (budget < 10 %)`,
  );
  // Cached page against nginx, with a browser's Accept-Encoding: the verdict.
  const cachedRatio = ratios.cachedVsNginx_browser ?? null;
  const cachedCheck = check(
    'cached page web/nginx, browser Accept-Encoding',
    cachedRatio,
    budgets.cachedVsNginx,
    'cachedVsNginx',
  );
  // Fast failures are no throughput: a cached row with failed requests is over.
  if (failedTooOften(find('cached', 'browser')) && cachedCheck.verdict)
    cachedCheck.verdict = 'over';
  checks.push(cachedCheck);
  lines.push(
    `cached page web/nginx, browser Accept-Encoding: ${cell(cachedRatio, 'ratio', budgets.cachedVsNginx)} (budget ${formatBudget(budgets.cachedVsNginx)}); without Accept-Encoding: ${formatValue(ratios.cachedVsNginx_none ?? null, 'ratio')} (information)`,
  );
  if (ratios.nodeVsNginx_browser)
    lines.push(
      `the same answer from a bare node:http server (Node's own floor for a hit), browser Accept-Encoding: ${formatValue(ratios.nodeVsNginx_browser, 'ratio')} nginx; the site's cached row is ${formatValue(ratios.cachedVsNode_browser ?? null, 'ratio')} of it (information)`,
    );
  // Uncached renders: absolute figures, or the ratio to the floor.
  const uncached = find('uncached', 'browser');
  const floorRatio = ratios.uncachedVsFloor_browser ?? null;
  const verdict =
    uncached && !uncached.error && !uncached.missing
      ? uncachedVerdict({
          rps: uncached.rps,
          p99: uncached.p99,
          floorRatio,
          failed: failedTooOften(uncached),
        })
      : null;
  checks.push({
    label: 'uncached render, browser Accept-Encoding',
    value: uncached?.rps ?? null,
    unit: 'rps',
    budget: `${formatBudget(budgets.uncachedRps)} with p99 ${formatBudget(budgets.uncachedP99)}, or ${formatBudget(budgets.uncachedVsFloor)} floor`,
    verdict,
    group: 'uncached',
    detail: `${formatValue(uncached?.rps ?? null, 'rps')}, p99 ${formatValue(uncached?.p99 ?? null, 'ms')}, ${formatValue(floorRatio, 'ratio')} floor`,
  });
  lines.push(
    `uncached render, browser Accept-Encoding: ${formatValue(uncached?.rps ?? null, 'rps')}, p99 ${formatValue(uncached?.p99 ?? null, 'ms')}, ${formatValue(floorRatio, 'ratio')} the floor → ${mark(verdict) || '–'} (budget ≥ 600/s with p99 ≤ 150 ms, or ≥ 0.60× the floor); without Accept-Encoding: ${formatValue(ratios.uncachedVsFloor_none ?? null, 'ratio')} the floor`,
  );
  return `${table}\n\n${lines.join('\n')}`;
}

const shorten = (text, length = 110) =>
  text && text.length > length ? `${text.slice(0, length - 1)}…` : (text ?? '–');

function lighthouseSection(lighthouse, checks, floor) {
  if (failed(lighthouse)) return `not measured: ${lighthouse.error}`;
  const lh = budgets.lighthouse;
  const names = Object.keys(lh);
  // The framework floor's page is the last row, for reference: it is not judged.
  const measured = floor ? [...lighthouse, floor] : lighthouse;
  const rows = measured.map((page) => {
    const name = [page.reference ? `${page.id} (reference)` : page.id, page.locale ?? 'de'];
    if (page.error) return [...name, ERROR_CELL];
    if (page.missing) return [...name, `missing (${page.missing})`];
    if (page.reference) {
      const runs = (page.runs ?? []).map((run) => (run.lcp / 1000).toFixed(2)).join(' / ');
      return [...name, ...names.map((key) => formatValue(page[key], lh[key].unit)), `${runs} s`];
    }
    for (const key of names)
      checks.push(
        check(
          `Lighthouse ${page.id} ${page.locale}: ${lh[key].label}`,
          page[key],
          lh[key],
          `lighthouse.${key}`,
        ),
      );
    const lcpRuns = (page.runs ?? []).map((run) => (run.lcp / 1000).toFixed(2)).join(' / ');
    return [...name, ...names.map((key) => cell(page[key], lh[key].unit, lh[key])), `${lcpRuns} s`];
  });
  const header = [
    'page',
    'lang',
    ...names.map((key) => `${lh[key].label} (${formatBudget(lh[key])})`),
    'LCP of each run',
  ];
  const noindex = lighthouse
    .filter((page) => page.noindexOnPurpose && page.seoAsIs !== undefined)
    .map((page) => `${page.id} ${page.locale} ${formatValue(page.seoAsIs, 'score')}`);
  const elements = lighthouse
    .filter((page) => page.lcpElement)
    .map((page) => `  ${page.id} ${page.locale}: ${shorten(page.lcpElement.snippet)}`);
  const causes = lighthouse
    .filter((page) => page.failing)
    .flatMap((page) =>
      Object.entries(page.failing)
        .filter(([, audits]) => audits.length > 0)
        .map(
          ([category, audits]) =>
            `  ${page.id} ${page.locale} ${category}: ${audits.map((a) => a.id + (a.displayValue ? ` (${a.displayValue})` : '')).join(', ')}`,
        ),
    );
  return (
    withErrors(
      renderTable(header, rows),
      lighthouse.map((page) => [`${page.id} ${page.locale}`, page]),
    ) +
    (noindex.length
      ? `\n\nSEO of the pages that are noindex on purpose (search, booking form; decision 0018) is judged without is-crawlable; with it: ${noindex.join(', ')}`
      : '') +
    (elements.length ? `\n\nLCP element (median run):\n${elements.join('\n')}` : '') +
    (causes.length ? `\n\nAudits that cost points (median run):\n${causes.join('\n')}` : '')
  );
}

function scaleSection(scale, checks) {
  if (failed(scale)) return `not measured: ${scale.error}`;
  const rows = scale.pages.map((page) => {
    const budget = page.id === 'programme' ? budgets.programmeRender5000 : undefined;
    if (budget)
      checks.push(
        check(
          `programme render (${scale.counts.events} events), median`,
          page.medianMs,
          budget,
          'programmeRender5000',
        ),
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

/** The cluster phase (bench/cluster.mjs): ratios and the publish times, no budgets of #20. */
function clusterSection(cluster) {
  if (!cluster) return 'not measured';
  if (failed(cluster)) return `not measured: ${cluster.error}`;
  const rows = cluster.rows.map((row) =>
    row.error
      ? [row.what, ERROR_CELL]
      : [
          row.what,
          formatValue(row.rps, 'rps'),
          formatValue(row.p50, 'ms'),
          formatValue(row.p99, 'ms'),
          row.cpuUsPerRequest ? `${Math.round(row.cpuUsPerRequest)} µs` : '–',
          row.cpuShares
            ? Object.entries(row.cpuShares)
                .map(([part, share]) => `${part} ${Math.round(share * 100)} %`)
                .join(', ')
            : '–',
          row.loadCpuShare === null || row.loadCpuShare === undefined
            ? '–'
            : `${Math.round(row.loadCpuShare * 100)} %`,
        ],
  );
  const ratio = (value) => (value === null ? '–' : `${value.toFixed(2)}×`);
  const times = cluster.publish?.times ?? [];
  const publish = times.map((ms) => (ms === null ? 'not within 30 s' : `${ms} ms`)).join(', ');
  const slowest = times.some((ms) => ms === null) ? null : Math.max(...times);
  const lines = [
    `${cluster.processes} site processes on ${cluster.cores} cores, ${cluster.pinned}`,
    withErrors(
      renderTable(
        ['what (browser Accept-Encoding)', 'req/s', 'p50', 'p99', 'server CPU/req'],
        rows,
      ),
      cluster.rows.map((row) => [row.what, row]),
    ),
    `cached page through nginx / nginx sending the same file: ${ratio(cluster.cachedVsFile)}`,
    `uncached renders, ${cluster.processes} processes through nginx / one process alone: ${ratio(cluster.scaling)}`,
    `publish → visible through nginx on ${cluster.publish?.page ?? '–'}: ${publish || '–'}` +
      ` (goal ≤ 5000 ms: ${slowest === null ? 'OVER' : slowest <= 5000 ? 'within' : 'OVER'})`,
  ];
  return lines.join('\n');
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

/** The collection's figures (bench/collection.mjs). */
export function collectionSection(collection, checks) {
  if (!collection) return 'not measured';
  if (failed(collection)) return `not measured: ${collection.error}`;
  const rows = [];
  const { search, tiles } = collection;
  if (search?.error) rows.push(['collection search', `not measured: ${search.error}`, '']);
  else if (search) {
    checks.push(check(budgets.collectionSearchP95.label, search.p95, budgets.collectionSearchP95));
    rows.push(
      ['collection search p50', formatValue(search.p50, 'ms'), '–'],
      [
        'collection search p95',
        cell(search.p95, 'ms', budgets.collectionSearchP95),
        formatBudget(budgets.collectionSearchP95),
      ],
      ['collection search p99', formatValue(search.p99, 'ms'), '–'],
      [
        'requests (distinct queries × rounds), not 200',
        `${search.requests} (${search.distinctQueries}), ${search.failed}`,
        '–',
      ],
    );
  }
  if (tiles?.error) rows.push(['IIIF tiles', `not measured: ${tiles.error}`, '']);
  else if (tiles) {
    checks.push(check(budgets.tiles6000.label, tiles.madeMs, budgets.tiles6000));
    rows.push(
      [
        `IIIF tiles of ${tiles.width} × ${tiles.height} (${formatValue(tiles.sourceBytes, 'bytes')} JPEG)`,
        cell(tiles.madeMs, 'ms', budgets.tiles6000),
        formatBudget(budgets.tiles6000),
      ],
      [`the same again (${tiles.second})`, formatValue(tiles.againMs, 'ms'), '–'],
      ['tile files, bytes', `${tiles.files}, ${formatValue(tiles.bytes, 'bytes')}`, '–'],
    );
  }
  return renderTable(['figure', 'value', 'budget'], rows);
}

// Issue #20's budgets in its order: [group of checks, budget], each judged over all its figures.
const lh = budgets.lighthouse;
const issueBudgets = [
  ['lighthouse.lcp', lh.lcp],
  ['lighthouse.cls', lh.cls],
  ['lighthouse.tbt', lh.tbt],
  ['lighthouse.performance', lh.performance],
  ['lighthouse.accessibility', lh.accessibility],
  ['lighthouse.bestPractices', lh.bestPractices],
  ['lighthouse.seo', lh.seo],
  ['firstLoadJsGzip', budgets.firstLoadJsGzip],
  ['htmlGzip', budgets.htmlGzip],
  ['cachedVsNginx', budgets.cachedVsNginx],
  ['uncached', { label: 'uncached render (≥ 600/s with p99 ≤ 150 ms, or ≥ 0.60× floor)' }],
  ['programmeRender5000', budgets.programmeRender5000],
  ['rssGrowth', budgets.rssGrowth],
];

/** One row per budget of the issue: how many figures, within, over, the worst one, verdict. */
export function budgetSummary(checks) {
  const rows = issueBudgets.map(([group, budget]) => {
    const figures = checks.filter((c) => c.group === group && c.verdict !== null);
    const over = figures.filter((c) => c.verdict === 'over');
    const worseFirst = [...figures].sort((a, b) =>
      budget.min !== undefined ? a.value - b.value : b.value - a.value,
    );
    const worst = worseFirst[0];
    const title = budget.unit ? `${budget.label} ${formatBudget(budget)}` : budget.label;
    if (!worst) return [title, '0', '', '', 'not measured', ''];
    return [
      title,
      String(figures.length),
      String(figures.length - over.length),
      String(over.length),
      `${worst.detail ?? formatValue(worst.value, worst.unit)} (${worst.label})`,
      over.length ? 'OVER' : 'within',
    ];
  });
  return renderTable(['budget', 'figures', 'within', 'over', 'worst figure', 'verdict'], rows);
}

/** The printed report and the flat list of budget checks. */
export function renderReport(results) {
  const checks = [];
  const sections = [
    [
      'Page weight (Chromium, empty cache, 1366×768; gzip -6 of the received bodies; KB = 1000 bytes)',
      pageWeightSection(results.pageWeight, checks, results.floorPage?.pageWeight),
    ],
    [
      'Throughput (wrk from Debian, 50 connections, loopback; Accept-Encoding none and a browser\'s "gzip, deflate, br, zstd")',
      throughputSection(results.throughput, checks),
    ],
    [
      'Lighthouse 13 (mobile preset; of 3 runs the median by performance score, ties by LCP; all figures from that run)',
      lighthouseSection(results.lighthouse, checks, results.floorPage?.lighthouse),
    ],
    [
      'Scale (server render, sequential requests, time to the full HTML)',
      scaleSection(results.scale, checks),
    ],
    ['Search engine (in process, one locale)', searchSection(results.search, checks)],
    [
      'Collection (search pages over the demo collection, one request at a time; tiles made once)',
      collectionSection(results.collection, checks),
    ],
    [
      'Cluster (npm run start:cluster: nginx, site processes, Strapi on PostgreSQL; wrk, 50 connections)',
      clusterSection(results.cluster),
    ],
  ];
  sections.push([
    'Budgets of issue #20 (every figure of each budget; none fails the run)',
    budgetSummary(checks),
  ]);
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
