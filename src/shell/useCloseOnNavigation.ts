import type { RouterHistory } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Closes the menus and sidebars when the seller goes somewhere: another screen, or the same screen by a
 * link. A screen rewriting its own address (its filters restored or put in order replace the entry)
 * leaves them as they are: a menu opened on a phone just then would otherwise close under the finger.
 */
export function useCloseOnNavigation(history: RouterHistory, close: () => void): void {
  useEffect(() => {
    let pathname = history.location.pathname;
    return history.subscribe(({ location, action }) => {
      const samePath = location.pathname === pathname;
      pathname = location.pathname;
      if (action.type === 'REPLACE' && samePath) return;
      close();
    });
  }, [history, close]);
}
