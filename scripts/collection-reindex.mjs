// `npm run collection:reindex`: the running site brings its collection index in line with the
// CMS again (every published object in, the others out; decision 0068). The index is a file every
// site process shares, so asking one process is enough. Without a running site there is nothing
// to do: every start of the site does the same before it answers collection searches.
//   SITE_URL (default http://127.0.0.1:$WEB_PORT, port 3000) names the site;
//   REVALIDATE_SECRET (default: the one `npm start` generated in .secrets/) authorises the call.
import { existsSync, readFileSync } from 'node:fs';
import { secretsFile } from './lib/paths.mjs';

const site = (process.env.SITE_URL || `http://127.0.0.1:${process.env.WEB_PORT ?? 3000}`).replace(
  /\/+$/,
  '',
);
const secret =
  process.env.REVALIDATE_SECRET ||
  (existsSync(secretsFile) ? JSON.parse(readFileSync(secretsFile, 'utf8')).REVALIDATE_SECRET : '');
if (!secret) {
  console.error('No REVALIDATE_SECRET set and none in .secrets/: has `npm start` run here?');
  process.exit(1);
}

let answer;
try {
  answer = await fetch(`${site}/api/collection/reindex`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': secret },
    signal: AbortSignal.timeout(10 * 60_000),
  });
} catch (error) {
  console.log(
    `No site answers at ${site} (${error.cause?.code ?? error.message}).\n` +
      'Nothing to do: the site brings its collection index in line with the CMS at every start.',
  );
  process.exit(0);
}
const body = await answer.json().catch(() => ({}));
if (!answer.ok) {
  console.error(`The site at ${site} could not reindex: ${answer.status} ${body.error ?? ''}`);
  process.exit(1);
}
console.log(
  `Collection index in line with the CMS: ${body.listed} objects listed, ${body.removed} removed.`,
);
