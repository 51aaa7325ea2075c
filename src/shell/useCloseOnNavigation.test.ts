// @vitest-environment happy-dom
import { createMemoryHistory } from '@tanstack/react-router';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCloseOnNavigation } from './useCloseOnNavigation.js';

describe('the menus close when the seller goes somewhere', () => {
  it('closes on another screen and on a link, not when a screen rewrites its own filters', () => {
    const history = createMemoryHistory({ initialEntries: ['/ozon/reconciliation'] });
    const close = vi.fn();
    const { unmount } = renderHook(() => useCloseOnNavigation(history, close));

    history.replace('/ozon/reconciliation?from=2026-11-07&to=2026-12-06');
    expect(close).not.toHaveBeenCalled();

    history.push('/ozon/reconciliation');
    expect(close).toHaveBeenCalledTimes(1);

    history.replace('/ozon/sync');
    expect(close).toHaveBeenCalledTimes(2);

    history.push('/ozon/salesOrders?status=3');
    history.back();
    expect(close).toHaveBeenCalledTimes(4);

    unmount();
    history.push('/product/list');
    expect(close).toHaveBeenCalledTimes(4);
  });
});
