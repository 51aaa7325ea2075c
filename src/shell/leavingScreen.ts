import type { AnyRouter } from '@tanstack/react-router';

/** What the check needs of the router: the address now, and the one whose screen is shown. */
export interface ShownLocationRouter {
  history: Pick<AnyRouter['history'], 'location'>;
  state: { resolvedLocation?: { pathname: string } };
}

/**
 * True while the seller is on the way to another screen: the address has moved on, the screen shown has
 * not. A grid of the screen being left may still answer a re-render with a change of its own search
 * then; put into the address, that change would take the seller back.
 */
export function isLeavingScreen(router: ShownLocationRouter): boolean {
  const shown = router.state.resolvedLocation?.pathname;
  return shown !== undefined && router.history.location.pathname !== shown;
}
