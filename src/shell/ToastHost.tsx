import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef, useEffect, useRef } from 'react';
import { TOAST, type Toast } from './toast.js';

const ToastAlert = forwardRef<HTMLDivElement, CustomContentProps>(function ToastAlert({ id, message, variant }, ref) {
  const { closeSnackbar } = useSnackbar();
  const { summary, detail } = JSON.parse(String(message)) as Pick<Toast, 'summary' | 'detail'>;
  const severity = variant === 'default' ? 'info' : variant;
  return (
    <Alert
      ref={ref}
      severity={severity}
      variant="filled"
      onClose={() => closeSnackbar(id)}
      sx={{ width: TOAST.width, maxWidth: 'calc(100vw - 16px)', whiteSpace: 'pre-line' }}
      role={severity === 'error' ? 'alert' : 'status'}
    >
      <AlertTitle>{summary}</AlertTitle>
      {detail}
    </Alert>
  );
});

const TOAST_LANE = 'toast-lane';
/**
 * Under the top bar, never over it: the bar's buttons stay in reach, and a screen keeps its actions
 * on the left, so the lane on the right covers only data for the toast's three seconds.
 */
const toastLaneStyles = { [`.${TOAST_LANE}`]: { top: `${TOAST.topOffsetPx}px !important` } };

/** Shows each toast of the queue once (a ref, so StrictMode's second effect run repeats none). */
function Enqueue({ queue, onShown }: { queue: Toast[]; onShown: (shown: Toast[]) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const shown = useRef(new WeakSet<Toast>());
  useEffect(() => {
    const fresh = queue.filter((toast) => !shown.current.has(toast));
    for (const toast of fresh) {
      shown.current.add(toast);
      enqueueSnackbar(JSON.stringify({ summary: toast.summary, detail: toast.detail }), { variant: toast.variant });
    }
    if (fresh.length > 0) onShown(fresh);
  }, [queue, enqueueSnackbar, onShown]);
  return null;
}

/** notistack with the app's toasts, a chunk of its own: src/shell/toast.tsx mounts it with the first toast. */
export default function ToastHost({ queue, onShown }: { queue: Toast[]; onShown: (shown: Toast[]) => void }) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      classes={{ containerAnchorOriginTopRight: TOAST_LANE }}
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
      <GlobalStyles styles={toastLaneStyles} />
      <Enqueue queue={queue} onShown={onShown} />
    </SnackbarProvider>
  );
}
