import { describe, expect, it } from 'vitest';
import { cmsHealthy } from './cms-client.server';
import { readCmsConfig } from './config.server';

const config = readCmsConfig({ CMS_URL: 'http://cms.test/', CMS_TIMEOUT_MS: '500' });

describe('the CMS health check (the breaker asks it, issue 41)', () => {
  it('asks /_health and counts only a 5xx or no answer as down', async () => {
    const asked: string[] = [];
    const answering = (status: number) =>
      ((url: string) => {
        asked.push(url);
        return Promise.resolve(new Response(status === 204 ? null : 'x', { status }));
      }) as unknown as typeof fetch;
    expect(await cmsHealthy(config, answering(204))).toBe(true);
    expect(await cmsHealthy(config, answering(404))).toBe(true);
    expect(await cmsHealthy(config, answering(500))).toBe(false);
    expect(await cmsHealthy(config, answering(503))).toBe(false);
    expect(asked).toEqual(Array(4).fill('http://cms.test/_health'));
    const refused = (() =>
      Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch;
    expect(await cmsHealthy(config, refused)).toBe(false);
  });
});
