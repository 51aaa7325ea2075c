import { useEffect, useState } from 'react';

/**
 * Runs the work once the browser has painted and is idle (at most a second later), for what the first
 * screen does not show: the rest of the message catalogue, charts below the first tiles. Returns the
 * cancel, as an effect's cleanup.
 */
export function afterFirstPaint(work: () => void): () => void {
  let idle: number | undefined;
  let frame: number | undefined = requestAnimationFrame(() => {
    frame = undefined;
    // The frame's callback runs before its paint; the idle callback (or a timeout where there is none) after it.
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(work, { timeout: 1000 })
        : (setTimeout(work, 0) as unknown as number);
  });
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
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
