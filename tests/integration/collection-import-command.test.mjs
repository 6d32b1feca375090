// `npm run collection:import` as an operator runs it (decision 0066): the command loads the CMS
// in a process of its own, with no server, on the database it is given. Here an empty SQLite
// database without the demo content: a dry run reports what the LIDO sample would create and
// writes nothing; the import with --publish creates and publishes it, except what the publish
// check refuses, and the broken records of the sample are reported and skipped (exit code 2). What an import changes, keeps and reports
// record by record is tested through the same writer in collection-import.test.ts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfNeeded } from '../../scripts/lib/build.mjs';
import { cmsDir, root } from '../../scripts/lib/paths.mjs';
import { withPinnedNode } from '../../scripts/lib/runtime.mjs';
import { ensureSecrets } from '../../scripts/lib/secrets.mjs';

const scratch = mkdtempSync(path.join(tmpdir(), 'zm-import-command-'));
const sample = path.join(cmsDir, 'src', 'collection', 'sample', 'zm-sample.lido.xml');
const database = path.join(scratch, 'data.db');
/** better-sqlite3 as the CMS has it. */
const Database = createRequire(path.join(cmsDir, 'package.json'))('better-sqlite3');

/** The command's CMS half, with the environment the root script gives it. */
function importTask(...flags) {
  const secrets = ensureSecrets(path.join(scratch, 'secrets.json'));
  const answer = spawnSync(
    'node',
    [path.join(cmsDir, 'scripts', 'collection-import.cjs'), sample, ...flags],
    {
      cwd: cmsDir,
      encoding: 'utf8',
      timeout: 240_000,
      env: withPinnedNode({
        ...process.env,
        ...secrets,
        NODE_ENV: 'production',
        STRAPI_TELEMETRY_DISABLED: 'true',
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: database,
        PUBLIC_DIR: path.join(scratch, 'public'),
        SEED: 'false',
        REVALIDATE_SECRET: '',
        ZM_CMS_TASK: 'collection-import',
        ZM_IMPORT_SUMMARY_JSON: '1',
      }),
    },
  );
  const line = answer.stdout.split('\n').find((text) => text.startsWith('SUMMARY '));
  return {
    status: answer.status,
    output: `${answer.stdout}\n${answer.stderr}`,
    summary: line ? JSON.parse(line.slice('SUMMARY '.length)) : null,
  };
}

/** Objects in the database, per language and published or draft. */
function stored() {
  const db = new Database(database, { readonly: true });
  try {
    return db
      .prepare(
        'SELECT inventory_number AS number, locale, published_at IS NOT NULL AS published FROM collection_objects ORDER BY number, locale, published',
      )
      .all();
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  await buildIfNeeded('cms');
  // As an installation has it (the CMS's start makes it; the task does not).
  mkdirSync(path.join(scratch, 'public', 'uploads'), { recursive: true });
}, 600_000);

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('npm run collection:import', () => {
  let dry;

  it('names its usage and a missing file, before it loads anything', () => {
    const run = (...args) =>
      spawnSync(process.execPath, [path.join(root, 'scripts', 'collection-import.mjs'), ...args], {
        cwd: root,
        encoding: 'utf8',
        env: withPinnedNode({ ...process.env }),
      });
    const bare = run();
    expect(bare.status).toBe(1);
    expect(bare.stdout).toMatch(/Usage: npm run collection:import -- <file\.xml\|file\.csv>/);
    const missing = run(path.join(scratch, 'nowhere.xml'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain(`No such file: ${path.join(scratch, 'nowhere.xml')}`);
  });

  it('reports in a dry run what it would create, and writes nothing', () => {
    const { status, output, summary } = importTask('--dry-run');
    expect(summary, output).not.toBeNull();
    dry = summary;
    // The sample holds broken records on purpose: reported, skipped, exit code 2.
    expect(status, output).toBe(2);
    expect(summary.created).toBeGreaterThan(0);
    expect(summary.skipped).toBeGreaterThan(0);
    expect(output).toMatch(/Dry run \(nothing written\): \d+ would be created/);
    expect(stored()).toEqual([]);
  }, 300_000);

  it('creates and publishes the sample with --publish, skipping the broken records', () => {
    const { status, output, summary } = importTask('--publish');
    expect(status, output).toBe(2);
    expect(summary).toMatchObject({ created: dry.created, skipped: dry.skipped });
    const objects = stored();
    const numbers = new Set(objects.map((object) => object.number));
    expect(numbers.size).toBe(summary.created);
    // Published in German, unless the report says why not: the sample's picture without a
    // German alternative text keeps its object a draft (decision 0060).
    const drafts = new Set(
      summary.reports
        .filter((report) => report.messages?.some((text) => /kept as draft/.test(text)))
        .map((report) => report.inventoryNumber),
    );
    expect([...drafts]).toEqual(['ZM-K-1958-017']);
    expect(output).toContain('fehlt der deutsche Alternativtext');
    for (const number of numbers) {
      const published = objects.some(
        (object) => object.number === number && object.locale === 'de' && object.published === 1,
      );
      expect(published, `${number}\n${output}`).toBe(!drafts.has(number));
    }
  }, 300_000);
});
