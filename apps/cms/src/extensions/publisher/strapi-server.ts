import type { Core } from '@strapi/strapi';
import { PREVIEWABLE_TYPES } from '../../preview';

// strapi-plugin-publisher's admin routes only ask for a signed-in admin, so any role (the
// booking office too) could plan the publishing of any entry. Here a plan needs the right to
// publish the type it names; its public API routes are dropped (nothing outside uses them).

const PUBLISH = 'plugin::content-manager.explorer.publish';
const ACTION = 'plugin::publisher.action';

interface Ability {
  can(action: string, subject: string): boolean;
}

interface PolicyContext {
  state: { userAbility?: Ability };
  params?: { id?: string };
  request: { body?: { data?: { entitySlug?: unknown } } };
}

interface Route {
  config?: { policies?: unknown[] };
}

interface PublisherPlugin {
  routes: Record<string, { routes: Route[] }>;
  policies?: Record<string, unknown>;
}

const POLICY = 'may-plan-publishing';

/** The types a request touches: the one it names, and the one of the plan it changes. */
async function typesOf(ctx: PolicyContext, strapi: Core.Strapi): Promise<string[]> {
  const types: string[] = [];
  const named = ctx.request.body?.data?.entitySlug;
  if (typeof named === 'string') types.push(named);
  if (ctx.params?.id) {
    const plan = (await strapi.documents(ACTION as never).findOne({
      documentId: ctx.params.id,
    } as never)) as { entitySlug?: string } | null;
    if (plan?.entitySlug) types.push(plan.entitySlug);
  }
  return types;
}

export async function mayPlanPublishing(
  ctx: PolicyContext,
  _config: unknown,
  { strapi }: { strapi: Core.Strapi },
): Promise<boolean> {
  const ability = ctx.state.userAbility;
  if (!ability) return false;
  const types = await typesOf(ctx, strapi);
  // Listing plans and reading the settings: for those who may publish something.
  if (types.length === 0) return PREVIEWABLE_TYPES.some((type) => ability.can(PUBLISH, type));
  return types.every((type) => ability.can(PUBLISH, type));
}

export default (plugin: PublisherPlugin) => {
  // Strapi finds route policies by name only: registered with the plugin, named in its routes.
  plugin.policies = { ...plugin.policies, [POLICY]: mayPlanPublishing };
  for (const route of plugin.routes.admin?.routes ?? []) {
    route.config = {
      ...route.config,
      policies: [...(route.config?.policies ?? []), `plugin::publisher.${POLICY}`],
    };
  }
  if (plugin.routes['content-api']) plugin.routes['content-api'].routes = [];
  return plugin;
};
