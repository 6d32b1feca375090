import type { SeedContext } from '../lib/context';
import { ensureLocalizedBy } from '../lib/documents';
import { notices } from '../data/notices';

/** The demo's urgent notices, all over by the day of seeding (examples for editors). */
export async function seedNotices(ctx: SeedContext): Promise<void> {
  for (const notice of notices(ctx.today)) {
    await ensureLocalizedBy(ctx, 'api::notice.notice', 'notice', 'text', notice);
  }
}
