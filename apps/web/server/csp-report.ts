/**
 * POST /api/csp-report (docs/decisions/0036): the browsers' Content-Security-Policy violation
 * reports, both forms (`report-uri`: application/csp-report; `report-to`: application/reports+json,
 * a list). Each report is one log line; bodies over 8 KB are refused (413), and a client sends
 * at most `limit` reports per minute (more: 429, not logged). Answers 204 and nothing else.
 */
import express, { type RequestHandler } from 'express';

export const cspReportPath = '/api/csp-report';
const bodyLimit = 8 * 1024;
const reportTypes = ['application/csp-report', 'application/reports+json', 'application/json'];

export interface CspReportOptions {
  /** Reports per client and window (default 20). */
  limit?: number;
  windowMs?: number;
  now?: () => number;
  log?: (line: string) => void;
  /** Clients remembered at most; the window restarts for all beyond it. */
  maxClients?: number;
}

/** A value for the log: text only, no control characters, at most 200 characters. */
function field(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '-';
  return (
    String(value)
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
      .slice(0, 200)
  );
}

/** One line per report, whichever form the browser sent. */
export function reportLines(body: unknown): string[] {
  const reports = Array.isArray(body) ? body : [body];
  const lines: string[] = [];
  for (const report of reports.slice(0, 10)) {
    if (!report || typeof report !== 'object') continue;
    const record = report as Record<string, unknown>;
    const legacy = record['csp-report'];
    const data = (legacy ?? record.body) as Record<string, unknown> | undefined;
    if (!data || typeof data !== 'object') continue;
    const directive =
      data['effective-directive'] ?? data.effectiveDirective ?? data['violated-directive'];
    const blocked = data['blocked-uri'] ?? data.blockedURL;
    const page = data['document-uri'] ?? data.documentURL ?? record.url;
    lines.push(`[csp] violation ${field(directive)} blocked=${field(blocked)} page=${field(page)}`);
  }
  return lines;
}

export function cspReportHandler(
  options: CspReportOptions = {},
): Array<RequestHandler | express.ErrorRequestHandler> {
  const limit = options.limit ?? 20;
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.warn(line));
  const maxClients = options.maxClients ?? 10_000;
  const counts = new Map<string, { start: number; count: number }>();
  const parse = express.json({ type: reportTypes, limit: bodyLimit });
  const handle: RequestHandler = (req, res) => {
    const client = req.ip ?? '';
    const time = now();
    let entry = counts.get(client);
    if (!entry || time - entry.start >= windowMs) {
      if (counts.size >= maxClients) counts.clear();
      entry = { start: time, count: 0 };
      counts.set(client, entry);
    }
    entry.count += 1;
    res.setHeader('Cache-Control', 'no-store');
    if (entry.count > limit) {
      res
        .status(429)
        .setHeader('Retry-After', String(Math.ceil(windowMs / 1000)))
        .end();
      return;
    }
    for (const line of reportLines(req.body)) log(line);
    res.status(204).end();
  };
  const refuse: express.ErrorRequestHandler = (error: { status?: number }, _req, res, _next) => {
    res
      .status(error.status === 413 ? 413 : 400)
      .setHeader('Cache-Control', 'no-store')
      .end();
  };
  return [parse, handle, refuse];
}
