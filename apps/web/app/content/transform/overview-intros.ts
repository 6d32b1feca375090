import { introScreens } from '~/site/screens';
import type { OverviewIntros } from '../types';
import { anyObject, optionalText, parseBlock, type TransformContext } from '../strapi';

/**
 * The single type overview-intro: one text field per overview screen, named like the screen
 * id. A missing, empty or broken field gives no intro for that screen only.
 */
export function toOverviewIntros(data: unknown, ctx: TransformContext): OverviewIntros {
  const raw = parseBlock(anyObject, data, ctx, 'overview-intro') ?? {};
  // Filled for every screen of `introScreens` (all of them) in the loop below.
  const intros = {} as OverviewIntros;
  for (const screen of introScreens) {
    intros[screen] = parseBlock(optionalText, raw[screen], ctx, `overview-intro.${screen}`);
  }
  return intros;
}
