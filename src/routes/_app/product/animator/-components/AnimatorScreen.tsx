import Add from '@mui/icons-material/Add';
import Save from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { NEW_SLIDE, type AnimatorSlide } from '../../../../../pictures/animation/animatorDocument.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { AddSlides } from './AddSlides.js';
import { ScreenSection } from '../../../../../screens/ScreenSection.js';
import { CoverExport } from './CoverExport.js';
import { CoverPreview } from './CoverPreview.js';
import { EditorProjectDialog } from './EditorProjectDialog.js';
import { RecentProjects } from '../../../../../pictures/projects/RecentProjects.js';
import { decodeSlidePicture, isSlidePictureType, SlidePictureError } from './slidePictures.js';
import { SlideList } from './SlideList.js';
import { SlideSettings } from './SlideSettings.js';
import { useAnimatorProject } from './useAnimatorProject.js';
import { useSlideBitmaps } from './useSlideBitmaps.js';

const newSlideId = () => `slide-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The picture animator (issue 17): a few product pictures become a short looping video cover for
 * Ozon. Slides from files or editor projects, each with its time, crossfade, motion and caption; a
 * preview drawn as the file will be; the MP4 export; the project kept in the browser.
 */
export function AnimatorScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const project = useAnimatorProject();
  const { document, change } = project;
  const slides = document.slides;
  const bitmaps = useSlideBitmaps(slides);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [addFailures, setAddFailures] = useState<string[]>([]);
  const [editorOpen, setEditorOpen] = useState(false);
  const [openFailure, setOpenFailure] = useState<string | null>(null);

  const selectedIndex = slides.findIndex((slide) => slide.id === selectedId);
  const selected = slides[selectedIndex] ?? null;

  const append = (added: AnimatorSlide[]) => {
    if (added.length === 0) return;
    change((before) => ({ ...before, slides: [...before.slides, ...added] }));
    setSelectedId(added[0]!.id);
  };
  const slideOf = (picture: Blob, name: string): AnimatorSlide => ({
    ...NEW_SLIDE,
    caption: { ...NEW_SLIDE.caption },
    id: newSlideId(),
    picture,
    name,
  });

  const addFiles = async (files: File[]) => {
    setAdding(true);
    const failures: string[] = [];
    const added: AnimatorSlide[] = [];
    for (const file of files) {
      try {
        if (!isSlidePictureType(file.type)) throw new SlidePictureError('notAPicture', file.name);
        // Decoded once here to refuse a broken file now, where it was added, rather than show a blank slide.
        (await decodeSlidePicture(file, file.name)).close();
        added.push(slideOf(file, file.name));
      } catch (error) {
        const reason = error instanceof SlidePictureError ? error.reason : 'unreadable';
        failures.push(
          t(reason === 'notAPicture' ? 'animator.add.notAPicture' : 'animator.add.unreadable', { name: file.name }),
        );
      }
    }
    setAddFailures(failures);
    append(added);
    setAdding(false);
  };

  const move = (id: string, by: -1 | 1) =>
    change((before) => {
      const next = [...before.slides];
      const from = next.findIndex((slide) => slide.id === id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= next.length) return before;
      [next[from], next[to]] = [next[to]!, next[from]!];
      return { ...before, slides: next };
    });
  const remove = (id: string) => {
    change((before) => ({ ...before, slides: before.slides.filter((slide) => slide.id !== id) }));
    if (selectedId === id) setSelectedId(null);
  };
  const update = (slide: AnimatorSlide) =>
    change((before) => ({ ...before, slides: before.slides.map((each) => (each.id === slide.id ? slide : each)) }));

  const openRecent = async (id: string) => {
    setOpenFailure(null);
    if (await project.open(id)) {
      setSelectedId(null);
      setAddFailures([]);
    } else setOpenFailure(t('pictures.recent.unreadable'));
  };

  const saveStatus = project.saveFailed
    ? t('animator.project.saveFailed')
    : slides.length === 0 && !project.savedAt
      ? t('animator.project.notSavedEmpty')
      : project.isSaved && project.savedAt
        ? t('animator.project.saved', { time: intl.formatTime(project.savedAt) })
        : t('animator.project.saving');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1400 }}>
      <ScreenTitle
        id="menu.seller.animator"
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<Save />}
              onClick={() => void project.save()}
              disabled={slides.length === 0}
            >
              {t('animator.project.save')}
            </Button>
            <Button variant="text" startIcon={<Add />} onClick={project.startNew} disabled={slides.length === 0}>
              {t('animator.project.new')}
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          label={t('animator.project.name')}
          value={project.name}
          size="small"
          onChange={(event) => project.setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 80 } }}
          sx={{ width: '22rem', maxWidth: '100%' }}
        />
        <Typography
          variant="body2"
          color={project.saveFailed ? 'error' : 'text.secondary'}
          role={project.saveFailed ? 'alert' : 'status'}
          data-testid="animator-save-status"
        >
          {saveStatus}
        </Typography>
      </Box>

      {slides.length === 0 ? (
        <AddSlides
          explain
          busy={adding}
          failures={addFailures}
          onFiles={(files) => void addFiles(files)}
          onFromEditor={() => setEditorOpen(true)}
        />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(340px, 1fr) minmax(0, 1fr)' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
            <ScreenSection title={t('animator.slides.title')}>
              <SlideList
                slides={slides}
                selectedId={selected?.id ?? null}
                onSelect={setSelectedId}
                onMove={move}
                onRemove={remove}
              />
              <AddSlides
                explain={false}
                busy={adding}
                failures={addFailures}
                onFiles={(files) => void addFiles(files)}
                onFromEditor={() => setEditorOpen(true)}
              />
              {selected ? (
                <SlideSettings
                  key={selected.id}
                  slide={selected}
                  number={selectedIndex + 1}
                  isLast={selectedIndex === slides.length - 1}
                  onChange={update}
                />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('animator.settings.pick')}
                </Typography>
              )}
            </ScreenSection>
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
            <CoverPreview
              slides={slides}
              pictures={bitmaps}
              aspect={document.aspect}
              onAspect={(aspect) => change((before) => ({ ...before, aspect }))}
            />
            <CoverExport slides={slides} pictures={bitmaps} aspect={document.aspect} />
          </Box>
        </Box>
      )}

      {openFailure && (
        <Alert severity="error" role="alert" onClose={() => setOpenFailure(null)}>
          {openFailure}
        </Alert>
      )}
      <RecentProjects
        projects={project.recent}
        currentId={project.projectId}
        failure={project.storeFailed ? t('animator.store.unavailable') : null}
        onOpen={(id) => void openRecent(id)}
        onDelete={(id) => void project.forget(id)}
      />
      {editorOpen && (
        <EditorProjectDialog
          onClose={() => setEditorOpen(false)}
          onPicked={(picture, name) => {
            setEditorOpen(false);
            append([slideOf(picture, name)]);
          }}
        />
      )}
    </Box>
  );
}
