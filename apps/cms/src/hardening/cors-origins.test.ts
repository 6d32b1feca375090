import { describe, expect, it } from 'vitest';
import { corsOrigins } from './cors-origins';

describe('the origins the CMS grants CORS to', () => {
  it("are the admin's own addresses by default", () => {
    expect(corsOrigins({ PORT: '1637' })).toEqual([
      'http://localhost:1637',
      'http://127.0.0.1:1637',
    ]);
    expect(corsOrigins({})).toEqual(['http://localhost:1337', 'http://127.0.0.1:1337']);
  });

  it('are the configured origins, normalised, when CMS_CORS_ORIGINS names some', () => {
    expect(
      corsOrigins({ CMS_CORS_ORIGINS: 'https://cms.museum.example/, https://redaktion.example' }),
    ).toEqual(['https://cms.museum.example', 'https://redaktion.example']);
  });

  it('never include a wildcard', () => {
    expect(() => corsOrigins({ CMS_CORS_ORIGINS: '*' })).toThrow(/must not/);
  });
});
