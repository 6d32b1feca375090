// After the run: tests and durations by project, printed and written to
// test-results/timings.json (with how long each shared service took to be ready), and the
// folder of every failed browser test's artefacts (screenshot, trace, logs).
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/lib/paths.mjs';
import { clearArtefacts } from './artefact-paths.mjs';

const results = path.join(root, 'test-results');

export default class SummaryReporter {
  onInit() {
    // The artefacts and their index are this run's only.
    clearArtefacts();
    this.started = Date.now();
    this.spans = new Map();
  }

  onTestModuleStart(module) {
    const span = this.spans.get(module.project.name) ?? { first: Date.now(), last: Date.now() };
    this.spans.set(module.project.name, span);
  }

  onTestModuleEnd(module) {
    this.spans.get(module.project.name).last = Date.now();
  }

  onTestRunEnd(modules) {
    const projects = {};
    const files = [];
    for (const module of modules) {
      const name = module.project.name;
      const project = (projects[name] ??= {
        files: 0,
        passed: 0,
        failed: 0,
        skipped: 0,
        fileSeconds: 0,
      });
      project.files += 1;
      const seconds = (module.diagnostic().duration ?? 0) / 1000;
      project.fileSeconds += seconds;
      files.push({
        project: name,
        file: path.relative(root, module.moduleId),
        seconds: round(seconds),
      });
      // A file that failed before its tests ran counts as one failure.
      if (module.state() === 'failed' && ![...module.children.allTests('failed')].length)
        project.failed += 1;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') project.passed += 1;
        else if (state === 'failed') project.failed += 1;
        else project.skipped += 1;
      }
    }
    for (const [name, span] of this.spans) {
      projects[name].wallSeconds = round((span.last - span.first) / 1000);
      // When in the run: the seconds from its start to the project's first and last file.
      projects[name].span = [span.first, span.last].map((at) => round((at - this.started) / 1000));
      projects[name].fileSeconds = round(projects[name].fileSeconds);
    }
    const timings = {
      finishedAt: new Date().toISOString(),
      wallSeconds: round((Date.now() - this.started) / 1000),
      projects,
      slowestFiles: files.sort((a, b) => b.seconds - a.seconds).slice(0, 40),
      services: serviceTimes(globalThis.zmStackDir),
    };
    mkdirSync(results, { recursive: true });
    writeFileSync(path.join(results, 'timings.json'), `${JSON.stringify(timings, null, 2)}\n`);

    console.log('\nBy project (wall time from its first file to its last):');
    for (const [name, p] of Object.entries(projects))
      console.log(
        `  ${name.padEnd(17)} ${String(p.passed).padStart(5)} passed ${String(p.failed).padStart(3)} failed` +
          `${p.skipped ? ` ${p.skipped} skipped` : ''}  ${p.files} files, ${p.wallSeconds} s`,
      );
    console.log('Slowest files:');
    for (const f of timings.slowestFiles.slice(0, 12))
      console.log(`  ${String(f.seconds).padStart(7)} s  ${f.project}  ${f.file}`);
    for (const [name, seconds] of Object.entries(timings.services))
      console.log(`  service ${name} ready after ${seconds} s`);
    console.log(`  whole run: ${timings.wallSeconds} s; figures in test-results/timings.json`);
    const index = path.join(results, 'artefacts', 'index.jsonl');
    if (existsSync(index)) {
      console.log('\nArtefacts of failed browser tests (screenshot, trace, page and site logs):');
      for (const line of readFileSync(index, 'utf8').split('\n').filter(Boolean)) {
        const failure = JSON.parse(line);
        console.log(`  ${failure.project} › ${failure.file} › ${failure.test}\n    ${failure.dir}`);
      }
    }
  }
}

function round(seconds) {
  return Math.round(seconds * 10) / 10;
}

/** Seconds from the start of the run until each shared service was ready (stack-services.mjs). */
function serviceTimes(dir) {
  const statusDir = dir && path.join(dir, 'status');
  if (!statusDir || !existsSync(statusDir)) return {};
  return Object.fromEntries(
    readdirSync(statusDir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => {
        const status = JSON.parse(readFileSync(path.join(statusDir, file), 'utf8'));
        return [file.replace(/\.json$/, ''), status.seconds ?? null];
      }),
  );
}
