import { describe, expect, it } from 'vitest';
import { requireMediaSecret } from './media-version.server';

describe('MEDIA_SECRET at start (issue 41, finding 9)', () => {
  it('stops a production start without it, naming the variable', () => {
    for (const secret of [undefined, '']) {
      expect(() => requireMediaSecret({ NODE_ENV: 'production', MEDIA_SECRET: secret })).toThrow(
        /^MEDIA_SECRET is not set/,
      );
    }
  });

  it('lets production start with it, and development and tests without it', () => {
    expect(() => requireMediaSecret({ NODE_ENV: 'production', MEDIA_SECRET: 'k' })).not.toThrow();
    expect(() => requireMediaSecret({ NODE_ENV: 'development' })).not.toThrow();
    expect(() => requireMediaSecret({ NODE_ENV: 'test' })).not.toThrow();
    expect(() => requireMediaSecret({})).not.toThrow();
  });
});
