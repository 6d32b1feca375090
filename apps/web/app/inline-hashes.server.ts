import { createHash } from 'node:crypto';
import type { InlineHashes } from './load-context';

// React and React Router escape `<` inside inline scripts and styles, so an element ends at the
// first closing tag; a `src` attribute makes a script external.
const inlineElement = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
// Data blocks (JSON-LD) are never run, so the policy need not list them.
const dataBlock = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** The CSP hashes of every inline script and style element of a rendered page. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, tag = '', attributes = '', text = ''] of html.matchAll(inlineElement)) {
    if (tag.toLowerCase() === 'style') styles.add(sha256(text));
    else if (!/\bsrc\s*=/i.test(attributes) && !dataBlock.test(attributes))
      scripts.add(sha256(text));
  }
  return { scripts: [...scripts], styles: [...styles] };
}
