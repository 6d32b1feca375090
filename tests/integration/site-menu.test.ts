import { describe, expect, it } from 'vitest';
import { getJson } from './cms-client';

const sections = ['visit', 'program', 'offer', 'discover', 'accessibility', 'museum'];
const populate = sections.map((section) => `populate[${section}][populate]=*`).join('&');

describe('site menu', () => {
  it('has six sections with links in both languages, German paths in de and English in en', async () => {
    const de = await getJson(`/api/site-menu?locale=de&${populate}`);
    const en = await getJson(`/api/site-menu?locale=en&${populate}`);
    for (const section of sections) {
      expect(de.data[section].links.length, section).toBeGreaterThan(0);
      expect(en.data[section].links.length, section).toBeGreaterThan(0);
    }
    const titles = (menu: any) => sections.map((section) => menu.data[section].title);
    expect(titles(en)).not.toEqual(titles(de));
    const internalEnglish = sections
      .flatMap((section) => en.data[section].links)
      .filter((link: any) => !link.isExternalLink);
    expect(internalEnglish.length).toBeGreaterThan(0);
    // Leichte Sprache exists in German only: the English menu links the German page and says
    // so in its label (decision 0039). Every other internal link stays on the English site.
    const easyLanguage = internalEnglish.filter(
      (link: any) => link.uri === '/barrierefreiheit/leichte-sprache',
    );
    expect(easyLanguage.map((link: any) => link.label)).toEqual([
      'Leichte Sprache (easy-to-read German)',
    ]);
    for (const link of internalEnglish.filter((link: any) => !easyLanguage.includes(link)))
      expect(link.uri).toMatch(/^\/en(\/|$)/);
  });
});
