import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { removeExpired } from './job';
import type { RetentionPolicy } from './policies';

type Context = Parameters<Core.MiddlewareHandler>[0];

// The test clock is off unless the operator turns it on (the integration tests do).
const testClockAllowed = () => process.env.CMS_ALLOW_TEST_CLOCK === '1';

/** An admin route's handler that runs one policy now, or at `{ "now": "…" }` with the test clock. */
export function runRetention(strapi: Core.Strapi, policy: RetentionPolicy) {
  return async (ctx: Context) => {
    const requested = (ctx.request as { body?: { now?: unknown } }).body?.now;
    let now = new Date();
    if (requested !== undefined) {
      if (!testClockAllowed()) {
        throw new errors.ValidationError(
          'Eine eigene Uhrzeit ist nur mit CMS_ALLOW_TEST_CLOCK=1 erlaubt.',
        );
      }
      now = new Date(String(requested));
      if (Number.isNaN(now.getTime())) {
        throw new errors.ValidationError('"now" ist kein gültiger Zeitpunkt.');
      }
    }
    const result = await removeExpired(strapi, policy, now);
    ctx.body = { data: { ...result, now: now.toISOString() } };
  };
}

/** Only logged-in admin users whose role may delete entries of `type`. */
export const mayDelete = (type: string) => [
  'admin::isAuthenticatedAdmin',
  {
    name: 'admin::hasPermissions',
    config: { actions: [[`plugin::content-manager.explorer.delete`, type]] },
  },
];
