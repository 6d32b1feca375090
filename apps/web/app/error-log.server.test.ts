import { describe, expect, it } from 'vitest';
import { errorLogLine } from './error-log.server';

const request = { method: 'GET', path: '/ausstellungen?x=1', requestId: 'ab12cd34' };

describe('errorLogLine', () => {
  it('is one line with the request id in production', () => {
    const line = errorLogLine(new TypeError('no menu\nat all'), { ...request, stacks: false });
    expect(line).toBe('[error] ab12cd34 GET /ausstellungen?x=1: TypeError: no menu at all');
  });

  it('carries the stack when stacks are asked for', () => {
    const error = new Error('broken');
    const line = errorLogLine(error, { ...request, stacks: true });
    expect(line).toContain('[error] ab12cd34 GET /ausstellungen?x=1: Error: broken\n');
    expect(line).toContain(error.stack ?? '');
  });

  it('names values that are no errors', () => {
    expect(errorLogLine('oops', { ...request, requestId: '', stacks: true })).toBe(
      '[error] - GET /ausstellungen?x=1: oops',
    );
  });
});
