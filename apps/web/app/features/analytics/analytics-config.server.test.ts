import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHostName } from '~/domain/host-name';
import { parseAnalyticsConfig } from './analytics-config.server';

describe('analytics configuration', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('is off without ANALYTICS_URL, and says nothing about it', () => {
    expect(parseAnalyticsConfig({})).toEqual({ config: null, problems: [] });
    expect(parseAnalyticsConfig({ ANALYTICS_URL: '  ' })).toEqual({ config: null, problems: [] });
  });

  it('takes an http(s) base URL and makes it end with "/"', () => {
    const url = (value: string) => parseAnalyticsConfig({ ANALYTICS_URL: value }).config?.url;
    expect(url('https://stats.example.org')).toBe('https://stats.example.org/');
    expect(url('https://stats.example.org/')).toBe('https://stats.example.org/');
    expect(url(' https://Stats.Example.org/matomo ')).toBe('https://stats.example.org/matomo/');
    expect(url('http://127.0.0.1:8080/matomo/')).toBe('http://127.0.0.1:8080/matomo/');
  });

  it('turns analytics off for an invalid URL and names the problem', () => {
    for (const value of [
      'stats.example.org',
      'ftp://stats.example.org/',
      'javascript:alert(1)',
      'https://user:secret@stats.example.org/',
      'https://stats.example.org/?x=1',
      'https://stats.example.org/#top',
    ]) {
      const { config, problems } = parseAnalyticsConfig({ ANALYTICS_URL: value });
      expect(config, value).toBeNull();
      expect(problems, value).toHaveLength(1);
      expect(problems[0], value).toMatch(/^ANALYTICS_URL .*analytics off$/);
    }
  });

  it('reads the production hosts: trimmed, lower case, no duplicates, invalid ones named and left out', () => {
    const { config, problems } = parseAnalyticsConfig({
      ANALYTICS_URL: 'https://stats.example.org/',
      ANALYTICS_PRODUCTION_HOSTS:
        ' www.Museum.example, museum.example.,,www.museum.example, https://x.example, a b ',
    });
    expect(config).toEqual({
      url: 'https://stats.example.org/',
      productionHosts: ['www.museum.example', 'museum.example'],
    });
    expect(problems).toEqual([
      'ANALYTICS_PRODUCTION_HOSTS: "https://x.example" is not a host name, ignored',
      'ANALYTICS_PRODUCTION_HOSTS: "a b" is not a host name, ignored',
    ]);
    expect(
      parseAnalyticsConfig({ ANALYTICS_URL: 'https://stats.example.org/' }).config?.productionHosts,
    ).toEqual([]);
  });

  it('knows a host name', () => {
    expect(isHostName('www.museum.example')).toBe(true);
    expect(isHostName('127.0.0.1')).toBe(true);
    expect(isHostName('localhost')).toBe(true);
    for (const bad of [
      '',
      'a..b',
      '-a.example',
      'a-.example',
      'a.example:443',
      '*.example',
      'a_b.example',
    ]) {
      expect(isHostName(bad), bad).toBe(false);
    }
  });

  it('reads the environment once and logs its problems once', async () => {
    vi.stubEnv('ANALYTICS_URL', 'ftp://stats.example.org/');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { analyticsConfig } = await import('./analytics-config.server');
    expect(analyticsConfig()).toBeNull();
    expect(analyticsConfig()).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBe(
      '[analytics] ANALYTICS_URL must be an http(s) URL, not ftp: analytics off',
    );
  });

  it('gives the configuration of the environment', async () => {
    vi.stubEnv('ANALYTICS_URL', 'https://stats.example.org');
    vi.stubEnv('ANALYTICS_PRODUCTION_HOSTS', 'www.museum.example');
    const { analyticsConfig } = await import('./analytics-config.server');
    expect(analyticsConfig()).toEqual({
      url: 'https://stats.example.org/',
      productionHosts: ['www.museum.example'],
    });
  });
});
