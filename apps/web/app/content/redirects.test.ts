import { describe, expect, it } from 'vitest';
import { redirectLocation, resolveRedirect } from './redirects';
import type { Redirect } from '~/domain/types';

const rule = (from: string, to: string, permanent = true): Redirect => ({ from, to, permanent });

describe('resolveRedirect', () => {
  const redirects = [
    rule('/besuch/restaurant', '/besuch/faq'),
    rule('/ausstellung/*', '/ausstellungen'),
    rule('/ausstellung/alt/*', '/ausstellungen/neu/*', false),
    rule('/ausstellung/sonder', '/ausstellungen/signale'),
    rule('/museum/stellenangebote', 'https://jobs.example.org/zm'),
    rule('/en/whats-on/*', '/en/programme/*'),
  ];

  it('follows an exact path, with or without a trailing slash and in any case', () => {
    for (const path of ['/besuch/restaurant', '/besuch/restaurant/', '/Besuch/Restaurant']) {
      expect(resolveRedirect(redirects, path)).toMatchObject({
        location: '/besuch/faq',
        permanent: true,
        status: 301,
      });
    }
  });

  it('does not treat an exact rule as a prefix', () => {
    expect(resolveRedirect(redirects, '/besuch/restaurant/karte')).toBeNull();
    expect(resolveRedirect(redirects, '/besuch')).toBeNull();
  });

  it('matches a wildcard tail, and the bare prefix itself, but not a longer word', () => {
    expect(resolveRedirect(redirects, '/ausstellung/x/y')?.location).toBe('/ausstellungen');
    expect(resolveRedirect(redirects, '/ausstellung')?.location).toBe('/ausstellungen');
    expect(resolveRedirect(redirects, '/ausstellungen-alt')).toBeNull();
  });

  it('prefers an exact rule to a wildcard', () => {
    expect(resolveRedirect(redirects, '/ausstellung/sonder')?.location).toBe(
      '/ausstellungen/signale',
    );
  });

  it('prefers the longest wildcard prefix, whatever the order of the rules', () => {
    for (const list of [redirects, [...redirects].reverse()]) {
      expect(resolveRedirect(list, '/ausstellung/alt/foto')).toMatchObject({
        location: '/ausstellungen/neu/foto',
        permanent: false,
        status: 302,
      });
    }
  });

  it('carries the tail into a target that ends in /*, keeping its spelling', () => {
    expect(resolveRedirect(redirects, '/en/whats-on/Open-Day')?.location).toBe(
      '/en/programme/Open-Day',
    );
    expect(resolveRedirect(redirects, '/en/whats-on')?.location).toBe('/en/programme');
  });

  it('leads to absolute URLs as they are', () => {
    expect(resolveRedirect(redirects, '/museum/stellenangebote')?.location).toBe(
      'https://jobs.example.org/zm',
    );
  });

  it('answers null without a rule, and for a rule that leads to the same path', () => {
    expect(resolveRedirect(redirects, '/')).toBeNull();
    expect(resolveRedirect([], '/ausstellung/x')).toBeNull();
    expect(resolveRedirect([rule('/a/*', '/a/*')], '/a/b')).toBeNull();
    expect(resolveRedirect([rule('/a', '/A/')], '/a')).toBeNull();
  });

  it('names the rule that matched', () => {
    expect(resolveRedirect(redirects, '/ausstellung/1')?.redirect).toBe(redirects[1]);
  });
});

describe('resolveRedirect and the visitor’s path', () => {
  it('never leads to another host through a doubled slash in the matched tail', () => {
    const redirects = [rule('/alt/*', '/*'), rule('/x/*', '/neu/*')];
    expect(resolveRedirect(redirects, '/alt//evil.example/a')?.location).toBe('/evil.example/a');
    expect(resolveRedirect(redirects, '/alt/\\evil.example')?.location).toBe('/evil.example');
    expect(resolveRedirect(redirects, '/alt/seite')?.location).toBe('/seite');
    expect(resolveRedirect(redirects, '/x//y')?.location).toBe('/neu//y');
  });
});

describe('resolveRedirect under the /de prefix', () => {
  const redirects = [
    rule('/besuch/oeffnungszeiten', '/besuch/zeiten-preise'),
    rule('/ausstellung/*', '/ausstellungen'),
    rule('/alt/*', '/neu/*', false),
    rule('/startseite', '/'),
    rule('/museum/stellenangebote', 'https://jobs.example.org/zm', false),
    rule('/en/visit/opening-hours', '/en/visit/opening-prices'),
  ];

  it('applies the German rule and keeps the prefix', () => {
    expect(resolveRedirect(redirects, '/de/besuch/oeffnungszeiten')).toMatchObject({
      location: '/de/besuch/zeiten-preise',
      status: 301,
    });
    expect(resolveRedirect(redirects, '/DE/Besuch/Oeffnungszeiten/')?.location).toBe(
      '/de/besuch/zeiten-preise',
    );
    expect(resolveRedirect(redirects, '/de/ausstellung/x')?.location).toBe('/de/ausstellungen');
    expect(resolveRedirect(redirects, '/de/alt/Seite')).toMatchObject({
      location: '/de/neu/Seite',
      status: 302,
    });
    expect(resolveRedirect(redirects, '/de/startseite')?.location).toBe('/de');
  });

  it('leads an absolute target off the site as it is', () => {
    expect(resolveRedirect(redirects, '/de/museum/stellenangebote')?.location).toBe(
      'https://jobs.example.org/zm',
    );
  });

  it('still answers the unprefixed and English paths, and nothing else', () => {
    expect(resolveRedirect(redirects, '/besuch/oeffnungszeiten')?.location).toBe(
      '/besuch/zeiten-preise',
    );
    expect(resolveRedirect(redirects, '/en/visit/opening-hours')?.location).toBe(
      '/en/visit/opening-prices',
    );
    expect(resolveRedirect(redirects, '/de/en/visit/opening-hours')).toBeNull();
    expect(resolveRedirect(redirects, '/de')).toBeNull();
    expect(resolveRedirect(redirects, '/dex/besuch/oeffnungszeiten')).toBeNull();
  });
});

describe('redirectLocation', () => {
  const to = (location: string) =>
    resolveRedirect([rule('/a', location)], '/a') ?? expect.unreachable();

  it('keeps the query on a site path, not on a target with its own query or an absolute URL', () => {
    expect(redirectLocation(to('/b'), '?x=1')).toBe('/b?x=1');
    expect(redirectLocation(to('/b?y=2'), '?x=1')).toBe('/b?y=2');
    expect(redirectLocation(to('https://example.org/b'), '?x=1')).toBe('https://example.org/b');
    expect(redirectLocation(to('/b'), '')).toBe('/b');
  });
});
