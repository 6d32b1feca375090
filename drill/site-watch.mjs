// What a drill reads of the site while it works: the lines its process logs and its /readyz.
// The circuit breaker in front of the CMS (apps/web/app/content/cms-breaker.server.ts) has no
// endpoint of its own: an open circuit shows in the log ("CMS unavailable: circuit open" for
// each read it refuses, "CMS unavailable: <reason>" for each outage it counts) and in /readyz,
// whose cms check fails at once while the circuit is open.
import { send } from './fuzz.mjs';
import { sleep } from './report.mjs';

/** Collects the lines the site's process prints (stdout and stderr) from now on. */
export function watchLog(child) {
  const lines = [];
  const listeners = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    const onData = (chunk) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
      if (lines.length > 200_000) lines.splice(0, 100_000);
    };
    stream.on('data', onData);
    listeners.push(() => stream.off('data', onData));
  }
  return {
    lines,
    stop: () => listeners.forEach((off) => off()),
  };
}

/**
 * What the log says of the breaker: reads refused by the open circuit, and outages it counted
 * (a 5xx confirmed by a witness, a timeout, no connection); "(this request only; not counted)"
 * is a failure the breaker did not count.
 */
export function breakerLines(lines) {
  const refused = lines.filter((line) => line.includes('CMS unavailable: circuit open'));
  const counted = lines.filter(
    (line) =>
      line.includes('CMS unavailable:') &&
      !line.includes('circuit open') &&
      !line.includes('not counted'),
  );
  const notCounted = lines.filter((line) => line.includes('not counted'));
  return { refused, counted, notCounted };
}

/**
 * Asks /readyz every `everyMs` until stop(): how often the CMS check failed, and how often it
 * failed at once (under 900 ms, before the check's own 1 s timeout: the circuit was open, not a
 * slow health check).
 */
export function pollReadiness(webUrl, everyMs = 500) {
  let running = true;
  const samples = [];
  const done = (async () => {
    while (running) {
      const answer = await send(
        webUrl,
        { method: 'GET', path: '/readyz', headers: {} },
        { timeoutMs: 5000 },
      );
      let cms = null;
      try {
        cms = JSON.parse(answer.body ?? '').checks?.cms ?? null;
      } catch {
        // no JSON: counted as failing below
      }
      samples.push({ status: answer.status, cms, ms: answer.ms });
      await sleep(everyMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      const failing = samples.filter((sample) => sample.cms !== 'ok');
      // Openings: a failing sample after a passing one (or the first), answered at once.
      let openings = 0;
      samples.forEach((sample, index) => {
        const open = sample.cms !== 'ok' && sample.ms < 900;
        const before = samples[index - 1];
        if (open && (!before || before.cms === 'ok')) openings += 1;
      });
      return { polls: samples.length, failing: failing.length, openings };
    },
  };
}
