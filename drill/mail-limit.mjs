// The mail-limit drill of `npm run drill` (issue 41, finding 8): confirmation mails go to
// addresses nobody verified, so the site limits them per mailbox and per sender. A site of its
// own with the production limits (3 per mailbox a day, 60 an hour in all, 10 an hour per sender)
// in front of the drill's CMS mails to an SMTP server of this drill, which counts each mail.
// Senders are told apart as the site sees them: by the client address, which it takes from
// X-Forwarded-For of a proxy on loopback (TRUST_PROXY, default "loopback"), as the drill is.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { freePort, stop } from '../scripts/lib/processes.mjs';
import { startWeb } from '../scripts/lib/services.mjs';
import { smtpCounter } from './bookings.mjs';
import { pool, send } from './fuzz.mjs';
import { row, sleep } from './report.mjs';

const label = 'Mail limits';

/** Spellings of one Gmail mailbox: case, dots, +tags, the googlemail.com alias. */
export const gmailVariants = [
  'drill.visitor@gmail.com',
  'drillvisitor@gmail.com',
  'Drill.Visitor@Gmail.com',
  'DRILLVISITOR@GMAIL.COM',
  'd.r.i.l.l.v.i.s.i.t.o.r@gmail.com',
  'drillvisitor+1@gmail.com',
  'drill.visitor+newsletter@gmail.com',
  'drillvisitor@googlemail.com',
  'Drill.Visitor+x@GoogleMail.com',
  'dri.llvis.itor+tag.with.dots@gmail.com',
];
/** Spellings of one mailbox elsewhere: case and +tags (dots count there). */
export const plainVariants = [
  'drill-visitor@example.org',
  'Drill-Visitor@Example.org',
  'DRILL-VISITOR@EXAMPLE.ORG',
  'drill-visitor+1@example.org',
  'drill-visitor+a.b@example.org',
  'Drill-Visitor+Z@example.ORG',
];

const senders = {
  variants: '203.0.113.10',
  busy: '203.0.113.20',
  other: '203.0.113.30',
};

/**
 * One request from `sender` to `email`: its submission id when acknowledged (303), else null
 * (and the answer noted in `refusals`).
 */
async function book(webUrl, offer, sender, email, index, refusals) {
  const submissionId = randomUUID();
  const form = new URLSearchParams(offer.form(submissionId, index));
  form.set('email', email);
  const answer = await send(
    webUrl,
    {
      method: 'POST',
      path: offer.path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: webUrl,
        'x-forwarded-for': sender,
      },
      body: form.toString(),
    },
    { timeoutMs: 30_000 },
  );
  if (answer.status !== 303)
    refusals.push({ email, sender, status: answer.status, error: answer.error });
  return answer.status === 303 ? submissionId : null;
}

/**
 * Sender A books with every spelling of two mailboxes; sender B sends 70 requests to different
 * addresses (more than the hour's 60 in all); then sender C books three times. Counted once the
 * museum's mail of every request arrived (it is never limited) and a moment more.
 */
export async function mailLimitDrill({ site, offer, scratch, cleanups }) {
  const smtpPort = await freePort();
  const smtp = smtpCounter(smtpPort);
  await smtp.listen();
  let closed = false;
  const closeSmtp = async () => {
    if (closed) return;
    closed = true;
    await smtp.close();
  };
  cleanups.push(closeSmtp);
  const web = await startWeb({
    secrets: site.secrets,
    port: await freePort(),
    host: '127.0.0.1',
    cmsUrl: site.cms.url,
    extraEnv: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_SECURE: 'false',
      BOOKING_RETRY_BASE_MS: '250',
      BOOKING_RETRY_MAX_MS: '2000',
      // Only the form's own rate limit is lifted (100 posts from one address pass); the
      // confirmation limits are the production defaults.
      BOOKING_RATE_LIMIT: '1000',
    },
    stateDir: path.join(scratch, 'mail-limit-web-state'),
    quiet: true,
  });
  cleanups.push(() => stop(web.child));
  try {
    let index = 0;
    const refusals = [];
    const request = (sender, email) => book(web.url, offer, sender, email, (index += 1), refusals);
    const sent = { gmail: [], plain: [], busy: [], other: [] };
    for (const email of gmailVariants) sent.gmail.push(await request(senders.variants, email));
    for (const email of plainVariants) sent.plain.push(await request(senders.variants, email));
    const busyAddresses = Array.from(
      { length: 70 },
      (_, n) => `busy-${n}-${randomUUID().slice(0, 8)}@example.net`,
    );
    sent.busy = await pool(busyAddresses, 4, (email) => request(senders.busy, email));
    for (let n = 0; n < 3; n += 1)
      sent.other.push(
        await request(senders.other, `other-${n}-${randomUUID().slice(0, 8)}@example.net`),
      );

    // Every museum mail (never limited), then until no mail has come for 3 s.
    const all = Object.values(sent).flat();
    const acknowledged = all.filter(Boolean);
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && !acknowledged.every((id) => smtp.received(id, 'museum') >= 1))
      await sleep(500);
    const total = () => [...smtp.counts.values()].reduce((sum, count) => sum + count, 0);
    for (let last = -1; last !== total() && Date.now() < deadline;) {
      last = total();
      await sleep(3000);
    }
    const museumMails = acknowledged.filter((id) => smtp.received(id, 'museum') >= 1).length;
    const confirmed = (ids) => ids.filter((id) => id && smtp.received(id, 'visitor') >= 1).length;
    row(
      label,
      'requests acknowledged / museum mails',
      `${acknowledged.length} of ${all.length} / ${museumMails}`,
      'all',
      acknowledged.length === all.length && museumMails === all.length,
      refusals.length
        ? {
            refusals,
            log: web.child
              .recentOutput()
              .split('\n')
              .filter((line) => /error|warn|booking|refus/i.test(line))
              .slice(-20),
          }
        : undefined,
    );
    const gmail = confirmed(sent.gmail);
    const plain = confirmed(sent.plain);
    const perSpelling = (ids, variants) =>
      ids.map((id, n) => [variants[n], id ? smtp.received(id, 'visitor') : 'not acknowledged']);
    row(
      label,
      'confirmations to spellings of one mailbox',
      `${gmail} of ${gmailVariants.length} Gmail spellings, ${plain} of ${plainVariants.length} example.org spellings`,
      '1–3 each (BOOKING_CONFIRMATIONS_PER_RECIPIENT, 3)',
      gmail >= 1 && gmail <= 3 && plain >= 1 && plain <= 3,
      {
        gmail: perSpelling(sent.gmail, gmailVariants),
        plain: perSpelling(sent.plain, plainVariants),
      },
    );
    const busy = confirmed(sent.busy);
    const other = confirmed(sent.other);
    row(
      label,
      'another sender after one sent 70 requests: confirmations',
      `${other} of ${sent.other.length} (the busy sender got ${busy} of ${sent.busy.length})`,
      `all of the other's; the busy one ≤ 10 (BOOKING_CONFIRMATIONS_PER_SENDER)`,
      other === sent.other.length && busy <= 10,
    );
  } finally {
    await stop(web.child);
    await closeSmtp();
  }
}
