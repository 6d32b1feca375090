// The Node floor of a cache hit: a bare node:http server that answers every request with the
// bytes and headers the site's page cache sent for the page (one recorded answer per encoding),
// doing nothing else. Run on the pinned runtime with the site's flags; the throughput phase
// compares the site's cached row with it, so the cached verdict reads against what Node itself
// costs for the same answer. Usage: node bare-node.mjs <answers.json> <port>
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [answersFile, port] = process.argv.slice(2);
const recorded = JSON.parse(readFileSync(answersFile, 'utf8'));
const answers = Object.fromEntries(
  Object.entries(recorded).map(([coding, { headers, body }]) => [
    coding,
    { headers, body: Buffer.from(body, 'base64') },
  ]),
);

http
  .createServer((req, res) => {
    const answer = /\bbr\b/.test(req.headers['accept-encoding'] ?? '')
      ? answers.br
      : answers.identity;
    res.writeHead(200, answer.headers);
    res.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`bare node on ${port}`));
