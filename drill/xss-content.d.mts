// Types of drill/xss-content.mjs for the TypeScript tests that use it.
import type { XssPayload } from './xss-payloads.mjs';

export const marker: string;
export interface PayloadPlacer {
  used: { text: Set<string>; rich: Set<string>; link: Set<string> };
  text(count?: number): string;
  link(): string;
  richText(): unknown[];
  allAsDownloads(): Array<{ title: string; url: string }>;
}
export function cmsTakesRichTextLink(url: string): boolean;
export function payloadPlacer(
  payloads: XssPayload[],
  options?: { richTextLink?: (url: string) => boolean },
): PayloadPlacer;
