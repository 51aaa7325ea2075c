import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * Toasts as SPEC.md section 9 sets them: top-right, 3000 ms, 25rem wide, a summary and a detail; they
 * start below the top bar (64 px) so its buttons stay in reach.
 */
export const TOAST = { lifetimeMs: 3000, width: '25rem', topOffsetPx: 72 } as const;

export interface Toast {
  variant: 'success' | 'error' | 'info' | 'warning';
  summary: string;
  detail?: string;
}

// notistack and the toasts' look load with the first toast: no screen needs them to show.
const ToastHost = lazy(() => import('./ToastHost.js'));

const ToastContext = createContext<((toast: Toast) => void) | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  // null until the first toast; then the toasts the host has not shown yet.
  const [queue, setQueue] = useState<Toast[] | null>(null);
  const show = useCallback((toast: Toast) => setQueue((current) => [...(current ?? []), toast]), []);
  const onShown = useCallback(
    (shown: Toast[]) => setQueue((current) => (current ?? []).filter((toast) => !shown.includes(toast))),
    [],
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      {queue && (
        <Suspense fallback={null}>
          <ToastHost queue={queue} onShown={onShown} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast() needs a ToastProvider above it.');
  return useMemo(() => {
    const of = (variant: Toast['variant']) => (summary: string, detail?: string) => show({ variant, summary, detail });
    return { success: of('success'), error: of('error'), info: of('info'), warning: of('warning') };
  }, [show]);
}
