import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsError } from '~/content/cms-client.server';
import { backoffMs, createBookingService, type BookingStore } from './booking-service.server';
import type { OutgoingMail } from './mail-transport.server';
import type { BookingRecord } from './record';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const record = (submissionId = 'f3a1c2d4-0000-4000-8000-000000000001'): BookingRecord => ({
  submissionId,
  pageLocale: 'en',
  offer: { title: 'Highlights for groups', slug: 'highlights-for-groups' },
  receivedAt: '2026-11-22T10:00:00.000Z',
  request: {
    language: 'en',
    date: '2027-05-06',
    time: '10:30',
    hour: 10,
    minute: 30,
    participants: 12,
    salutation: null,
    firstName: 'Ada',
    lastName: 'Lovelace',
    tel: null,
    email: 'ada@example.org',
    message: null,
    company: null,
    address: 'Main St 1',
    postalCode: '12345',
    city: 'London',
    country: null,
    consent: true,
  },
});

function setup(options: { storeUp: () => boolean; mailUp: () => boolean }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'booking-service-'));
  dirs.push(dir);
  const saved = new Set<string>();
  const sent: OutgoingMail[] = [];
  const store: BookingStore = {
    save: vi.fn(async (r: BookingRecord) => {
      if (!options.storeUp())
        throw new CmsError('CMS unreachable', 'http://cms.test/api/booking-requests', null);
      if (saved.has(r.submissionId)) return 'duplicate' as const;
      saved.add(r.submissionId);
      return 'created' as const;
    }),
  };
  let clock = 1_000_000;
  const service = createBookingService({
    queueDir: dir,
    store,
    transport: async (mail) => {
      if (!options.mailUp())
        throw Object.assign(new Error('connect refused'), { code: 'ECONNREFUSED' });
      sent.push(mail);
    },
    mailFrom: 'ZM <noreply@zm.example>',
    museumAddress: async () => 'fuehrungen@zm.example',
    retryBaseMs: 1000,
    retryMaxMs: 8000,
    now: () => clock,
  });
  return { service, saved, sent, advance: (ms: number) => (clock += ms) };
}

describe('booking service', () => {
  it('stores a request and sends the museum mail in German and the confirmation in the page language', async () => {
    const { service, saved, sent } = setup({ storeUp: () => true, mailUp: () => true });
    expect(await service.submit(record())).toBe('stored');
    await service.processQueues();
    expect(saved.size).toBe(1);
    expect(sent).toHaveLength(2);
    const museum = sent.find((mail) => mail.to === 'fuehrungen@zm.example')!;
    const visitor = sent.find((mail) => mail.to === 'ada@example.org')!;
    expect(museum.subject).toMatch(/^Führungsanfrage: Highlights for groups/);
    expect(museum.replyTo).toBe('ada@example.org');
    expect(visitor.subject).toMatch(/^Guided tour request: Highlights for groups/);
    expect(visitor.text).toContain('Thank you for your request');
    expect(await service.pending()).toEqual({ requests: 0, mails: 0 });
  });

  it('a second submit of the same form is a duplicate and sends no further mails', async () => {
    const { service, sent } = setup({ storeUp: () => true, mailUp: () => true });
    const [first, second] = await Promise.all([service.submit(record()), service.submit(record())]);
    expect([first, second].sort()).toEqual(['duplicate', 'stored']);
    expect(await service.submit(record())).toBe('duplicate');
    await service.processQueues();
    expect(sent).toHaveLength(2);
  });

  it('keeps the request locally while the CMS is down and stores it once it is back', async () => {
    let up = false;
    const { service, saved, advance } = setup({ storeUp: () => up, mailUp: () => true });
    expect(await service.submit(record())).toBe('queued');
    expect(await service.submit(record())).toBe('duplicate');
    await service.processQueues();
    expect(saved.size).toBe(0);
    expect((await service.pending()).requests).toBe(1);
    up = true;
    await service.processQueues(); // not due yet: backoff
    expect(saved.size).toBe(0);
    advance(2000);
    await service.processQueues();
    expect(saved.size).toBe(1);
    expect((await service.pending()).requests).toBe(0);
  });

  it('retries mails with growing delays until the mail server accepts them', async () => {
    let up = false;
    const { service, sent, advance } = setup({ storeUp: () => true, mailUp: () => up });
    await service.submit(record());
    await service.processQueues();
    advance(1000);
    await service.processQueues();
    expect(sent).toHaveLength(0);
    expect((await service.pending()).mails).toBe(2);
    up = true;
    advance(2000);
    await service.processQueues();
    expect(sent).toHaveLength(2);
  });

  it('backs off exponentially up to a maximum', () => {
    expect([1, 2, 3, 4, 5, 10].map((n) => backoffMs(n, 1000, 8000))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });
});
