import { overviewIntroFields, type OverviewIntros } from '~/domain/types';
import { anyObject, optionalText, parseBlock, type TransformContext } from '../strapi';

/**
 * The single type overview-intro: one text field per overview screen, named like the screen
 * id. A missing, empty or broken field gives no intro for that screen only.
 */
export function toOverviewIntros(data: unknown, ctx: TransformContext): OverviewIntros {
  const raw = parseBlock(anyObject, data, ctx, 'overview-intro') ?? {};
  // Filled for every field (all of them) in the loop below.
  const intros = {} as OverviewIntros;
  for (const field of overviewIntroFields) {
    intros[field] = parseBlock(optionalText, raw[field], ctx, `overview-intro.${field}`);
  }
  return intros;
}
