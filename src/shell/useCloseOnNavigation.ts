import type { AnyRouter, RouterHistory } from '@tanstack/react-router';
import { useEffect } from 'react';

/** What the hook needs of the router: its history, and to hear when a navigation has resolved. */
export interface NavigatingRouter {
  history: RouterHistory;
  subscribe: AnyRouter['subscribe'];
}

/**
 * Closes the menus and sidebars once the seller has gone somewhere (another screen, or the same screen
 * by a link), when the navigation has resolved and the screen left is gone. A screen rewriting its own
 * address (its filters restored or put in order replace the entry on the same path) leaves them as they
 * are: a menu opened on a phone just then would otherwise close under the finger.
 */
export function useCloseOnNavigation(router: NavigatingRouter, close: () => void): void {
  useEffect(() => {
    let pathname = router.history.location.pathname;
    let wentSomewhere = false;
    const stopHistory = router.history.subscribe(({ location, action }) => {
      if (!(action.type === 'REPLACE' && location.pathname === pathname)) wentSomewhere = true;
      pathname = location.pathname;
    });
    const stopResolved = router.subscribe('onResolved', () => {
      if (wentSomewhere) close();
      wentSomewhere = false;
    });
    return () => {
      stopHistory();
      stopResolved();
    };
  }, [router, close]);
}
