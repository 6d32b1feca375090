import { useEffect } from 'react';
import { breakpointMinWidths, type Breakpoint } from './menu-state';
import { throttle } from './throttle';

/** SPEC §9: resize handling is throttled to 250 ms. */
export const resizeThrottleMs = 250;

function currentBreakpoint(): Breakpoint {
  // Media queries measure the same width as the CSS breakpoints (scrollbar included).
  if (window.matchMedia(`(min-width: ${breakpointMinWidths.desktop}px)`).matches) return 'desktop';
  if (window.matchMedia(`(min-width: ${breakpointMinWidths.tablet}px)`).matches) return 'tablet';
  return 'mobile';
}

/** Reports the breakpoint once on mount and then after resizing, at most every 250 ms. */
export function useBreakpointChanges(onChange: (breakpoint: Breakpoint) => void) {
  useEffect(() => {
    const report = () => onChange(currentBreakpoint());
    report();
    const throttled = throttle(report, resizeThrottleMs);
    window.addEventListener('resize', throttled);
    return () => {
      window.removeEventListener('resize', throttled);
      throttled.cancel();
    };
  }, [onChange]);
}
