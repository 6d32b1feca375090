import { describe, expect, it, vi } from 'vitest';
import { asRouteError, CmsUnavailableError } from '~/content/cms-breaker.server';
import type { ConsentService, ConsentSettings } from '~/domain/consent';
import { frameHostsFromCms } from './frame-hosts';

const service = (id: string, category: ConsentService['category'], hosts: string[]) => ({
  id,
  name: id,
  provider: id,
  category,
  purpose: '',
  cookies: null,
  hosts,
  privacyUrl: null,
});

const settings = (services: ConsentService[]) => ({ services }) as unknown as ConsentSettings;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('frame hosts from the CMS', () => {
  it('names the hosts of external services only, read at start', async () => {
    const hosts = frameHostsFromCms(async () =>
      settings([
        service('site', 'necessary', ['museum.example']),
        service('matomo', 'analytics', ['stats.museum.example']),
        service('youtube', 'external', ['www.youtube-nocookie.com']),
        service('osm', 'external', ['www.openstreetmap.org']),
      ]),
    );
    await settle();
    expect(await hosts()).toEqual(['www.youtube-nocookie.com', 'www.openstreetmap.org']);
  });

  it('never makes an answer wait for the CMS, and reads again at most every refreshMs', async () => {
    let time = 0;
    let reads = 0;
    let answer = (): Promise<ConsentSettings> => new Promise(() => undefined); // never settles
    const hosts = frameHostsFromCms(
      () => {
        reads += 1;
        return answer();
      },
      { refreshMs: 5_000, now: () => time },
    );
    // The CMS hangs: answers go out at once, without frame hosts.
    expect(await hosts()).toEqual([]);
    expect(reads).toBe(1);
    time = 6_000;
    answer = async () => settings([service('vimeo', 'external', ['player.vimeo.com'])]);
    // Still reading (the first read hangs): no second read piles up.
    expect(await hosts()).toEqual([]);
    expect(reads).toBe(1);
  });

  it('keeps the last known list while the CMS fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let time = 0;
    let answer: () => Promise<ConsentSettings> = async () =>
      settings([service('vimeo', 'external', ['player.vimeo.com'])]);
    const hosts = frameHostsFromCms(() => answer(), { refreshMs: 1_000, now: () => time });
    await settle();
    expect(await hosts()).toEqual(['player.vimeo.com']);
    answer = () => Promise.reject(new Error('down'));
    time = 2_000;
    await hosts();
    await settle();
    expect(await hosts()).toEqual(['player.vimeo.com']);
    expect(console.error).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('logs one line with the reason when the content service throws its 503', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    frameHostsFromCms(() =>
      Promise.reject(asRouteError(new CmsUnavailableError('circuit open', '/api/x', 10))),
    );
    await settle();
    expect(error).toHaveBeenCalledTimes(1);
    const line = error.mock.calls[0]!.map(String).join(' ');
    expect(line).toContain('503 circuit open');
    expect(line).not.toContain('ErrorResponse');
    vi.restoreAllMocks();
  });
});
