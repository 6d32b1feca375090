import { describe, expect, it } from 'vitest';
import { resolveRedirect } from './redirects';
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
