import type { Core } from '@strapi/strapi';

const WEBHOOK_NAME = 'web-cache';
const EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.create',
  'media.update',
  'media.delete',
];

interface Webhook {
  id: string;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
}

// Tells the web server which cached CMS answers to drop. Created or updated on every start;
// the runner is told as well because it loaded the stored webhooks before this runs.
export async function ensureWebCacheWebhook(strapi: Core.Strapi): Promise<void> {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) {
    strapi.log.info(
      `bootstrap: REVALIDATE_SECRET is not set; webhook "${WEBHOOK_NAME}" left as it is`,
    );
    return;
  }
  const webUrl = (process.env.WEB_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');

  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const definition = {
    name: WEBHOOK_NAME,
    url: `${webUrl}/api/revalidate`,
    headers: { 'x-revalidate-secret': secret },
    events: EVENTS,
    isEnabled: true,
  };

  const existing = ((await store.findWebhooks()) as Webhook[]).find((w) => w.name === WEBHOOK_NAME);
  if (existing) {
    runner.update(await store.updateWebhook(existing.id, definition));
  } else {
    runner.add(await store.createWebhook(definition));
  }
  strapi.log.info(`bootstrap: webhook "${WEBHOOK_NAME}" → ${definition.url}`);
}
