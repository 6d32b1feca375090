// Types of scripts/lib/chromium.mjs for the TypeScript browser tests.
export const chromiumPath: string;
export const chromiumSwitches: readonly string[];
export const headlessShellPath: string;
