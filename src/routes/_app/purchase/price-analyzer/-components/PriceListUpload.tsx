import UploadFile from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FileDropZone } from '../../../../../forms/FileDropZone.js';
import type { PriceListPreview } from '../../../../../../contracts/priceAnalysis.js';
import { PRICE_LIST_EXTENSIONS, type PriceListFile } from './priceListFile.js';

const ACCEPT = [
  ...PRICE_LIST_EXTENSIONS,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'text/csv',
].join(',');

/**
 * The price list: picked with the button or dropped on the area (the button is the keyboard's way in).
 * Says what is loaded, shows progress while the file is read, and why a file was not taken.
 */
export function PriceListUpload({
  file,
  preview,
  busy,
  failure,
  onPick,
}: {
  file: PriceListFile | null;
  preview: PriceListPreview | null;
  busy: string | null;
  failure: string | null;
  onPick: (file: File) => void;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <FileDropZone
      label={t('priceAnalyzer.upload.title')}
      disabled={Boolean(busy)}
      onFiles={(files) => onPick(files[0])}
    >
      {(over) => (
        <>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            data-testid="price-list-input"
            aria-label={t('priceAnalyzer.upload.choose')}
            onChange={(event) => {
              const picked = event.target.files?.[0];
              if (picked) onPick(picked);
              event.target.value = '';
            }}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Button
              variant={file ? 'outlined' : 'contained'}
              startIcon={<UploadFile />}
              onClick={() => input.current?.click()}
              disabled={Boolean(busy)}
            >
              <FormattedMessage id={file ? 'priceAnalyzer.upload.replace' : 'priceAnalyzer.upload.choose'} />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 20rem' }}>
              {over ? t('priceAnalyzer.upload.dropHere') : t('priceAnalyzer.upload.drop')}
            </Typography>
          </Box>
          {file && preview && !busy && (
            <Typography variant="body2" data-testid="price-list-loaded">
              {t('priceAnalyzer.upload.loaded', {
                name: file.fileName,
                size: intl.formatNumber(Math.max(file.bytes / 1024, 0.1), { maximumFractionDigits: 1 }),
                sheets: preview.Sheets.length,
              })}
              {file.convertedFromXls && ` ${t('priceAnalyzer.upload.converted')}`}
            </Typography>
          )}
          {busy && (
            <Box role="status">
              <Typography variant="body2">{busy}</Typography>
              <LinearProgress sx={{ mt: 0.5 }} />
            </Box>
          )}
          {failure && (
            <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
              <AlertTitle>{t('priceAnalyzer.upload.failed')}</AlertTitle>
              {failure}
            </Alert>
          )}
        </>
      )}
    </FileDropZone>
  );
}
