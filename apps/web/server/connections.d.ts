import type { RequestListener, Server } from 'node:http';

export const keepAliveMs: number;
export interface ConnectionLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveMs: number;
  maxConnections: number;
}
export function connectionLimits(env?: Record<string, string | undefined>): ConnectionLimits;
export function createSiteServer(listener: RequestListener, limits: ConnectionLimits): Server;
export function manageConnections(
  server: Server,
): (options?: { graceMs?: number }) => Promise<boolean>;
