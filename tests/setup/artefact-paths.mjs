// Where a failed browser test leaves its artefacts (screenshots, trace, page and site logs):
// written by apps/web/tests/e2e/support/failure-artefacts.ts, listed by the summary reporter.
// Plain JavaScript, so that the reporter and the TypeScript tests share the one rule.
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (absolute). */
export const root = fileURLToPath(new URL('../../', import.meta.url));

/** The artefacts' folder, relative to the root (git-ignored with test-results/). */
export const artefactsRoot = 'test-results/artefacts';

/** One JSON line per failed test: {project, file, test, dir}, `dir` relative to the root. */
export const artefactIndex = `${artefactsRoot}/index.jsonl`;

/**
 * A name fit for a folder: lower case ASCII letters, digits and dashes; a long one is cut and
 * ends with a hash of the whole, so that two names that differ only at their end stay apart.
 */
export function slug(text, max = 80) {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (plain.length <= max) return plain || 'unnamed';
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 8);
  return `${plain.slice(0, max - 9).replace(/-+$/, '')}-${hash}`;
}

/**
 * The folder of one failed test, relative to the root:
 * test-results/artefacts/<project>/<file>/<test>/.
 * `file`: the test file's path relative to apps/web (tests/e2e/home.test.ts gives `home`,
 * tests/e2e/serial/cms-editing.test.ts gives `cms-editing`, tests/e2e/crawl/crawl-de.test.ts
 * gives `crawl/crawl-de`); `test`: its full name without the file (`suite > test`).
 */
export function artefactDir({ project, file, test }) {
  const stem = file
    .replaceAll('\\', '/')
    .replace(/^tests\/e2e\/(serial\/)?/, '')
    .replace(/\.test\.[cm]?[jt]sx?$/, '')
    .split('/')
    .map((part) => slug(part))
    .join('/');
  return [artefactsRoot, slug(project || 'default'), stem, slug(test)].join('/');
}

/** Removes the artefacts of an earlier run: for the start of a run (global setup or reporter). */
export function clearArtefacts() {
  rmSync(path.join(root, artefactsRoot), { recursive: true, force: true });
}
