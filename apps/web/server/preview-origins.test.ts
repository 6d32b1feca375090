import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminFrameOrigins, isLoopbackHost, previewCookieMode } from './preview-origins';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the origins that may frame the preview', () => {
  it('are the configured admin domain alone in production', () => {
    expect(
      adminFrameOrigins({
        CMS_ADMIN_URL: 'https://redaktion.zentralmuseum.example/admin',
        CMS_URL: 'http://127.0.0.1:1337',
      }),
    ).toEqual(['https://redaktion.zentralmuseum.example']);
  });

  it('name an admin on this machine in both spellings, with its scheme and port', () => {
    expect(adminFrameOrigins({ CMS_ADMIN_URL: 'http://localhost:1337' })).toEqual([
      'http://localhost:1337',
      'http://127.0.0.1:1337',
    ]);
    expect(adminFrameOrigins({ CMS_ADMIN_URL: 'http://127.0.0.1:41234/admin' })).toEqual([
      'http://127.0.0.1:41234',
      'http://localhost:41234',
    ]);
    expect(adminFrameOrigins({ CMS_ADMIN_URL: 'https://cms.localhost' })).toEqual([
      'https://cms.localhost',
      'https://localhost',
      'https://127.0.0.1',
    ]);
  });

  it("fall back to the CMS's own address when no admin address is configured", () => {
    expect(adminFrameOrigins({ CMS_URL: 'http://127.0.0.1:1337/' })).toEqual([
      'http://127.0.0.1:1337',
      'http://localhost:1337',
    ]);
    expect(adminFrameOrigins({ CMS_ADMIN_URL: ' ', CMS_URL: 'https://cms.example.org' })).toEqual([
      'https://cms.example.org',
    ]);
  });

  it('take several admin addresses, leave out what is no http(s) address, and say so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      adminFrameOrigins({
        CMS_ADMIN_URL:
          'https://cms.example.org, javascript:alert(1), *, https://cms.example.org/admin, https://cms2.example.org',
        CMS_URL: 'http://127.0.0.1:1337',
      }),
    ).toEqual(['https://cms.example.org', 'https://cms2.example.org']);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('are none without any configured address (the preview then shows in no frame)', () => {
    expect(adminFrameOrigins({})).toEqual([]);
  });
});

describe('the preview cookie', () => {
  it('is partitioned over https and on this machine, Lax on another plain-http host', () => {
    expect(previewCookieMode('https://www.zentralmuseum.example')).toBe('partitioned');
    expect(previewCookieMode('http://localhost:3000')).toBe('partitioned');
    expect(previewCookieMode('http://127.0.0.1:3000')).toBe('partitioned');
    expect(previewCookieMode('http://[::1]:3000')).toBe('partitioned');
    expect(previewCookieMode('http://192.168.1.20:3000')).toBe('lax');
    expect(previewCookieMode('http://museum.lan')).toBe('lax');
  });

  it('counts only loopback names as this machine', () => {
    for (const host of ['localhost', 'cms.localhost', '127.0.0.1', '127.1.2.3', '[::1]'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['localhost.example', '127.0.0.1.example', '128.0.0.1', 'example.org'])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});
