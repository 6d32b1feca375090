import { describe, expect, it } from 'vitest';
import {
  allows,
  storedIds,
  choiceOf,
  consentCookieStrings,
  enabledValue,
  readConsent,
} from './consent-cookies';

const cases: Array<[string, string, boolean]> = [
  ['accept all', 'ncc_c=true; ncc_e=necessary|analytics|external', true],
  ['necessary only, other cookies around', 'a=1; ncc_c=true; ncc_e=necessary; b=2', true],
  ['a single service', 'ncc_c=true; ncc_e=necessary|youtube', true],
  ['encoded separators', 'ncc_c=true; ncc_e=necessary%7Canalytics', true],
  ['no cookies', '', false],
  ['flag only', 'ncc_c=true', false],
  ['list only', 'ncc_e=necessary', false],
  ['unknown flag', 'ncc_c=1; ncc_e=necessary', false],
  ['without necessary', 'ncc_c=true; ncc_e=analytics|external', false],
  ['empty list', 'ncc_c=true; ncc_e=', false],
  ['markup', 'ncc_c=true; ncc_e=necessary|%3Cscript%3E', false],
  ['broken encoding', 'ncc_c=true; ncc_e=necessary|%E0%A4%A', false],
  ['upper case id', 'ncc_c=true; ncc_e=necessary|Analytics', false],
  ['too many ids', `ncc_c=true; ncc_e=necessary|${'x|'.repeat(60)}y`, false],
  ['first of two flags counts', 'ncc_c=false; ncc_c=true; ncc_e=necessary', false],
];

describe('consent cookies', () => {
  it.each(cases)('%s', (_label, cookies, valid) => {
    expect(storedIds(cookies) !== null).toBe(valid);
    expect(readConsent(cookies) !== null).toBe(valid);
  });

  it('gives the page the same answer from the inline script as from the module', () => {
    // The bar's inline script is this function's source: it must run on its own.
    const inline = new Function('cookies', `return (${String(storedIds)})(cookies);`) as (
      cookies: string,
    ) => string[] | null;
    for (const [, cookies, valid] of cases) expect(inline(cookies) !== null).toBe(valid);
  });

  it('reads categories and single services apart', () => {
    const choice = readConsent('ncc_c=true; ncc_e=necessary|analytics|vimeo');
    expect([...choice!.categories]).toEqual(['necessary', 'analytics']);
    expect([...choice!.services]).toEqual(['vimeo']);
    expect(allows(choice, { id: 'matomo', category: 'analytics' })).toBe(true);
    expect(allows(choice, { id: 'vimeo', category: 'external' })).toBe(true);
    expect(allows(choice, { id: 'youtube', category: 'external' })).toBe(false);
    expect(allows(null, { id: 'youtube', category: 'external' })).toBe(false);
    expect(allows(null, { id: 'site', category: 'necessary' })).toBe(true);
  });

  it('writes both cookies for a year on the whole site, Secure only on https', () => {
    const choice = choiceOf(['external', 'analytics'], ['youtube']);
    expect(enabledValue(choice)).toBe('necessary|analytics|external|youtube');
    const [given, enabled] = consentCookieStrings(choice, false);
    expect(given).toBe('ncc_c=true; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(enabled).toBe(
      'ncc_e=necessary|analytics|external|youtube; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(consentCookieStrings(choice, true).every((cookie) => cookie.endsWith('; Secure'))).toBe(
      true,
    );
    // What is written reads back as the same choice.
    const read = readConsent(
      consentCookieStrings(choice, false)
        .map((cookie) => cookie.split(';')[0])
        .join('; '),
    );
    expect(read && enabledValue(read)).toBe('necessary|analytics|external|youtube');
  });
});
