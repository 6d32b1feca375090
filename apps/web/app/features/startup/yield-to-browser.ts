/**
 * Ends the current task so the browser can paint, take input and run other work first. The
 * page's start-up code awaits it between its large parts (./after-react.client.ts,
 * ./after-router.client.ts): evaluating React DOM, React Router and the site's own modules in one
 * go was one long task on a phone (issue #20, Total Blocking Time).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
