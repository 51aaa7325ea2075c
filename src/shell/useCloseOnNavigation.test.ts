// @vitest-environment happy-dom
import { createMemoryHistory } from '@tanstack/react-router';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCloseOnNavigation, type NavigatingRouter } from './useCloseOnNavigation.js';

/** A memory history, and a router that says when it has resolved the navigation (the test says when). */
function fakeRouter(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const resolved = new Set<() => void>();
  const router = {
    history,
    subscribe: (_event: string, listener: () => void) => {
      resolved.add(listener);
      return () => resolved.delete(listener);
    },
  } as unknown as NavigatingRouter;
  return { history, router, resolve: () => resolved.forEach((listener) => listener()) };
}

describe('the menus close when the seller goes somewhere', () => {
  it('closes once the navigation has resolved, not when a screen rewrites its own filters', () => {
    const { history, router, resolve } = fakeRouter('/ozon/reconciliation');
    const close = vi.fn();
    const { unmount } = renderHook(() => useCloseOnNavigation(router, close));

    history.replace('/ozon/reconciliation?from=2026-11-07&to=2026-12-06');
    resolve();
    expect(close).not.toHaveBeenCalled();

    // A link to another screen: not while the screen left is still there, once it has resolved.
    history.push('/ozon/realization');
    expect(close).not.toHaveBeenCalled();
    resolve();
    expect(close).toHaveBeenCalledTimes(1);

    // A link to a screen that then restores its saved filters: closed all the same.
    history.push('/ozon/reconciliation');
    history.replace('/ozon/reconciliation?from=2026-10-01');
    resolve();
    expect(close).toHaveBeenCalledTimes(2);

    history.replace('/ozon/sync');
    resolve();
    history.back();
    resolve();
    expect(close).toHaveBeenCalledTimes(4);

    unmount();
    history.push('/product/list');
    resolve();
    expect(close).toHaveBeenCalledTimes(4);
  });
});
