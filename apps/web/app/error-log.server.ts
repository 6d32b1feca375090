/** The log entry of a failed request (SPEC §8: details outside production, a note in it). */
export interface ErrorLogRequest {
  method: string;
  /** Path and query. */
  path: string;
  requestId: string;
  /** Whether the full stack goes to the log (not production, or ERROR_LOG_STACKS=1). */
  stacks: boolean;
}

export function errorLogLine(error: unknown, request: ErrorLogRequest): string {
  const head = `[error] ${request.requestId || '-'} ${request.method} ${request.path}`;
  if (request.stacks && error instanceof Error && error.stack) return `${head}: ${error.stack}`;
  const note =
    error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? 'unknown error');
  return `${head}: ${note.replace(/\s*\n\s*/g, ' ')}`;
}
