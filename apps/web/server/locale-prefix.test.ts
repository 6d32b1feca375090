import { describe, expect, it } from 'vitest';
import { lowerCasePrefix } from './locale-prefix';

describe('lowerCasePrefix', () => {
  it.each([
    ['/EN', '/en'],
    ['/De/', '/de/'],
    ['/eN/exhibitions/Maschinenhalle?Q=1', '/en/exhibitions/Maschinenhalle?Q=1'],
    ['/DE?utm_source=x', '/de?utm_source=x'],
    ['/EN//evil.example', '/en//evil.example'],
  ])('moves %s to %s, the rest as sent', (url, target) => {
    expect(lowerCasePrefix(url)).toBe(target);
  });

  it.each(['/en', '/de/ausstellungen', '/', '/Ende', '/ENGLISH', '/ausstellungen/EN', '//EN'])(
    'leaves %s alone',
    (url) => {
      expect(lowerCasePrefix(url)).toBeNull();
    },
  );
});
