import { describe, expect, it } from 'vitest';
import { readSiteOrigin } from './site-origin.server';

describe('site origin', () => {
  it('is the configured public origin, without path or trailing slash', () => {
    const site = readSiteOrigin({ SITE_URL: 'https://www.zentralmuseum.example/' });
    expect(site.origin).toBe('https://www.zentralmuseum.example');
  });

  it('indexes no host until production names its hosts (a staging copy has its own SITE_URL)', () => {
    const staging = readSiteOrigin({ SITE_URL: 'https://staging.zentralmuseum.example' });
    expect(staging.productionHosts.size).toBe(0);
  });

  it('defaults to this machine, which no search engine may index', () => {
    const site = readSiteOrigin({ PORT: '4100' });
    expect(site.origin).toBe('http://localhost:4100');
    expect(site.productionHosts.size).toBe(0);
  });

  it('takes the indexed hosts from PRODUCTION_HOSTS when given', () => {
    const site = readSiteOrigin({
      SITE_URL: 'https://staging.zentralmuseum.example',
      PRODUCTION_HOSTS: 'www.zentralmuseum.example, Zentralmuseum.example',
    });
    expect([...site.productionHosts]).toEqual([
      'www.zentralmuseum.example',
      'zentralmuseum.example',
    ]);
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => readSiteOrigin({ SITE_URL: 'javascript:alert(1)' })).toThrow(/SITE_URL/);
    expect(() => readSiteOrigin({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
  });
});
