import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSuggestionFetcher } from './suggestion-fetcher';

const answer = (titles: string[]) =>
  new Response(
    JSON.stringify({
      suggestions: titles.map((title) => ({ title, kind: 'page', path: `/${title}` })),
    }),
    { headers: { 'Content-Type': 'application/json' } },
  );

/** A fetch whose answers the test releases one by one, in any order. */
function slowFetch() {
  const calls: { url: string; signal: AbortSignal; release: (response: Response) => void }[] = [];
  const fetch = vi.fn(
    (url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init?.signal as AbortSignal;
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        calls.push({ url: String(url), signal, release: resolve });
      }),
  );
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('suggestion fetcher', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('asks once the typing pauses, for every length of text', async () => {
    const { fetch, calls } = slowFetch();
    const onResults = vi.fn();
    const fetcher = createSuggestionFetcher({ url: (text) => `/s?text=${text}`, onResults, fetch });
    fetcher.request('D');
    vi.advanceTimersByTime(100);
    fetcher.request('Da');
    vi.advanceTimersByTime(149);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((call) => call.url)).toEqual(['/s?text=Da']);
    calls[0]?.release(answer(['Dampf']));
    await flush();
    expect(onResults).toHaveBeenCalledWith('Da', [
      { title: 'Dampf', kind: 'page', path: '/Dampf' },
    ]);
  });

  it('cancels the request for older text, so its late answer never wins', async () => {
    const { fetch, calls } = slowFetch();
    const onResults = vi.fn();
    const fetcher = createSuggestionFetcher({ url: (text) => text, onResults, fetch });
    fetcher.request('Dam');
    vi.advanceTimersByTime(150);
    fetcher.request('Dampf');
    vi.advanceTimersByTime(150);
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.release(answer(['new']));
    calls[0]?.release(answer(['old']));
    await flush();
    expect(onResults).toHaveBeenCalledTimes(1);
    expect(onResults.mock.calls[0]?.[1]).toEqual([{ title: 'new', kind: 'page', path: '/new' }]);
  });

  it('clears at once for an empty text and shows nothing for a failed or odd answer', async () => {
    const onResults = vi.fn();
    const failing = vi.fn(() => Promise.resolve(new Response('no', { status: 503 })));
    const fetcher = createSuggestionFetcher({
      url: (text) => text,
      onResults,
      fetch: failing as unknown as typeof globalThis.fetch,
    });
    fetcher.request('  ');
    expect(onResults).toHaveBeenLastCalledWith('  ', []);
    expect(failing).not.toHaveBeenCalled();
    fetcher.request('x');
    vi.advanceTimersByTime(150);
    await flush();
    expect(onResults).toHaveBeenLastCalledWith('x', []);

    const odd = vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            suggestions: [
              { title: 'a', kind: 'page', path: 'https://x' },
              { title: 'b', kind: 'page', path: '//elsewhere.example/' },
              { title: 'c', kind: 'page', path: '/\\elsewhere.example/' },
              { title: 'd', kind: 'unknown', path: '/d' },
            ],
          }),
        ),
      ),
    );
    const other = createSuggestionFetcher({
      url: (text) => text,
      onResults,
      fetch: odd as unknown as typeof globalThis.fetch,
    });
    other.request('y');
    vi.advanceTimersByTime(150);
    await flush();
    expect(onResults).toHaveBeenLastCalledWith('y', []);
  });
});
