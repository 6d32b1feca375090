import { createServer, connect, type Server, type Socket } from 'node:net';

/** A TCP proxy in front of the CMS that a test can cut (CMS "stopped") and restore. */
export async function startCuttableProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 80), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        if (address && typeof address === 'object') port = address.port;
        resolve();
      });
    });
  await listen();
  return {
    url: () => `http://127.0.0.1:${port}`,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server?.close(() => resolve());
      }),
    restore: listen,
  };
}
