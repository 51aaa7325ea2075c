import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { screenText, type ColumnKind } from '../../../../../grids/formatters.js';

/** «Добавить …» under a list of the editor's records. */
export function AddButton({
  labelId,
  onClick,
  disabled,
}: {
  labelId: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button size="small" startIcon={<Add />} onClick={onClick} disabled={disabled}>
      <FormattedMessage id={labelId} />
    </Button>
  );
}

/** The bin of a record, named with the record's number so each of several is told apart. */
export function RemoveButton({ labelId, number, onClick }: { labelId: string; number?: number; onClick: () => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  return (
    <Tooltip title={label}>
      <IconButton size="small" onClick={onClick} aria-label={number === undefined ? label : `${label}: ${number}`}>
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** A figure the editor works out (a sum, a plan's profit): its name above, the value (under data-value) below. */
export function ShownFigure({
  labelId,
  value,
  kind,
  strong,
}: {
  labelId: string;
  value: number | null;
  kind: ColumnKind;
  strong?: boolean;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  const shown = value !== null && Number.isFinite(value) ? value : null;
  return (
    <Box role="group" aria-label={label} sx={{ minWidth: 96, pt: 0.25 }}>
      <Typography variant="caption" color="text.secondary" component="div" noWrap title={label}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        data-value={shown ?? ''}
        sx={{
          fontWeight: strong ? 600 : undefined,
          color: shown !== null && shown < 0 ? 'error.main' : undefined,
          whiteSpace: 'nowrap',
        }}
      >
        {screenText({ kind }, shown, intl.locale)}
      </Typography>
    </Box>
  );
}
