import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternateOutlined';
import Brush from '@mui/icons-material/BrushOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { FileDropZone } from '../../../../../forms/FileDropZone.js';
import { SLIDE_PICTURE_ACCEPT } from './slidePictures.js';

/**
 * Where slides come in: the file button (the keyboard's way), pictures dropped on the area, and the
 * button to take a picture from an editor project. Says why a file was not taken, here.
 */
export function AddSlides({
  busy,
  failures,
  explain,
  onFiles,
  onFromEditor,
}: {
  busy: boolean;
  failures: string[];
  /** The empty screen's longer explanation instead of the short hint. */
  explain: boolean;
  onFiles: (files: File[]) => void;
  onFromEditor: () => void;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <FileDropZone label={t('animator.add.title')} disabled={busy} onFiles={onFiles}>
      {(over) => (
        <>
          {explain && (
            <Typography variant="body1" sx={{ whiteSpace: 'pre-line' }}>
              {t('animator.empty')}
            </Typography>
          )}
          <input
            ref={input}
            type="file"
            accept={SLIDE_PICTURE_ACCEPT}
            multiple
            hidden
            data-testid="slide-files"
            onChange={(event) => {
              const picked = [...(event.target.files ?? [])];
              if (picked.length > 0) onFiles(picked);
              event.target.value = '';
            }}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant={explain ? 'contained' : 'outlined'}
              startIcon={<AddPhotoAlternate />}
              onClick={() => input.current?.click()}
              loading={busy}
              loadingPosition="start"
            >
              {t('animator.add.files')}
            </Button>
            <Button variant="outlined" startIcon={<Brush />} onClick={onFromEditor} disabled={busy}>
              {t('animator.add.fromEditor')}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 14rem' }}>
              {over ? t('animator.add.dropHere') : t('animator.add.drop')}
            </Typography>
          </Box>
          {failures.map((failure) => (
            <Alert key={failure} severity="error" role="alert">
              {failure}
            </Alert>
          ))}
        </>
      )}
    </FileDropZone>
  );
}
