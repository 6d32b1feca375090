// The booking drills of `npm run drill`: the mail server down while 200 requests come in, and the
// CMS killed in the middle of 1,000. Afterwards every request the site acknowledged (303) must be
// stored in the CMS exactly once and mailed exactly once (museum and visitor).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { pool, send } from './fuzz.mjs';
import { killCms, pct, row, sleep } from './report.mjs';

/** What the site needs for the drills: quick retries, limits that 1,200 requests from one address pass. */
export const bookingDrillEnv = (smtpPort) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtpPort),
  SMTP_SECURE: 'false',
  BOOKING_RETRY_BASE_MS: '250',
  BOOKING_RETRY_MAX_MS: '2000',
  BOOKING_RATE_LIMIT: '100000',
  BOOKING_CONFIRMATIONS_PER_HOUR: '100000',
  BOOKING_CONFIRMATIONS_PER_SENDER: '100000',
});

/** A free loopback port on which nothing listens yet (the mail server "down"). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A real SMTP server that counts every mail by its Message-ID (<submissionId.kind@…>), so that a
 * mail delivered twice shows as a count of 2. It listens only after `listen()`.
 */
export function smtpCounter(port) {
  const counts = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const head = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n')[0];
        const id = /^message-id:\s*<([^>]+)>/im.exec(head)?.[1] ?? 'without id';
        counts.set(id, (counts.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  // A site process killed mid-conversation resets its connection: expected, not a failure.
  server.on('error', () => {});
  return {
    counts,
    /** How often the mail of `kind` ('museum', 'visitor') for a request arrived. */
    received: (submissionId, kind) =>
      counts.get(`${submissionId}.${kind}@booking.zentralmuseum`) ?? 0,
    listen: () => new Promise((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A bookable offer with its request form path and a valid form for it. */
export async function bookableOffer(cmsUrl, token) {
  const answer = await fetch(
    // One whose start times include 10:30 (some start in the afternoon only).
    `${cmsUrl}/api/offers?locale=de&filters[bookable][$eq]=true&filters[bookingEarliest][$null]=true` +
      '&fields[0]=slug&fields[1]=minParticipants',
    { headers: { authorization: `Bearer ${token}` } },
  );
  const [offer] = (await answer.json()).data ?? [];
  if (!offer) throw new Error('no bookable offer in the demo content');
  const now = new Date();
  // Next June: inside the summer window (9:15–15:30) and less than two years ahead; the first
  // Wednesday from the 14th, a day every offer's weekdays and the museum's calendar allow.
  const year = now.getUTCMonth() >= 4 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const day = new Date(Date.UTC(year, 5, 14));
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  const date = day.toISOString().slice(0, 10);
  return {
    path: `/fuehrungen/${offer.slug}/anfrage`,
    form: (submissionId, index) =>
      new URLSearchParams({
        'submission-id': submissionId,
        language: 'de',
        date,
        hour: '10',
        minute: '30',
        participants: String(offer.minParticipants ?? 1),
        'first-name': 'Drill',
        'last-name': `Nummer ${index}`,
        email: `drill-${index}-${submissionId.slice(0, 8)}@example.org`,
        message: 'Eine Anfrage der Übung.',
        address: 'Übungsweg 1',
        'postal-code': '10115',
        city: 'Berlin',
        consent: 'on',
      }).toString(),
  };
}

/** Posts `count` valid requests, `concurrency` at a time; `onAcknowledged(n)` after each 303. */
export async function postRequests(webUrl, offer, count, concurrency, onAcknowledged = () => {}) {
  const sent = Array.from({ length: count }, () => randomUUID());
  let acknowledged = 0;
  const statuses = await pool(sent, concurrency, async (submissionId, index) => {
    const answer = await send(
      webUrl,
      {
        method: 'POST',
        path: offer.path,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: webUrl,
          'accept-encoding': 'gzip, br',
        },
        body: offer.form(submissionId, index),
      },
      { timeoutMs: 30_000 },
    );
    if (answer.status === 303) await onAcknowledged((acknowledged += 1));
    return answer.status;
  });
  return {
    acknowledgedIds: sent.filter((_, index) => statuses[index] === 303),
    others: statuses.filter((status) => status !== 303),
  };
}

/** How many entries the CMS holds per submission id (asked 50 ids at a time). */
export async function storedCounts(cmsUrl, token, ids) {
  const counts = new Map(ids.map((id) => [id, 0]));
  for (let start = 0; start < ids.length; start += 50) {
    const filters = ids
      .slice(start, start + 50)
      .map((id, index) => `filters[submissionId][$in][${index}]=${id}`)
      .join('&');
    const answer = await fetch(
      `${cmsUrl}/api/booking-requests?${filters}&fields[0]=submissionId&pagination[pageSize]=100`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    if (!answer.ok) throw new Error(`CMS answered ${answer.status} to the count of requests`);
    for (const entry of (await answer.json()).data)
      counts.set(entry.submissionId, (counts.get(entry.submissionId) ?? 0) + 1);
  }
  return counts;
}

/** Waits until `done()` or `seconds` passed; the seconds it took, or null. */
async function waitFor(done, seconds) {
  const started = Date.now();
  while (Date.now() - started < seconds * 1000) {
    if (await done()) return (Date.now() - started) / 1000;
    await sleep(500);
  }
  return null;
}

const exactlyOnce = (ids, count) => ids.filter((id) => count(id) === 1).length;
const twice = (ids, count) => ids.filter((id) => count(id) > 1).length;

/** 200 requests while nothing listens on the SMTP port; then the mail server starts. */
export async function smtpDownDrill({ site, offer, smtp }) {
  const label = 'SMTP down during 200 bookings';
  const { acknowledgedIds: ids, others } = await postRequests(site.web.url, offer, 200, 8);
  row(label, 'requests acknowledged (303)', `${ids.length} of 200`, '200', others.length === 0);
  // Let the queue fail a few rounds against the closed port before the server returns.
  await sleep(5000);
  const early = ids.filter((id) => smtp.received(id, 'museum') > 0).length;
  await smtp.listen();
  const all = (id) => smtp.received(id, 'museum') + smtp.received(id, 'visitor') === 2;
  const seconds = await waitFor(() => ids.every(all), 120);
  // A moment longer: a duplicate would arrive after the last first copy.
  await sleep(3000);
  const museum = (id) => smtp.received(id, 'museum');
  const visitor = (id) => smtp.received(id, 'visitor');
  row(
    label,
    'museum and visitor mailed exactly once after SMTP returns',
    `${exactlyOnce(ids, museum)} + ${exactlyOnce(ids, visitor)} of ${ids.length} + ${ids.length}; ` +
      `${twice(ids, museum) + twice(ids, visitor)} twice; ${early} before it returned`,
    'all exactly once, 0 twice',
    exactlyOnce(ids, museum) === ids.length &&
      exactlyOnce(ids, visitor) === ids.length &&
      early === 0,
  );
  row(
    label,
    'all mailed within',
    seconds === null ? '> 120 s' : `${seconds.toFixed(1)} s`,
    '≤ 60 s (retries at most 2 s apart in the drill)',
    seconds !== null && seconds <= 60,
  );
  const stored = await storedCounts(site.cms.url, site.secrets.WEB_API_TOKEN, ids);
  const storedOnce = ids.filter((id) => stored.get(id) === 1).length;
  row(
    label,
    'stored exactly once',
    `${storedOnce} of ${ids.length}`,
    'all',
    storedOnce === ids.length,
  );
}

/**
 * 1,000 requests, 8 at a time; the CMS is killed after the 300th acknowledgement and started again
 * at once (it takes a while to come up: the requests in between wait in the site's queue).
 */
export async function cmsKilledDrill({ site, offer, smtp }) {
  const label = 'CMS killed during 1,000 bookings';
  let restarted = null;
  const { acknowledgedIds: ids, others } = await postRequests(
    site.web.url,
    offer,
    1000,
    8,
    async (acknowledged) => {
      if (acknowledged !== 300) return;
      await killCms(site.cms);
      restarted = site.restartCms();
    },
  );
  await restarted;
  row(
    label,
    'requests acknowledged (303)',
    `${ids.length} of 1000 (${pct(ids.length, 1000)})`,
    '1000',
    others.length === 0,
    others.length ? others.slice(0, 20) : undefined,
  );
  let counts = new Map();
  const seconds = await waitFor(async () => {
    counts = await storedCounts(site.cms.url, site.secrets.WEB_API_TOKEN, ids);
    return ids.every((id) => counts.get(id) >= 1);
  }, 180);
  const once = ids.filter((id) => counts.get(id) === 1).length;
  const more = ids.filter((id) => counts.get(id) > 1).length;
  row(
    label,
    'acknowledged requests stored exactly once',
    `${once} of ${ids.length} (${more} more than once, ${ids.length - once - more} missing)`,
    '100 %',
    once === ids.length,
  );
  row(
    label,
    'queue drained into the restarted CMS within',
    seconds === null ? '> 180 s' : `${seconds.toFixed(1)} s`,
    '≤ 120 s',
    seconds !== null && seconds <= 120,
  );
  const mailed = await waitFor(
    () => ids.every((id) => smtp.received(id, 'museum') >= 1 && smtp.received(id, 'visitor') >= 1),
    120,
  );
  const museum = (id) => smtp.received(id, 'museum');
  const visitor = (id) => smtp.received(id, 'visitor');
  row(
    label,
    'museum and visitor mailed exactly once',
    `${exactlyOnce(ids, museum)} + ${exactlyOnce(ids, visitor)} of ${ids.length} + ${ids.length}` +
      (mailed === null ? ' (still missing after 120 s)' : ''),
    'all exactly once',
    exactlyOnce(ids, museum) === ids.length && exactlyOnce(ids, visitor) === ids.length,
  );
}
