import { describe, expect, it, vi } from 'vitest';
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

describe('frame hosts from the CMS', () => {
  it('names the hosts of external services only', async () => {
    const hosts = frameHostsFromCms(async () =>
      settings([
        service('site', 'necessary', ['museum.example']),
        service('matomo', 'analytics', ['stats.museum.example']),
        service('youtube', 'external', ['www.youtube-nocookie.com', 'www.youtube.com']),
        service('osm', 'external', ['www.openstreetmap.org']),
      ]),
    );
    expect(await hosts()).toEqual([
      'www.youtube-nocookie.com',
      'www.youtube.com',
      'www.openstreetmap.org',
    ]);
  });

  it('keeps the last known list while the CMS fails, and none before it ever answered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: Promise<ConsentSettings> = Promise.reject(new Error('down'));
    const hosts = frameHostsFromCms(() => answer);
    expect(await hosts()).toEqual([]);
    answer = Promise.resolve(settings([service('vimeo', 'external', ['player.vimeo.com'])]));
    expect(await hosts()).toEqual(['player.vimeo.com']);
    answer = Promise.reject(new Error('down again'));
    expect(await hosts()).toEqual(['player.vimeo.com']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await hosts()).toEqual(['player.vimeo.com']);
    vi.restoreAllMocks();
  });
});
