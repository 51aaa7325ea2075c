import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { PictureProjectSummary } from '../pictureProjects.js';
import { BlobThumbnail } from './BlobThumbnail.js';
import { PickList, PickRow } from './PickList.js';

/** The projects of a picture tool (editor or animator) saved in this browser, the last changed first: open one, or forget it. */
export function RecentProjects({
  projects,
  currentId,
  failure,
  onOpen,
  onDelete,
}: {
  projects: readonly PictureProjectSummary[];
  currentId: string;
  failure: string | null;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Box component="section" aria-label={t('pictures.recent.title')} sx={{ maxWidth: 640 }}>
      <Typography variant="subtitle1" component="h2">
        {t('pictures.recent.title')}
      </Typography>
      {projects.length === 0 && !failure && (
        <Typography variant="body2" color="text.secondary">
          {t('pictures.recent.none')}
        </Typography>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <PickList label={t('pictures.recent.title')}>
        {projects.map((project) => {
          const current = project.id === currentId;
          return (
            <PickRow
              key={project.id}
              selected={current}
              onPick={() => onOpen(project.id)}
              thumbnail={<BlobThumbnail blob={project.thumbnail} width={48} height={64} />}
              primary={project.name}
              secondary={
                current
                  ? t('pictures.recent.current')
                  : intl.formatDate(project.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })
              }
              actions={
                !current && (
                  <IconButton
                    aria-label={`${t('pictures.recent.delete')}: ${project.name}`}
                    title={t('pictures.recent.delete')}
                    onClick={() => onDelete(project.id)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                )
              }
            />
          );
        })}
      </PickList>
    </Box>
  );
}
