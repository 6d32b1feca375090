import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy in front of the CMS that lets everything through until `hold` is armed for a
 * request line (e.g. "POST /api/booking-requests"). The first connection that then sends
 * such a request is held for good: 'request' never forwards it (the CMS never sees it),
 * 'answer' forwards it but never passes the CMS's answer back (the CMS did the write, the
 * caller waits). What a process that dies at that moment leaves behind.
 */
export async function startHoldingProxy(target: URL) {
  const sockets = new Set<Socket>();
  let armed: { requestLine: string; what: 'request' | 'answer' } | null = null;
  let held = false;
  let seen: () => void = () => undefined;
  const heldOnce = new Promise<void>((resolve) => (seen = resolve));

  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 80), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    let holding: 'request' | 'answer' | null = null;
    client.on('data', (chunk: Buffer) => {
      if (!holding && armed && !held && chunk.toString('latin1').startsWith(armed.requestLine)) {
        holding = armed.what;
        held = true;
        seen();
      }
      if (holding !== 'request') upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (holding !== 'answer') client.write(chunk);
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    hold(requestLine: string, what: 'request' | 'answer') {
      armed = { requestLine, what };
    },
    /** Resolves once a request was held. */
    held: () => heldOnce,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
