import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError } from './entry.server';

describe('handleError', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logs the failed request even when React Router hands it no context', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const call = () =>
      handleError(new Error('Invalid `context` value'), {
        request: new Request('http://localhost/en/exhibitions?page=2'),
        params: {},
        context: undefined as never,
      });
    expect(call).not.toThrow();
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]![0]).toMatch(
      /^\[error\] - GET \/en\/exhibitions\?page=2: .*Invalid `context` value/,
    );
  });
});
