/**
 * The menu as every page carries it in the root loader data: only what the header and the menu
 * render. The CMS's teasers come with texts, dates, tags and every image size; a menu teaser
 * shows a title and one small picture, so the root data keeps just those (shell-menu.server.ts).
 */
import type { ContentTeaser, MenuSection, SiteMenu } from '~/domain/types';

/** The one picture a menu teaser shows. */
export interface MenuPicture {
  url: string;
  width: number | null;
  height: number | null;
}

export type MenuTeaserItem = Pick<ContentTeaser, 'contentType' | 'slug' | 'title'> & {
  picture: MenuPicture | null;
};

export type ShellMenuSection = Omit<MenuSection, 'teasers'> & { teasers: MenuTeaserItem[] };

export type ShellMenu = Omit<SiteMenu, 'sections'> & { sections: ShellMenuSection[] };
