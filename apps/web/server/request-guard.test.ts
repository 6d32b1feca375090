import { describe, expect, it } from 'vitest';
import { allowedHostsFromEnv, hostNameOf, refusalOf } from './request-guard';

const hosts = allowedHostsFromEnv(
  { PRODUCTION_HOSTS: 'zentralmuseum.example', ALLOWED_HOSTS: ' 10.0.0.7 , Probe.Internal ' },
  'https://www.zentralmuseum.example',
);
const request = (headers: Record<string, string | undefined>, method = 'GET') => ({
  method,
  headers,
});

describe('request guard (docs/decisions/0036)', () => {
  it('allows SITE_URL, PRODUCTION_HOSTS, ALLOWED_HOSTS and loopback hosts, on any valid port', () => {
    for (const host of [
      'www.zentralmuseum.example',
      'WWW.Zentralmuseum.Example.',
      'zentralmuseum.example:443',
      '10.0.0.7',
      'probe.internal',
      'localhost:3000',
      '127.0.0.1:4173',
      '[::1]:3000',
    ]) {
      expect(refusalOf(request({ host }), hosts), host).toBeNull();
    }
  });

  it('refuses other, empty, missing and malformed hosts with 400', () => {
    for (const host of [
      'evil.example',
      'www.zentralmuseum.example.evil.example',
      '',
      undefined,
      'evil.example:99999',
      'localhost:99999',
      'localhost:0',
      'localhost:3000@evil.example',
      'local host',
      'localhost/evil',
    ]) {
      expect(refusalOf(request({ host }), hosts)?.status, String(host)).toBe(400);
    }
    expect(hostNameOf('[::1]:70000')).toBeNull();
  });

  it('refuses a forwarded host outside the list', () => {
    const forwarded = (value: string) =>
      refusalOf(request({ host: 'localhost:3000', 'x-forwarded-host': value }), hosts)?.status;
    expect(forwarded('www.zentralmuseum.example')).toBeUndefined();
    expect(forwarded('evil.example')).toBe(400);
    expect(forwarded('www.zentralmuseum.example, evil.example')).toBe(400);
  });

  it('answers TRACE, CONNECT and unserved methods 405 with Allow, OPTIONS 204', () => {
    for (const method of ['TRACE', 'CONNECT', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'FOO']) {
      const refusal = refusalOf(request({ host: 'localhost' }, method), hosts);
      expect(refusal?.status, method).toBe(405);
      expect(refusal?.headers.Allow).toBe('GET, HEAD, POST');
      expect(refusal?.body).toMatch(/nicht unterstützt[\s\S]*not supported/);
    }
    expect(refusalOf(request({ host: 'localhost' }, 'OPTIONS'), hosts)?.status).toBe(204);
    for (const method of ['GET', 'HEAD', 'POST']) {
      expect(refusalOf(request({ host: 'localhost' }, method), hosts)).toBeNull();
    }
  });
});
