/**
 * Calls `run` at most once per `waitMs`: at once on the first call, then once more at the end
 * of the interval if calls came in meanwhile, so the last state is never missed.
 */
export function throttle(run: () => void, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending = false;

  const flush = () => {
    if (pending) {
      pending = false;
      run();
      timer = setTimeout(flush, waitMs);
    } else {
      timer = null;
    }
  };

  const throttled = () => {
    if (timer) {
      pending = true;
      return;
    }
    run();
    timer = setTimeout(flush, waitMs);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = false;
  };
  return throttled;
}
