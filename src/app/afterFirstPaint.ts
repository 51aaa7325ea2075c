import { useEffect, useState } from 'react';

/**
 * Runs the work once the browser has painted and is idle (at most a second later), for what the first
 * screen does not show: the rest of the message catalogue, charts below the first tiles. Returns the
 * cancel, as an effect's cleanup. `laterMs` waits that much longer, for what the first screen's own data
 * should not have to share the network with.
 */
export function afterFirstPaint(work: () => void, laterMs = 0): () => void {
  let idle: number | undefined;
  let later: ReturnType<typeof setTimeout> | undefined;
  const run = laterMs > 0 ? () => (later = setTimeout(work, laterMs)) : work;
  let frame: number | undefined = requestAnimationFrame(() => {
    frame = undefined;
    // The frame's callback runs before its paint; the idle callback (or a timeout where there is none) after it.
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(run, { timeout: 1000 })
        : (setTimeout(run, 0) as unknown as number);
  });
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(later);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}

/** False until the browser has painted (and idled) after `ready` became true: what waits for it loads after the first screen. */
export function useAfterFirstPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (ready && !painted ? afterFirstPaint(() => setPainted(true)) : undefined), [ready, painted]);
  return painted;
}
