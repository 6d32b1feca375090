import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { connectionLimits, keepAliveMs, manageConnections } from './connections.js';

type Answer = { status: number; connection: string | undefined; body: string };

/** A server whose answers wait until the test lets them go, as slow renders do. */
async function gatedServer() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let begun = 0;
  const server = http.createServer(async (_request, response) => {
    begun += 1;
    await released;
    response.end('fertig');
  });
  const closeGracefully = manageConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, closeGracefully, release, begun: () => begun };
}

function get(port: number, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body,
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const agents: http.Agent[] = [];
const keepAliveAgent = () => {
  const agent = new http.Agent({ keepAlive: true });
  agents.push(agent);
  return agent;
};

afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
});

describe('closing the server gracefully', () => {
  it('finishes every answer begun, closes each connection after it, and ends in time', async () => {
    const site = await gatedServer();
    const agent = keepAliveAgent();
    // Three kept-alive connections, as nginx holds them, each waiting for its answer.
    const answers = Promise.all([
      get(site.port, agent),
      get(site.port, agent),
      get(site.port, agent),
    ]);
    await until(() => site.begun() === 3);

    const closed = site.closeGracefully({ graceMs: 5000 });
    site.release();

    expect(await answers).toEqual(
      Array.from({ length: 3 }, () => ({ status: 200, connection: 'close', body: 'fertig' })),
    );
    // Closed because every connection ended, not because the grace time ran out.
    expect(await closed).toBe(true);
    expect(site.server.listening).toBe(false);
  });

  it('keeps a connection idle at the close for one more request, answered and then closed', async () => {
    const site = await gatedServer();
    site.release();
    const socket = net.connect(site.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.on('connect', resolve));
    const request = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    socket.write(request);
    await until(() => received.endsWith('fertig'));
    expect(received).toMatch(/\r\nConnection: keep-alive\r\n/i);

    // nginx may be sending its next request over this connection right now: it is not cut.
    const closed = site.closeGracefully({ graceMs: 3000 });
    received = '';
    socket.write(request);
    await ended;
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toMatch(/\r\nConnection: close\r\n/i);
    expect(received.endsWith('\r\n\r\nfertig')).toBe(true);
    expect(await closed).toBe(true);
  });

  it('gives a second caller the same close', async () => {
    const site = await gatedServer();
    site.release();
    expect(site.closeGracefully()).toBe(site.closeGracefully({ graceMs: 1 }));
    expect(await site.closeGracefully()).toBe(true);
  });

  it('closes what is still open when the grace time ends', async () => {
    const site = await gatedServer();
    const agent = keepAliveAgent();
    const stuck = get(site.port, agent).then(
      () => 'answered',
      () => 'cut off',
    );
    await until(() => site.begun() === 1);

    expect(await site.closeGracefully({ graceMs: 50 })).toBe(false);
    expect(await stuck).toBe('cut off');
    site.release();
  });
});

describe('connection limits', () => {
  it("has defaults well below Node's own and reads each from the environment", () => {
    expect(connectionLimits({})).toEqual({
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 30_000,
      keepAliveMs,
      maxConnections: 1000,
    });
    expect(
      connectionLimits({
        SERVER_HEADERS_TIMEOUT_MS: '1000',
        SERVER_REQUEST_TIMEOUT_MS: ' 2000 ',
        SERVER_KEEP_ALIVE_TIMEOUT_MS: '7000',
        SERVER_MAX_CONNECTIONS: '50',
      }),
    ).toEqual({
      headersTimeoutMs: 1000,
      requestTimeoutMs: 2000,
      keepAliveMs: 7000,
      maxConnections: 50,
    });
  });

  it('refuses a value that is not a whole number above 0, naming the variable', () => {
    for (const value of ['0', '-5', '1.5', 'ten', 'Infinity']) {
      expect(() => connectionLimits({ SERVER_MAX_CONNECTIONS: value })).toThrow(
        /^SERVER_MAX_CONNECTIONS must be a whole number above 0/,
      );
    }
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() =>
      connectionLimits({ SERVER_HEADERS_TIMEOUT_MS: '20000', SERVER_REQUEST_TIMEOUT_MS: '10000' }),
    ).toThrow(/SERVER_HEADERS_TIMEOUT_MS \(20000\) must not be longer/);
  });
});
