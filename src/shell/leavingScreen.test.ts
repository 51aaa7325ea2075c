import { describe, expect, it } from 'vitest';
import { isLeavingScreen } from './leavingScreen.js';

const routerAt = (address: string, shown?: string) => ({
  history: { location: { pathname: address } } as never,
  state: { resolvedLocation: shown === undefined ? undefined : { pathname: shown } },
});

describe('a screen being left', () => {
  it('is one whose path the address has left for another', () => {
    expect(isLeavingScreen(routerAt('/ozon/realization', '/ozon/reconciliation'))).toBe(true);
  });

  it('is not the screen shown at its own address, whatever its search', () => {
    expect(isLeavingScreen(routerAt('/ozon/reconciliation', '/ozon/reconciliation'))).toBe(false);
  });

  it('is not the first screen, before any navigation has resolved', () => {
    expect(isLeavingScreen(routerAt('/product/list'))).toBe(false);
  });
});
