// Types of drill/xss-browser.mjs for the TypeScript tests that use it.
import type { Browser } from 'playwright-core';

export interface XssFinding {
  tag: string;
  attribute: string;
  value: string;
}
export interface XssVisit {
  executions: string[];
  dialogs: number;
  unsafe: XssFinding[];
  status: number;
}
export function visitForXss(
  browser: Browser,
  url: string,
  options?: { javaScript?: boolean; bypassCSP?: boolean },
): Promise<XssVisit>;
