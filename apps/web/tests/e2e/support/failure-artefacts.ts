// Setup file of the browser projects (vitest.config.mjs): a failed test leaves, in
// test-results/artefacts/<project>/<file>/<test>/ (tests/setup/artefact-paths.mjs),
//   context-<n>-page-<i>.png  a screenshot of each page still open,
//   context-<n>-trace.zip     the test's Playwright trace of that context
//                             (npx playwright-core show-trace <file>),
//   browser.log               the pages' console messages, page errors, failed requests and
//                             error answers, of every context of the test,
//   site.log                  the last 200 lines of the shared site's log (STACK_SITE_LOG),
//   failure.txt               the test, its errors and which file shows which page,
// and a line in test-results/artefacts/index.jsonl, which the run's summary prints.
// Every context of a browser from launchBrowser() is traced from its creation; each test
// records a chunk of its own, kept only when the test failed. E2E_TRACE chooses what the trace
// holds besides the actions, their call logs and the console: `actions` (the default: nothing
// more), `screenshots` (a screencast), `snapshots` (DOM snapshots and the network), `full`
// (both), or `off` (no trace). Measured on consent.test.ts (17 tests, CPU seconds of the run
// with Chromium, 2–6 runs each on the shared 2-core machine): actions +4 %, screenshots +20 %,
// DOM snapshots +26–42 %. The browser project keeps both cores busy, so CPU is its wall time.
// A context that the test closes itself before it fails leaves no screenshot or trace (its
// console lines stay in browser.log); one that the file's afterEach closes is captured first.
import {
  appendFileSync,
  closeSync,
  mkdirSync,
  openSync,
  readSync,
  rmSync,
  statSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import {
  afterAll,
  afterEach,
  beforeEach,
  type RunnerTestCase as Test,
  type RunnerTestFile as File,
  type RunnerTestSuite as Suite,
} from 'vitest';
import { artefactDir, artefactIndex, root } from '../../../../../tests/setup/artefact-paths.mjs';
import { setContextWatcher } from './browser-watch';

type Described = { project: string; file: string; test: string };

const webDir = fileURLToPath(new URL('../../../', import.meta.url));
const traceModes = {
  off: undefined,
  actions: { screenshots: false, snapshots: false },
  screenshots: { screenshots: true, snapshots: false },
  snapshots: { screenshots: false, snapshots: true },
  full: { screenshots: true, snapshots: true },
} as const;
const traceMode = process.env.E2E_TRACE || 'actions';
if (!(traceMode in traceModes))
  throw new Error(`E2E_TRACE=${traceMode}: one of ${Object.keys(traceModes).join(', ')}`);
const tracing = traceModes[traceMode as keyof typeof traceModes];
const fullTraceHint = ' A rerun with E2E_TRACE=full adds a screencast and DOM snapshots.';
const siteLogLines = 200;
const logLimit = 5_000;

interface Watched {
  context: BrowserContext;
  /** Its number in this file, in the order of creation. */
  n: number;
  /** A trace chunk is being recorded. */
  recording: boolean;
}

/**
 * The contexts whose tracing has started: on globalThis, as the worker's kept contexts
 * (support/context-pool.ts) outlive the copy of this file that a test file runs.
 */
const tracedSlot = Symbol.for('zm.e2e.tracedContexts');
const traced = ((globalThis as { [tracedSlot]?: WeakSet<BrowserContext> })[tracedSlot] ??=
  new WeakSet());
/** The contexts that are open. */
const open = new Map<BrowserContext, Watched>();
let created = 0;
/** What the pages said since the current test (or the file) began. */
let log: string[] = [];
/** The test that runs or ran last; `done` once its afterEach is through. */
let current:
  | {
      test: Described;
      failed: () => boolean;
      done: boolean;
      dir?: string;
      saved: string[];
      recorded: boolean;
      problems: string[];
    }
  | undefined;

const time = () => new Date().toISOString().slice(11, 23);

function note(line: string): void {
  if (log.length < logLimit) log.push(`${time()} ${line}`);
  else if (log.length === logLimit) log.push(`… more than ${logLimit} lines, the rest left out`);
}

function warn(what: string, error: unknown): void {
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  current?.problems.push(`${what}: ${message}`);
}

function identify(file: Test['file'], test: string): Described {
  return {
    project: file.projectName || 'default',
    file: path.relative(webDir, file.filepath).replaceAll(path.sep, '/'),
    test,
  };
}

function begin(test: Described, failed: () => boolean): void {
  current = { test, failed, done: false, saved: [], recorded: false, problems: [] };
}

/** The folder of the current failed test, emptied the first time it is asked for. */
function failureDir(): string {
  if (!current) throw new Error('no test is running');
  if (!current.dir) {
    current.dir = path.join(root, artefactDir(current.test));
    rmSync(current.dir, { recursive: true, force: true });
    mkdirSync(current.dir, { recursive: true });
  }
  return current.dir;
}

/** Screenshots of the context's open pages, then its trace chunk. */
async function capture(watched: Watched): Promise<void> {
  if (!current) return;
  const dir = failureDir();
  for (const [index, page] of watched.context.pages().entries()) {
    const file = `context-${watched.n}-page-${index + 1}.png`;
    try {
      await page.screenshot({ path: path.join(dir, file), timeout: 10_000 });
      current.saved.push(`${file}: ${page.url()}`);
    } catch (error) {
      warn(`no screenshot of ${page.url()} (context ${watched.n})`, error);
    }
  }
  if (watched.recording) {
    watched.recording = false;
    const file = `context-${watched.n}-trace.zip`;
    try {
      await watched.context.tracing.stopChunk({ path: path.join(dir, file) });
      current.saved.push(`${file}: trace of context ${watched.n}`);
    } catch (error) {
      warn(`no trace of context ${watched.n}`, error);
    }
  }
}

/** Ends the context's trace chunk without keeping it. */
async function discard(watched: Watched): Promise<void> {
  if (!watched.recording) return;
  watched.recording = false;
  await watched.context.tracing.stopChunk().catch(() => {});
}

/** The last lines of a log file that may be long: only its end is read. */
function tail(file: string, lines: number): string {
  const size = statSync(file).size;
  const length = Math.min(size, 512 * 1024);
  const buffer = Buffer.alloc(length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, length, size - length);
  } finally {
    closeSync(fd);
  }
  const text = buffer.toString('utf8').split('\n');
  if (text.at(-1) === '') text.pop();
  return `${text.slice(-lines).join('\n')}\n`;
}

/** The logs, the failure's description and the line in the index, once per failed test. */
async function record(errors: readonly { message: string; stack?: string }[]): Promise<void> {
  if (!current || current.recorded) return;
  current.recorded = true;
  const dir = failureDir();
  const described = current.test;
  const siteLog = process.env.STACK_SITE_LOG;
  let siteNote = 'STACK_SITE_LOG is not set: no site log (a site the test started is not in it).';
  if (siteLog) {
    try {
      await writeFile(path.join(dir, 'site.log'), tail(siteLog, siteLogLines));
      siteNote = `site.log: the last ${siteLogLines} lines of ${siteLog}, at ${time()}`;
    } catch (error) {
      warn(`no site log from ${siteLog}`, error);
    }
  }
  await writeFile(path.join(dir, 'browser.log'), log.length ? `${log.join('\n')}\n` : '');
  const failure = [
    `${described.project} › ${described.file} › ${described.test}`,
    '',
    ...current.saved,
    'browser.log: console messages, page errors, failed requests and error answers',
    siteNote,
    `Trace: E2E_TRACE=${traceMode}.${traceMode === 'full' ? '' : fullTraceHint}`,
    '',
    ...(current.problems.length ? ['Not saved:', ...current.problems, ''] : []),
    'Errors:',
    ...errors.map((error) => error.stack ?? error.message),
    '',
  ];
  await writeFile(path.join(dir, 'failure.txt'), failure.join('\n'));
  const line = { ...described, dir: path.relative(root, dir).replaceAll(path.sep, '/') };
  appendFileSync(path.join(root, artefactIndex), `${JSON.stringify(line)}\n`);
}

setContextWatcher({
  async created(context) {
    const watched: Watched = { context, n: (created += 1), recording: false };
    open.set(context, watched);
    context.on('close', () => open.delete(context));
    const where = `[context ${watched.n}]`;
    context.on('console', (message) => {
      const { url, lineNumber } = message.location();
      note(
        `${where} console.${message.type()}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`,
      );
    });
    context.on('weberror', (error) =>
      note(`${where} page error: ${error.error().stack ?? error.error().message}`),
    );
    context.on('requestfailed', (request) =>
      note(
        `${where} request failed: ${request.method()} ${request.url()}: ${request.failure()?.errorText}`,
      ),
    );
    context.on('response', (response) => {
      if (response.status() >= 400)
        note(
          `${where} answer ${response.status()}: ${response.request().method()} ${response.url()}`,
        );
    });
    if (!tracing) return;
    const title = current && !current.done ? current.test.test : 'between tests';
    try {
      // A kept context (support/context-pool.ts) is traced since it was new: a chunk of its own.
      if (traced.has(context)) await context.tracing.startChunk({ title });
      else await context.tracing.start({ ...tracing, title });
      traced.add(context);
      watched.recording = true;
    } catch (error) {
      warn(`no trace of context ${watched.n}`, error);
    }
  },
  async closing(context) {
    const watched = open.get(context);
    if (!watched) return;
    open.delete(context);
    // Closed in a test's afterEach, once the test has failed: its pages are still there.
    if (current && !current.done && current.failed()) await capture(watched);
    else {
      note(`[context ${watched.n}] closed by the test`);
      await discard(watched);
    }
  },
});

beforeEach(async ({ task, onTestFailed }) => {
  begin(identify(task.file, task.fullTestName ?? task.name), () => task.result?.state === 'fail');
  log = [];
  for (const watched of open.values()) {
    try {
      await watched.context.tracing.startChunk({ title: current?.test.test });
      watched.recording = true;
    } catch {
      // Not traced (E2E_TRACE=off) or closed meanwhile.
    }
  }
  // A failure after the afterEach hooks (a fixture's cleanup): the logs at least.
  onTestFailed(({ task: failed }) => record(failed.result?.errors ?? []));
});

// Registered before the test file's hooks, so it runs after them (vitest runs afterEach hooks
// in reverse): a context the file's own afterEach closes is captured as it closes.
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') {
    for (const watched of open.values()) await capture(watched);
    await record(task.result.errors ?? []);
  } else {
    for (const watched of open.values()) await discard(watched);
  }
  if (current) current.done = true;
});

// A suite's beforeAll or afterAll that failed (in beforeAll: its tests did not run): the
// logs, under `<suite> > suite hook`.
// (vitest wants the fixtures as a destructuring pattern; the hook needs none of them.)
// eslint-disable-next-line no-empty-pattern
afterAll(async ({}, file) => {
  const failed = (suite: Readonly<Suite | File>): Readonly<Suite | File>[] => [
    ...(suite.result?.state === 'fail' && suite.result.errors?.length ? [suite] : []),
    ...suite.tasks.flatMap((task) => (task.type === 'suite' ? failed(task) : [])),
  ];
  for (const suite of failed(file)) {
    const name = suite === file ? 'suite hook' : `${suite.fullTestName ?? suite.name} > suite hook`;
    begin(identify(file.file, name), () => true);
    await record(suite.result?.errors ?? []);
  }
});
