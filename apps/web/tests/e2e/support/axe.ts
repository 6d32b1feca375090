import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules checked: WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  targets: string[];
}

/**
 * Runs axe-core on the page as it is now and returns one line per violated rule: the rule, its
 * impact and the elements that fail it. An empty list means no violations.
 *
 * The site's CSP rightly forbids the injected script, so the page's browser context must be
 * opened with `bypassCSP: true`; without JavaScript in the page axe cannot run at all.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (values): Promise<Violation[]> => {
    type AxeResult = { violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] };
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } };
    const result = await axe.run(document, { runOnly: { type: 'tag', values } });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  }, wcagTags);
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.targets.join(', ')}`);
}
