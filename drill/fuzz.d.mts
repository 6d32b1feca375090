// Types of drill/fuzz.mjs for the TypeScript tests that use it.
export interface DrillRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}
export interface DrillAnswer {
  status: number;
  headers?: Record<string, string | string[] | undefined>;
  body?: string;
  ms: number;
  error?: string;
}
export interface FuzzFigures {
  sent: number;
  serverErrors: Array<{ method: string; path: string; headers: string[]; status: number }>;
  leaks: Array<{ method: string; path: string; headers: string[]; leak: string }>;
  refusedByClient: number;
  connectionErrors: number;
}
export function seededRandom(seed: number): () => number;
export function fuzzRequests(options: {
  seed?: number;
  count: number;
  paths: string[];
  bookingPaths?: string[];
}): DrillRequest[];
export function send(
  base: string,
  request: DrillRequest,
  options?: { timeoutMs?: number },
): Promise<DrillAnswer>;
export function pool<T, R>(
  items: T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]>;
export function leakIn(body: string, internalPaths?: string[]): string | null;
export function fuzzFigures(
  requests: DrillRequest[],
  answers: DrillAnswer[],
  internalPaths?: string[],
): FuzzFigures;
export function poisonRequests(paths: string[], evil?: string): DrillRequest[];
