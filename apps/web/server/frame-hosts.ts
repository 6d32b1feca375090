import { failureReason } from '~/content/cms-breaker.server';
import type { ConsentSettings } from '~/domain/consent';

/** The hosts the external services of the CMS load frames from: the CSP's frame-src. */
export function externalHosts(settings: ConsentSettings): string[] {
  return settings.services
    .filter((service) => service.category === 'external')
    .flatMap((service) => service.hosts);
}

export interface FrameHostsOptions {
  /** How old the list may get before an answer asks the content cache again. */
  refreshMs?: number;
  now?: () => number;
}

/**
 * frame-src follows the editors' list of services. The CSP goes out with every answer (assets
 * too), so no answer ever waits for the CMS: each gets the last list known, and the list is read
 * again (through the content cache, which the CMS webhook clears) in the background, at start and
 * then at most every `refreshMs`. A failing CMS leaves the last list in force; before the first
 * successful read it is empty, so no frame may load yet.
 */
export function frameHostsFromCms(
  read: () => Promise<ConsentSettings>,
  { refreshMs = 5_000, now = Date.now }: FrameHostsOptions = {},
): () => Promise<readonly string[]> {
  let last: readonly string[] = [];
  let readAt = Number.NEGATIVE_INFINITY;
  let reading = false;
  let failing = false;
  const refresh = () => {
    if (reading || now() - readAt < refreshMs) return;
    reading = true;
    readAt = now();
    read()
      .then(
        (settings) => {
          failing = false;
          last = externalHosts(settings);
        },
        (error: unknown) => {
          if (!failing) {
            console.error(
              '[csp] consent services unavailable, frame-src keeps the last known hosts:',
              failureReason(error),
            );
          }
          failing = true;
        },
      )
      .finally(() => {
        reading = false;
      });
  };
  refresh();
  return () => {
    refresh();
    return Promise.resolve(last);
  };
}
