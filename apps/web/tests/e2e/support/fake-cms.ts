import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';

const fixtures = fileURLToPath(new URL('../../../app/content/__fixtures__/v5/', import.meta.url));

/**
 * Answers /api/<type>?locale=… with the recorded v5 fixture, like a seeded Strapi would;
 * `answers` replaces the fixture of a type (its whole JSON body).
 */
export function startFakeCms(port: number, answers: Record<string, unknown> = {}): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const name = url.pathname.replace(/^\/api\//, '');
    if (name in answers) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers[name]));
      return;
    }
    const locale = url.searchParams.get('locale');
    for (const file of [`${name}.${locale}.json`, `${name}.json`]) {
      try {
        const body = readFileSync(`${fixtures}${file}`);
        res.writeHead(200, { 'content-type': 'application/json' }).end(body);
        return;
      } catch {
        // Try the next file name.
      }
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"data":null}');
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
