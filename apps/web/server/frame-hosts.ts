import type { ConsentSettings } from '~/domain/consent';

/** The hosts the external services of the CMS load frames from: the CSP's frame-src. */
export function externalHosts(settings: ConsentSettings): string[] {
  return settings.services
    .filter((service) => service.category === 'external')
    .flatMap((service) => service.hosts);
}

/**
 * frame-src follows the editors' list of services. The CSP is set on every answer, so the list
 * is read through the content cache and the last one known is used at once; only before the
 * first successful read does an answer wait for it. A failing CMS leaves the last list in force
 * (or none: then no frame may load).
 */
export function frameHostsFromCms(
  read: () => Promise<ConsentSettings>,
): () => Promise<readonly string[]> {
  let last: readonly string[] | null = null;
  let failing = false;
  return () => {
    const fresh = read().then(
      (settings) => {
        failing = false;
        last = externalHosts(settings);
        return last;
      },
      (error: unknown) => {
        if (!failing) {
          console.error(
            '[csp] consent services unavailable, frame-src keeps the last known hosts:',
            error instanceof Error ? error.message : error,
          );
        }
        failing = true;
        return last ?? [];
      },
    );
    return last ? Promise.resolve(last) : fresh;
  };
}
