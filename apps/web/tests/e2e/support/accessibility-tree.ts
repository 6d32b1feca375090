import type { Page } from 'playwright-core';

/**
 * One node of Chromium's own accessibility tree (what a screen reader is given), read over the
 * DevTools protocol: unlike ariaSnapshot it has the description and the live-region properties.
 */
export interface AxNode {
  role: string;
  name: string;
  description: string;
  /** Properties such as live ("polite"), atomic, focused, expanded, by name. */
  properties: Record<string, unknown>;
}

interface RawAxNode {
  ignored?: boolean;
  role?: { value?: unknown };
  name?: { value?: unknown };
  description?: { value?: unknown };
  properties?: { name: string; value: { value?: unknown } }[];
}

/** The accessibility node of the first element matching `selector` (null: none, or ignored). */
export async function axNode(page: Page, selector: string): Promise<AxNode | null> {
  const session = await page.context().newCDPSession(page);
  try {
    const { result } = await session.send('Runtime.evaluate', {
      expression: `document.querySelector(${JSON.stringify(selector)})`,
    });
    if (!result.objectId) return null;
    const { nodes } = (await session.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    })) as { nodes: RawAxNode[] };
    const node = nodes[0];
    if (!node || node.ignored) return null;
    return {
      role: String(node.role?.value ?? ''),
      name: String(node.name?.value ?? ''),
      description: String(node.description?.value ?? ''),
      properties: Object.fromEntries(
        (node.properties ?? []).map((property) => [property.name, property.value.value]),
      ),
    };
  } finally {
    await session.detach();
  }
}
