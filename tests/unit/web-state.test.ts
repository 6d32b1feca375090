/** A test run's site keeps its state (booking queue, mail outbox, caches) apart from `npm start`'s. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webDir } from '../../scripts/lib/paths.mjs';
import { webStateEnv } from '../../scripts/lib/services.mjs';
import { readBookingConfig } from '../../apps/web/app/features/booking/config.server';

/** Every `X || 'var/…'` default in the site's sources: a folder of apps/web/var and its variable. */
function varDefaults(): { name: string; file: string }[] {
  const found: { name: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name)) {
        const text = readFileSync(full, 'utf8');
        for (const match of text.matchAll(/env\.([A-Z0-9_]+)\s*\|\|\s*['"]var\//g))
          found.push({ name: match[1]!, file: path.relative(webDir, full) });
      }
    }
  };
  walk(path.join(webDir, 'app'));
  walk(path.join(webDir, 'server'));
  return found;
}

describe('the state folders of a test run', () => {
  const dir = '/tmp/zm-test-x/web-state';

  it('cover every folder the site keeps under apps/web/var', () => {
    const defaults = varDefaults();
    expect(defaults.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['BOOKING_QUEUE_DIR', 'MAIL_OUTBOX_DIR', 'MEDIA_CACHE_DIR']),
    );
    for (const { name, file } of defaults)
      expect(Object.keys(webStateEnv(dir)), `${name} in ${file}`).toContain(name);
    for (const value of Object.values(webStateEnv(dir)))
      expect(value.startsWith(`${dir}/`)).toBe(true);
  });

  it('put the booking queue and the mail outbox in the run’s own folder', () => {
    const config = readBookingConfig(webStateEnv(dir), webDir);
    expect(config.queueDir).toBe(path.join(dir, 'booking-queue'));
    expect(config.outboxDir).toBe(path.join(dir, 'mail-outbox'));
  });

  it('are the ones the test stack starts its site with', () => {
    const script = readFileSync(path.join(webDir, '../../tests/setup/stack-services.mjs'), 'utf8');
    const start = script.slice(script.indexOf('await startWeb('));
    expect(start.slice(0, start.indexOf('});'))).toMatch(/stateDir: path\.join\(dir,/);
  });
});
