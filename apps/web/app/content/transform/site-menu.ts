import { z } from 'zod';
import {
  menuSectionIds,
  type MenuSection,
  type MenuSectionId,
  type SiteMenu,
  type SocialMedia,
} from '~/domain/types';
import {
  anyObject,
  optionalText,
  parseBlock,
  requiredText,
  textOf,
  type TransformContext,
} from '../strapi';
import { toLink, toLinks } from './fields';
import { toCheckedUri } from './links';
import { toEvent } from './event';
import { toExhibition } from './exhibition';
import { toOffer } from './offer';
import { toRelatedTeasers } from './teaser';

const sectionSchema = z.looseObject({ title: requiredText });

function toSection(id: MenuSectionId, value: unknown, ctx: TransformContext): MenuSection | null {
  const where = `site-menu.${id}`;
  const section = parseBlock(sectionSchema, value, ctx, where);
  if (!section) return null;
  return {
    id,
    title: section.title,
    links: toLinks(section.links, ctx, `${where}.links`),
    overviewLink: toLink(section.overviewLink, ctx, `${where}.overviewLink`),
    teasers: [
      ...toRelatedTeasers(
        toExhibition,
        section.teaserExhibitions,
        ctx,
        `${where}.teaserExhibitions`,
      ),
      ...toRelatedTeasers(toEvent, section.teaserEvents, ctx, `${where}.teaserEvents`),
      ...toRelatedTeasers(toOffer, section.teaserOffers, ctx, `${where}.teaserOffers`),
    ],
  };
}

const socialMediaSchema = z.object({
  facebook: optionalText,
  youtube: optionalText,
  instagram: optionalText,
  tiktok: optionalText,
  linkedin: optionalText,
});

/** The site menu single type; each section, link group and link degrades on its own. */
export function toSiteMenu(data: unknown, ctx: TransformContext): SiteMenu {
  const menu = parseBlock(anyObject, data, ctx, 'site-menu') ?? {};
  const search = parseBlock(anyObject, menu.search, ctx, 'site-menu.search');
  return {
    sections: menuSectionIds.flatMap((id) => {
      const section = toSection(id, menu[id], ctx);
      return section ? [section] : [];
    }),
    tickets: toLink(menu.tickets, ctx, 'site-menu.tickets'),
    search: search
      ? {
          title: textOf(search.title),
          links: toLinks(search.links, ctx, 'site-menu.search.links'),
        }
      : null,
    largeLinkGroup: toLinks(menu.largeLinkGroup, ctx, 'site-menu.largeLinkGroup'),
    smallLinkGroup: toLinks(menu.smallLinkGroup, ctx, 'site-menu.smallLinkGroup'),
    socialMedia: toSocialMedia(menu.socialMedia, ctx),
  };
}

function toSocialMedia(value: unknown, ctx: TransformContext): SocialMedia | null {
  const where = 'site-menu.socialMedia';
  const profiles = parseBlock(socialMediaSchema, value, ctx, where);
  if (!profiles) return null;
  const checked = (key: keyof SocialMedia) => toCheckedUri(profiles[key], ctx, `${where}.${key}`);
  return {
    facebook: checked('facebook'),
    youtube: checked('youtube'),
    instagram: checked('instagram'),
    tiktok: checked('tiktok'),
    linkedin: checked('linkedin'),
  };
}
