import type { ContentTeaser, SiteMenu } from '~/domain/types';
import { mediaSrc } from '~/ui/image/image-size';
import type { MenuTeaserItem, ShellMenu } from './shell-menu';

function menuTeaser({ contentType, slug, title, image }: ContentTeaser): MenuTeaserItem {
  const picture = image ? (image.formats.small ?? image.formats.thumbnail ?? image) : null;
  return {
    contentType,
    slug,
    title,
    // The site's own 480 px file (server/media.ts) when the image is a CMS upload.
    picture:
      image && picture
        ? {
            url: image.media ? mediaSrc(image, 480) : picture.url,
            width: picture.width,
            height: picture.height,
          }
        : null,
  };
}

/** The menu for the root loader data: each teaser reduced to what the menu shows. */
export function shellMenu(menu: SiteMenu): ShellMenu {
  return {
    ...menu,
    sections: menu.sections.map((section) => ({
      ...section,
      teasers: section.teasers.map(menuTeaser),
    })),
  };
}
