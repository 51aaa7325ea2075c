import type { RouterHistory } from '@tanstack/react-router';

/**
 * The path the browser showed before the one it shows now, kept from the history itself. The router's
 * own "stay" compares with the screen it last finished loading, so a click back to a grid while the way
 * out of it is still loading would count as staying: the address, not the loaded screen, says where the
 * user came from.
 */
let shownPath: string | undefined;
let previousPath: string | undefined;

/** Subscribed before the router's own listener, so a navigation is known here before its routes load. */
export function followScreenChanges(history: RouterHistory): () => void {
  shownPath = history.location.pathname;
  previousPath = undefined;
  return history.subscribe(({ location }) => {
    previousPath = shownPath;
    shownPath = location.pathname;
  });
}

/** Whether the address now shown was reached from the same screen (a change of its search, not an entry). */
export function stayedOnScreen(): boolean {
  return previousPath !== undefined && previousPath === shownPath;
}
