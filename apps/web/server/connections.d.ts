import type { Server } from 'node:http';

export const keepAliveMs: number;
export function manageConnections(
  server: Server,
): (options?: { graceMs?: number }) => Promise<boolean>;
