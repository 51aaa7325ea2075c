import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef, useMemo, type ReactNode } from 'react';

/** Toasts as SPEC.md section 9 sets them: top-right, 3000 ms, 25rem wide, a summary and a detail. */
export const TOAST = { lifetimeMs: 3000, width: '25rem' } as const;

interface ToastMessage {
  summary: string;
  detail?: string;
}

const ToastAlert = forwardRef<HTMLDivElement, CustomContentProps>(function ToastAlert({ id, message, variant }, ref) {
  const { closeSnackbar } = useSnackbar();
  const { summary, detail } = JSON.parse(String(message)) as ToastMessage;
  const severity = variant === 'default' ? 'info' : variant;
  return (
    <Alert
      ref={ref}
      severity={severity}
      variant="filled"
      onClose={() => closeSnackbar(id)}
      sx={{ width: TOAST.width, whiteSpace: 'pre-line' }}
      role={severity === 'error' ? 'alert' : 'status'}
    >
      <AlertTitle>{summary}</AlertTitle>
      {detail}
    </Alert>
  );
});

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TOAST.lifetimeMs}
      maxSnack={5}
      Components={{
        success: ToastAlert,
        error: ToastAlert,
        info: ToastAlert,
        warning: ToastAlert,
        default: ToastAlert,
      }}
    >
      {children}
    </SnackbarProvider>
  );
}

export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (variant: 'success' | 'error' | 'info' | 'warning') => (summary: string, detail?: string) =>
      enqueueSnackbar(JSON.stringify({ summary, detail } satisfies ToastMessage), { variant });
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, [enqueueSnackbar]);
}
