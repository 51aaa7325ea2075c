import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { saveBlob } from '../../../../../grids/export/writeFiles.js';
import { fileSizeText } from '../../../../../app/fileSizeText.js';
import { encodeUnderLimit, type EncodedPicture } from '../../../../../pictures/exportUnderLimit.js';
import {
  MAX_PICTURE_BYTES,
  PICTURE_FORMATS,
  PICTURE_RATIOS,
  type PictureFormat,
} from '../../../../../pictures/ozonPictureLimits.js';
import { meetsMinimum } from '../../../../../pictures/pictureGeometry.js';

interface ExportPictureDialogProps {
  open: boolean;
  /** The picture at full size, drawn when the dialog opens. */
  picture: HTMLCanvasElement | null;
  fileName: string;
  onClose(): void;
}

const encoderOf = (canvas: HTMLCanvasElement) => (format: PictureFormat, quality: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(format))), PICTURE_FORMATS[format].mime, quality),
  );

/**
 * Export with the file's size known before saving: the format and quality chosen, the picture encoded
 * at once, and a JPEG or WebP over Ozon's 10 MB brought under it by lowering the quality (said so).
 */
export function ExportPictureDialog({ open, picture, fileName, onClose }: ExportPictureDialogProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `pictureEditor.export.${id}` }, values);
  const [format, setFormat] = useState<PictureFormat>('jpeg');
  const [quality, setQuality] = useState(0.92);
  // The file written for one choice of picture, format and quality; a newer choice hides an older file.
  const [result, setResult] = useState<{ for: unknown[]; encoded: EncodedPicture | null } | null>(null);
  const choice = [picture, format, quality];
  const current = result && result.for.every((part, index) => part === choice[index]) ? result : null;
  const encoded = current?.encoded ?? null;
  const failed = Boolean(current && !current.encoded);

  useEffect(() => {
    if (!open || !picture) return;
    let alive = true;
    const made = [picture, format, quality];
    // Encoding a large picture takes a moment: wait until the slider rests.
    const timer = setTimeout(() => {
      encodeUnderLimit(encoderOf(picture), format, quality)
        .then((file) => alive && setResult({ for: made, encoded: file }))
        .catch(() => alive && setResult({ for: made, encoded: null }));
    }, 250);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [open, picture, format, quality]);

  const size = picture ? { width: picture.width, height: picture.height } : null;
  const ratioOk = size && (meetsMinimum(size, '3:4') || meetsMinimum(size, '1:1'));
  const name = `${fileName}.${PICTURE_FORMATS[format].extension}`;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{text('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={format}
            onChange={(_event, value: PictureFormat | null) => value && setFormat(value)}
            aria-label={text('format')}
          >
            {(Object.keys(PICTURE_FORMATS) as PictureFormat[]).map((item) => (
              <ToggleButton key={item} value={item}>
                {item.toUpperCase()}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {PICTURE_FORMATS[format].lossy && (
            <Stack>
              <Typography variant="body2" id="export-quality">
                {text('quality', { value: Math.round(quality * 100) })}
              </Typography>
              <Slider
                aria-labelledby="export-quality"
                min={0.5}
                max={1}
                step={0.01}
                value={quality}
                onChange={(_event, value) => setQuality(value as number)}
              />
            </Stack>
          )}
          {!encoded && !failed && <LinearProgress aria-label={text('encoding')} />}
          {failed && <Alert severity="error">{text('failed', { format: format.toUpperCase() })}</Alert>}
          {encoded && size && (
            <Typography role="status" data-testid="export-summary">
              {text('summary', {
                width: size.width,
                height: size.height,
                size: fileSizeText(encoded.blob.size, intl.locale),
              })}
            </Typography>
          )}
          {encoded?.lowered && encoded.fits && (
            <Alert severity="info">
              {text('lowered', {
                quality: Math.round(encoded.quality * 100),
                limit: fileSizeText(MAX_PICTURE_BYTES, intl.locale),
              })}
            </Alert>
          )}
          {encoded && !encoded.fits && (
            <Alert severity="error">{text('tooLarge', { limit: fileSizeText(MAX_PICTURE_BYTES, intl.locale) })}</Alert>
          )}
          {size && !ratioOk && (
            <Alert severity="warning">
              {text('belowMinimum', {
                portrait: `${PICTURE_RATIOS['3:4'].minWidth}×${PICTURE_RATIOS['3:4'].minHeight}`,
                square: `${PICTURE_RATIOS['1:1'].minWidth}×${PICTURE_RATIOS['1:1'].minHeight}`,
              })}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('cancel')}</Button>
        <Button
          variant="contained"
          disabled={!encoded?.fits}
          onClick={() => {
            saveBlob(encoded!.blob, name);
            onClose();
          }}
        >
          {text('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
