import type { StrapiApp } from '@strapi/strapi/admin';
import type { ComponentType } from 'react';
import { withAllowedTypes } from './media-field';
import { installAssetFilter } from './media-filter';
import { type Panel, withoutPublisherPanel } from './panels';
import { plannedColumn } from './planned-column';
import { PlanningPanel } from './planning-panel';
import { SlugFromTitlePanel } from './slug-panel';
import { TypedDateInput } from './typed-dates';

// Form comfort in the content manager (issue #44, decision 0063): the slug follows the
// title, typed German dates are read, media dialogs list the kinds of file their field
// takes, plans start at 09:00 Berlin time and refuse the past, lists show planned times.

interface ContentManagerApis {
  addEditViewSidePanel(panels: Panel[] | ((panels: Panel[]) => Panel[])): void;
}

interface Library {
  library?: { fields?: Record<string, ComponentType<Record<string, unknown>>> };
}

/** In the admin's register step (after the plugins', whose media field is wrapped). */
export function registerFormComfort(app: StrapiApp): void {
  installAssetFilter(window);
  const media = (app as unknown as Library).library?.fields?.media;
  if (media) app.addFields({ type: 'media', Component: withAllowedTypes(media) as never });
  app.addFields([
    { type: 'date', Component: TypedDateInput as never },
    { type: 'datetime', Component: TypedDateInput as never },
  ]);
}

/** In the admin's bootstrap step (after the plugins', whose panels are then all known). */
export function bootstrapFormComfort(app: StrapiApp, language: () => string | null): void {
  app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', plannedColumn(language));
  const apis = app.getPlugin('content-manager').apis as unknown as ContentManagerApis;
  apis.addEditViewSidePanel((panels) => [
    ...panels.map(withoutPublisherPanel),
    PlanningPanel as unknown as Panel,
    SlugFromTitlePanel as unknown as Panel,
  ]);
}
