import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepAliveMs } from '../../apps/web/server/connections.js';
import { personalCookies } from '../../apps/web/app/site/personal-cookies.ts';
import { renderClusterConfig } from '../../scripts/lib/cluster-nginx.mjs';
import { nginxPath } from '../../scripts/lib/system-packages.mjs';

const options = {
  prefix: '/var/lib/zm/nginx',
  listen: '127.0.0.1:8080',
  upstreams: ['127.0.0.1:3101', '127.0.0.1:3102'],
  hosts: ['localhost', '127.0.0.1'],
  assetsRoot: '/var/lib/zm/static',
};

describe('renderClusterConfig', () => {
  let dir = null;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('sends to every site process and answers only for the configured host names', () => {
    const config = renderClusterConfig(options);
    expect(config).toContain('server 127.0.0.1:3101 max_fails=0;');
    expect(config).toContain('server 127.0.0.1:3102 max_fails=0;');
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).toContain('server_name localhost 127.0.0.1;');
    expect(config).toContain('if ($host !~* ^(localhost|127\\.0\\.0\\.1)$)');
    expect(config).not.toMatch(/\{\{\w+\}\}/);
  });

  // Issue 41, finding 9: the map named zm_booking, a cookie the site never sets.
  it('bypasses its cache on every cookie of an answer made for one visitor', () => {
    const config = renderClusterConfig(options);
    const map = /map (\S+) \$personal \{/.exec(config)?.[1] ?? '';
    expect(map.split('$').filter(Boolean).sort()).toEqual(
      Object.values(personalCookies)
        .map((name) => `cookie_${name}`)
        .sort(),
    );
    expect(config).toMatch(/proxy_cache_bypass[^;]*\$personal/);
  });

  // Issue 41, finding 9: a preview link in the access log opened drafts for anyone reading it.
  it('logs the path of a preview link, never its query', () => {
    const config = renderClusterConfig(options);
    const format = /log_format (\w+) ((?:'[^']*'\s*)+);/.exec(config);
    expect(/access_log \S+ (\w+);/.exec(config)?.[1]).toBe(format?.[1]);
    // Neither the request line nor any part of the query goes in: the target comes from the map.
    expect(format?.[2]).not.toMatch(/\$(request|request_uri|args|query_string|arg_\w+)\b/);
    const map = /map \$request_uri \$logged_target \{([^}]*)\}/.exec(config)?.[1] ?? '';
    const [, pattern = '', logged = ''] = /~(\S+) (\S+);/.exec(map) ?? [];
    const target = '/api/preview?type=api::page.page&documentId=x&expires=1&signature=abc';
    expect(new RegExp(pattern).test(target)).toBe(true);
    expect(logged).toBe('/api/preview');
    expect(new RegExp(pattern).test('/api/preview/exit?to=/')).toBe(false);
    expect(map).toMatch(/default \$request_uri;/);
  });

  it('refuses values that would change the config around them', () => {
    expect(() => renderClusterConfig({ ...options, hosts: ['evil.example; return 200'] })).toThrow(
      /not usable/,
    );
    expect(() => renderClusterConfig({ ...options, upstreams: [] })).toThrow(/no site processes/);
  });

  it('names a value the template asks for and nobody gives', () => {
    expect(() => renderClusterConfig({ ...options, template: 'listen {{port}};' })).toThrow(
      /unknown value \{\{port\}\}/,
    );
  });

  it('closes its idle connections to a site process before the site process would', () => {
    const upstream = /upstream site \{([^}]*)\}/.exec(renderClusterConfig(options))?.[1] ?? '';
    // nginx's default for an upstream's idle connections is 60 s when the block names none.
    const [, amount = '60', unit = 's'] =
      /keepalive_timeout\s+(\d+)(ms|s|m|h)?;/.exec(upstream) ?? [];
    const nginxMs = Number(amount) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[unit];
    expect(nginxMs).toBeLessThan(keepAliveMs);
  });

  // nginx itself judges the rendered file (npm test installs Debian's nginx like chromium).
  it('is a config nginx accepts', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'zm-nginx-test-'));
    mkdirSync(path.join(dir, 'cache'));
    const file = path.join(dir, 'nginx.conf');
    writeFileSync(file, renderClusterConfig({ ...options, prefix: dir }));
    const result = spawnSync(
      nginxPath,
      ['-t', '-p', dir, '-c', file, '-e', path.join(dir, 'error.log')],
      { encoding: 'utf8' },
    );
    expect(result.stderr).toContain('test is successful');
  });
});
