import { describe, expect, it } from 'vitest';
import { isOverviewScreen, overviewFrame } from './overview-frame.server';
import { pageMeta } from './page-meta';
import { screenIds } from './screens';

describe('overview frames', () => {
  it('give every list and section overview a description in the page language', () => {
    const overviews = screenIds.filter(isOverviewScreen);
    expect(overviews).toContain('programme');
    for (const screen of overviews) {
      const de = overviewFrame(screen, 'de');
      const en = overviewFrame(screen, 'en');
      expect(de.description, screen).toBeTruthy();
      expect(en.description, screen).not.toBe(de.description);
      expect(en.title, screen).not.toBe('');
    }
  });

  it('reach search engines as the meta description', () => {
    const frame = overviewFrame('programme', 'en');
    const meta = pageMeta(frame, 'Zentralmuseum', 'https://example.org');
    expect(meta).toContainEqual({ name: 'description', content: frame.description });
  });

  it('leave detail screens to their content', () => {
    expect(isOverviewScreen('exhibition')).toBe(false);
    expect(isOverviewScreen('page')).toBe(false);
  });
});
