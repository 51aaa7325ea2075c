import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FileDropZone } from '../../../../../forms/FileDropZone.js';

/** No picture yet: where one comes from, a drop zone, and the recent projects. */
export function EmptyEditor({
  onOpenFile,
  onOpenFromOzon,
  onDropFile,
  recent,
}: {
  onOpenFile(): void;
  onOpenFromOzon(): void;
  onDropFile(file: File | undefined): void;
  recent: ReactNode;
}) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `pictureEditor.empty.${id}` });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FileDropZone
        label={text('title')}
        onFiles={(files) => onDropFile(files[0])}
        sx={{ p: 4, flex: 1, textAlign: 'center' }}
      >
        <Typography variant="h6" component="h2">
          {text('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {text('hint')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" onClick={onOpenFile}>
            {text('openFile')}
          </Button>
          <Button onClick={onOpenFromOzon}>{text('openFromOzon')}</Button>
        </Stack>
      </FileDropZone>
      <Box sx={{ flex: 1 }}>{recent}</Box>
    </Stack>
  );
}
