import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

export interface GridStateOverlayProps {
  /** Why the rows could not be read, in the seller's language; wins over the other states. */
  error?: string;
  onRetry?: () => void;
  /** Filters are in force: "nothing matches" rather than "nothing here". */
  filtered?: boolean;
  onClearFilters?: () => void;
  /** What an empty grid means on this screen, and what to do about it. */
  emptyText?: string;
}

declare module '@mui/x-data-grid' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  interface NoRowsOverlayPropsOverrides extends GridStateOverlayProps {}
}

/** What a grid without rows says: the load failed (and why), nothing matches the filters, or it is empty. */
export function GridStateOverlay({ error, onRetry, filtered, onClearFilters, emptyText }: GridStateOverlayProps) {
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 2, gap: 1, textAlign: 'center' }}>
      {error ? (
        <Alert
          severity="error"
          sx={{ whiteSpace: 'pre-line', maxWidth: 560 }}
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                <FormattedMessage id="common.retry" />
              </Button>
            )
          }
        >
          <FormattedMessage id="grid.loadError" />
          {'\n'}
          {error}
        </Alert>
      ) : filtered ? (
        <>
          <Typography color="text.secondary">
            <FormattedMessage id="grid.noMatches" />
          </Typography>
          {onClearFilters && (
            <Button size="small" variant="outlined" onClick={onClearFilters}>
              <FormattedMessage id="grid.clearFilters" />
            </Button>
          )}
        </>
      ) : (
        <Typography color="text.secondary">{emptyText ?? <FormattedMessage id="grid.empty" />}</Typography>
      )}
    </Stack>
  );
}
