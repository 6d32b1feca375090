import { describe, expect, it } from 'vitest';
import type { ContentTeaser, SiteMenu } from '~/domain/types';
import { shellMenu } from './shell-menu.server';

const format = (name: string, width: number) => ({
  url: `http://cms/uploads/${name}_hall.jpg`,
  width,
  height: (width * 3) / 4,
});

const teaser = {
  contentType: 'exhibition',
  title: 'Stromlinien',
  slug: 'stromlinien',
  type: 'temporary',
  variant: 'default',
  startDate: '2026-10-14',
  endDate: '2027-02-17',
  dateTimeOverride: null,
  allDay: true,
  targetGroups: [],
  categories: [],
  exhibition: null,
  seasonalColorRequired: false,
  highlight: false,
  headline: 'Sonderausstellung',
  teaserText: 'Vom Zeppelin bis zum Toaster.',
  image: {
    url: 'http://cms/uploads/hall.jpg',
    alt: { de: 'Halle', en: 'Hall' },
    width: 2880,
    height: 2160,
    formats: { thumbnail: format('thumbnail', 320), small: format('small', 480) },
  },
  alternates: { de: 'stromlinien', en: 'streamlines' },
} as unknown as ContentTeaser;

const menu: SiteMenu = {
  sections: [
    {
      id: 'program',
      title: 'Programm',
      links: [{ label: 'Ausstellungen', uri: '/ausstellungen', isExternal: false }],
      overviewLink: null,
      teasers: [teaser, { ...teaser, slug: 'ohne-bild', image: null } as ContentTeaser],
    },
  ],
  tickets: null,
  search: null,
  largeLinkGroup: [],
  smallLinkGroup: [],
  socialMedia: null,
};

describe('the menu in the root data', () => {
  it('keeps of each teaser its link, its title and the small picture the menu shows', () => {
    const [section] = shellMenu(menu).sections;
    expect(section?.links).toEqual(menu.sections[0]?.links);
    expect(section?.teasers).toEqual([
      {
        contentType: 'exhibition',
        slug: 'stromlinien',
        title: 'Stromlinien',
        picture: { url: 'http://cms/uploads/small_hall.jpg', width: 480, height: 360 },
      },
      { contentType: 'exhibition', slug: 'ohne-bild', title: 'Stromlinien', picture: null },
    ]);
    expect(JSON.stringify(shellMenu(menu))).not.toContain('Zeppelin');
  });

  it("points a CMS upload's picture at the site's own 480 px file", () => {
    const upload = {
      ...teaser,
      image: { ...teaser.image, media: { file: 'hall.jpg', version: 'v1' } },
    } as ContentTeaser;
    const [section] = shellMenu({
      ...menu,
      sections: [{ ...menu.sections[0]!, teasers: [upload] }],
    }).sections;
    expect(section?.teasers[0]?.picture?.url).toBe('/media/v1/480/hall.jpg.jpeg');
  });
});
