import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { MAX_PICTURE_SIDE, MIN_PICTURE_SIDE } from '../../../../../pictures/ozonPictureLimits.js';
import { resizedTo, type Size } from '../../../../../pictures/pictureGeometry.js';

/** A new width for the whole picture, the height following; Ozon's smallest and largest sides enforced. */
export function ResizeDialog({
  size,
  onClose,
  onResize,
}: {
  size: Size | null;
  onClose(): void;
  onResize(size: Size): void;
}) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `pictureEditor.resize.${id}` }, values);
  const [width, setWidth] = useState('');
  const value = Number(width || size?.width);
  const next = size && Number.isInteger(value) && value > 0 ? resizedTo(size, value) : null;
  const error = !next
    ? text('notANumber')
    : Math.min(next.width, next.height) < MIN_PICTURE_SIDE
      ? text('tooSmall', { min: MIN_PICTURE_SIDE })
      : next.width !== value
        ? text('capped', { max: MAX_PICTURE_SIDE })
        : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next && Math.min(next.width, next.height) >= MIN_PICTURE_SIDE) onResize(next);
  };
  return (
    <Dialog open={Boolean(size)} onClose={onClose} slotProps={{ paper: { component: 'form', onSubmit: submit } }}>
      <DialogTitle>{text('title')}</DialogTitle>
      <DialogContent>
        <TextField
          label={text('width')}
          type="number"
          value={width || size?.width || ''}
          onChange={(event) => setWidth(event.target.value)}
          autoFocus
          error={Boolean(error) && error !== text('capped', { max: MAX_PICTURE_SIDE })}
          helperText={error ?? (next ? text('result', { width: next.width, height: next.height }) : ' ')}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { min: MIN_PICTURE_SIDE, max: MAX_PICTURE_SIDE } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('cancel')}</Button>
        <Button type="submit" variant="contained">
          {text('apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Background removal by colour: the tolerance chosen, the background colour taken from the corners. */
export function CutOutDialog({
  open,
  onClose,
  onCutOut,
}: {
  open: boolean;
  onClose(): void;
  onCutOut(tolerance: number): void;
}) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `pictureEditor.cutOut.${id}` });
  const [tolerance, setTolerance] = useState(12);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{text('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text('hint')}</DialogContentText>
        <Typography variant="body2" id="cut-out-tolerance" sx={{ mt: 2 }}>
          {text('tolerance')}: {tolerance}
        </Typography>
        <Slider
          aria-labelledby="cut-out-tolerance"
          min={1}
          max={50}
          value={tolerance}
          onChange={(_event, value) => setTolerance(value as number)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('cancel')}</Button>
        <Button variant="contained" onClick={() => onCutOut(tolerance)}>
          {text('apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
