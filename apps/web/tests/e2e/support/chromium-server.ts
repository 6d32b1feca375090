import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumOptions } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's shared Chromium listens; none when a test file runs without this setup. */
    chromiumEndpoint: string | undefined;
  }
}

/** One Chromium for the whole run; each test file connects to it (support/browser.ts). */
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer(chromiumOptions());
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
