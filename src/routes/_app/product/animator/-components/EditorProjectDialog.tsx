import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { listProjects, openProject, type PictureProjectSummary } from '../../../../../pictures/pictureProjects.js';
import { BlobThumbnail } from '../../../../../pictures/projects/BlobThumbnail.js';
import { PickList, PickRow } from '../../../../../pictures/projects/PickList.js';

/** What the animator reads of an editor project: the whole picture, once the editor has saved it. */
interface EditorDocument {
  flattened?: Blob;
}

/**
 * The picture editor's saved projects, to take one's finished picture as a slide. A project without
 * a finished picture yet is said so, here, and nothing is added. Mounted while open.
 */
export function EditorProjectDialog({
  onClose,
  onPicked,
}: {
  onClose: () => void;
  onPicked: (picture: Blob, name: string) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [projects, setProjects] = useState<PictureProjectSummary[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // The dialog mounts when it opens, so the list is read afresh each time.
  useEffect(() => {
    listProjects('editor')
      .then(setProjects)
      .catch(() => {
        setProjects([]);
        setFailure(t('animator.store.unavailable'));
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the dialog opens
  }, []);

  const pick = async (summary: PictureProjectSummary) => {
    setFailure(null);
    try {
      const project = await openProject<EditorDocument>(summary.id);
      const flattened = project?.document?.flattened;
      if (!(flattened instanceof Blob)) {
        setFailure(t('animator.editor.noPicture', { name: summary.name }));
        return;
      }
      onPicked(flattened, summary.name);
    } catch {
      setFailure(t('animator.store.unavailable'));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="animator-editor-title">
      <DialogTitle id="animator-editor-title">{t('animator.editor.title')}</DialogTitle>
      <DialogContent>
        {projects === null ? (
          <CircularProgress aria-label={t('animator.editor.loading')} />
        ) : projects.length === 0 ? (
          <Typography color="text.secondary">{t('animator.editor.none')}</Typography>
        ) : (
          <PickList label={t('animator.editor.title')}>
            {projects.map((project) => (
              <PickRow
                key={project.id}
                onPick={() => void pick(project)}
                thumbnail={<BlobThumbnail blob={project.thumbnail} width={48} height={64} />}
                primary={project.name}
                secondary={intl.formatDate(project.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}
              />
            ))}
          </PickList>
        )}
        {failure && (
          <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('animator.editor.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
