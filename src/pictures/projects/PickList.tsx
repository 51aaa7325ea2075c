import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

// A list of rows to pick from, built on ButtonBase rather than MUI's List items: those are shared with
// the app's menu, and one more screen using a part of them splits their shared chunk, which adds to the
// first screen's JavaScript (bench/webWeight.bench.ts).

/** The list itself: a <ul> named for screen readers. */
export function PickList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}

/** A row: a button with a picture and two lines, and the row's own actions beside it. */
export function PickRow({
  selected = false,
  thumbnail,
  primary,
  secondary,
  actions,
  testId,
  onPick,
}: {
  selected?: boolean;
  thumbnail: ReactNode;
  primary: string;
  secondary: string;
  actions?: ReactNode;
  testId?: string;
  onPick: () => void;
}) {
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        borderRadius: 1,
        bgcolor: selected ? 'action.selected' : undefined,
      }}
    >
      <ButtonBase
        onClick={onPick}
        aria-current={selected ? 'true' : undefined}
        sx={{
          flex: 1,
          minWidth: 0,
          justifyContent: 'flex-start',
          gap: 1.5,
          px: 1.5,
          py: 0.75,
          borderRadius: 1,
          textAlign: 'left',
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { bgcolor: 'action.focus' },
        }}
      >
        {thumbnail}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2">{primary}</Typography>
          <Typography variant="body2" color="text.secondary" noWrap component="div">
            {secondary}
          </Typography>
        </Box>
      </ButtonBase>
      {actions && <Box sx={{ display: 'flex', flex: 'none' }}>{actions}</Box>}
    </Box>
  );
}
