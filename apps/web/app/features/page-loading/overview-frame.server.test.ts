import { describe, expect, it } from 'vitest';
import type { OverviewIntros } from '~/domain/types';
import { overviewFrame } from './overview-frame.server';
import { pageMeta } from '~/site/page-meta';
import { introScreens } from '~/site/screens';

const intros = (locale: string): OverviewIntros =>
  Object.fromEntries(
    introScreens.map((screen) => [screen, `${screen} intro (${locale})`]),
  ) as OverviewIntros;

describe('overview frames', () => {
  it('give every list and section overview its title and the CMS intro in the page language', () => {
    expect(introScreens).toContain('programme');
    for (const screen of introScreens) {
      const de = overviewFrame(screen, 'de', intros('de'));
      const en = overviewFrame(screen, 'en', intros('en'));
      expect(de.description, screen).toBe(`${screen} intro (de)`);
      expect(en.description, screen).toBe(`${screen} intro (en)`);
      expect(en.title, screen).not.toBe('');
      expect(en.title, screen).not.toMatch(/^screen\./);
    }
  });

  it('reach search engines as the meta description', () => {
    const frame = overviewFrame('programme', 'en', intros('en'));
    const meta = pageMeta(frame, 'Zentralmuseum', 'https://example.org');
    expect(meta).toContainEqual({ name: 'description', content: frame.description });
  });

  it('go without an intro when the CMS has none or cannot be reached', () => {
    expect(overviewFrame('events', 'de', null)).toMatchObject({
      title: 'Veranstaltungen',
      description: null,
    });
    expect(overviewFrame('events', 'de', { ...intros('de'), events: null }).description).toBeNull();
  });
});
