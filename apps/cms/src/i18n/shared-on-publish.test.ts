import { describe, expect, it } from 'vitest';
import { sourceOfPublish } from './shared-on-publish';

describe('the language whose shared facts a publish gives the others', () => {
  it('is the default language when it was published, else the first one published', () => {
    const de = { id: 7, locale: 'de' };
    const en = { id: 9, locale: 'en' };
    expect(sourceOfPublish([en, de], 'de')).toBe(de);
    expect(sourceOfPublish([en], 'de')).toBe(en);
    expect(sourceOfPublish([], 'de')).toBeUndefined();
  });
});
