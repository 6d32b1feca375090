import { createContext, useContext, useMemo } from 'react';
import { useLocation } from 'react-router';

/**
 * The request id of a failed answer (SPEC §8), so that the error page can name it and staff can
 * find the log line. The server renders it from the load context (entry.server.tsx provides it);
 * in the browser it comes from the answer's `Server-Timing: request;desc=<id>` header, which
 * Resource Timing exposes: the last `.data` answer's after a client-side navigation, otherwise
 * the document's (runtime.ts keeps the timing buffer from filling up).
 */
export const RequestIdContext = createContext<string>('');

/** The last `.data` answer a navigation fetched, or else the document. */
function requestIdInBrowser(): string {
  const data = performance
    .getEntriesByType('resource')
    .filter(
      (entry) =>
        /\.data\b/.test(entry.name) &&
        (entry as PerformanceResourceTiming).initiatorType === 'fetch',
    );
  const entry = (data.at(-1) ?? performance.getEntriesByType('navigation')[0]) as
    PerformanceResourceTiming | undefined;
  return entry?.serverTiming.find((timing) => timing.name === 'request')?.description ?? '';
}

/** Read again for every location: an error page stays mounted across failed navigations. */
export function useRequestId(): string {
  const onServer = useContext(RequestIdContext);
  const { key } = useLocation();
  return useMemo(
    () => (import.meta.env.SSR ? onServer : requestIdInBrowser()),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the point: a new page
    [onServer, key],
  );
}
