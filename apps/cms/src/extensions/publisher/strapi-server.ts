import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PREVIEWABLE_TYPES } from '../../preview';
import { planProblemMessage, plannedTimeProblem } from '../../publishing/planned-time';

// strapi-plugin-publisher's admin routes only ask for a signed-in admin, so any role (the
// booking office too) could plan the publishing of any entry. Here a plan needs the right to
// publish the type it names; its public API routes are dropped (nothing outside uses them).

const PUBLISH = 'plugin::content-manager.explorer.publish';
const ACTION = 'plugin::publisher.action';

interface Ability {
  can(action: string, subject: string): boolean;
}

interface PolicyContext {
  state: { userAbility?: Ability; user?: { preferedLanguage?: string | null } };
  params?: { id?: string };
  request: { method?: string; body?: { data?: { entitySlug?: unknown; executeAt?: unknown } } };
}

interface Route {
  method?: string;
  config?: { policies?: unknown[] };
}

interface PublisherPlugin {
  routes: Record<string, { routes: Route[] }>;
  policies?: Record<string, unknown>;
}

const POLICY = 'may-plan-publishing';
const TIME_POLICY = 'planned-time-ahead';

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

/**
 * A plan (new or changed) names a time still to come: the plugin would run a past one at
 * once, or skip it, without a word. Refused with a message in the editor's admin language.
 */
export function plannedTimeAhead(ctx: PolicyContext, now = new Date()): true {
  const data = ctx.request.body?.data;
  // A change that leaves the time alone (none is made by the admin) needs no check.
  if (ctx.request.method === 'PUT' && data?.executeAt === undefined) return true;
  const raw = data?.executeAt;
  const at = typeof raw === 'string' || typeof raw === 'number' ? new Date(raw) : null;
  const problem = plannedTimeProblem(at, now);
  if (problem) {
    const message = planProblemMessage(problem, ctx.state.user?.preferedLanguage);
    throw new errors.ApplicationError(message, { field: 'executeAt', problem });
  }
  return true;
}

export default (plugin: PublisherPlugin) => {
  // Strapi finds route policies by name only: registered with the plugin, named in its routes.
  plugin.policies = {
    ...plugin.policies,
    [POLICY]: mayPlanPublishing,
    [TIME_POLICY]: (ctx: PolicyContext) => plannedTimeAhead(ctx),
  };
  for (const route of plugin.routes.admin?.routes ?? []) {
    const writes = route.method === 'POST' || route.method === 'PUT';
    route.config = {
      ...route.config,
      policies: [
        ...(route.config?.policies ?? []),
        `plugin::publisher.${POLICY}`,
        ...(writes ? [`plugin::publisher.${TIME_POLICY}`] : []),
      ],
    };
  }
  if (plugin.routes['content-api']) plugin.routes['content-api'].routes = [];
  return plugin;
};
