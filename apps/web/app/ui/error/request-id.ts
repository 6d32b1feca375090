import { createContext, useContext, useState } from 'react';

/**
 * The request id of the answer being rendered (X-Request-Id, SPEC §8), so that the error page
 * can name it. entry.server.tsx provides it from the load context; in the browser the error
 * page that hydrates reads it back from the HTML it was rendered into (`data-request-id`).
 */
export const RequestIdContext = createContext<string>('');

export const REQUEST_ID_ATTRIBUTE = 'data-request-id';

/** The id in the server-rendered HTML, taken once: a later client-side error page has none. */
let fromHtml: string | null | undefined;

export function useRequestId(): string {
  const onServer = useContext(RequestIdContext);
  const [id] = useState(() => {
    if (typeof document === 'undefined') return onServer;
    if (fromHtml === undefined) {
      fromHtml =
        document.querySelector(`[${REQUEST_ID_ATTRIBUTE}]`)?.getAttribute(REQUEST_ID_ATTRIBUTE) ??
        null;
      return fromHtml ?? '';
    }
    return '';
  });
  return id;
}
