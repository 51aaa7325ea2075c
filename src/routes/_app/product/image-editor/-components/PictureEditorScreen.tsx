import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  addLayer,
  moveLayer,
  newLayer,
  removeLayer,
  updateLayer,
  type LayerKind,
  type PictureDocument,
  type PictureLayer,
} from '../../../../../pictures/editor/pictureDocument.js';
import {
  cropped,
  cutOut,
  documentOf,
  flipped,
  NotAPictureError,
  resized,
  turned,
} from '../../../../../pictures/editor/photoSteps.js';
import { centredCrop } from '../../../../../pictures/pictureGeometry.js';
import { deleteProject, listProjects, type PictureProjectSummary } from '../../../../../pictures/pictureProjects.js';
import { RecentProjects } from '../../../../../pictures/projects/RecentProjects.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { readClipboardPicture, usePastedPicture } from './clipboardPicture.js';
import { EditorCanvas, type CropState, type EditorCanvasHandle } from './EditorCanvas.js';
import { EditorToolbar, type EditorActions } from './EditorToolbar.js';
import { EmptyEditor } from './EmptyEditor.js';
import { ExportPictureDialog } from './ExportPictureDialog.js';
import { LayersPanel } from './LayersPanel.js';
import { OzonPictureDialog } from './OzonPictureDialog.js';
import { CutOutDialog, ResizeDialog } from './PhotoAdjustDialogs.js';
import { useEditorShortcuts } from './useEditorShortcuts.js';
import { usePictureEditor } from './usePictureEditor.js';

type OpenDialog = 'export' | 'ozon' | 'resize' | 'cutOut' | 'recent' | null;

/**
 * The picture editor (docs/pictures.md): a product picture opened from a file, the clipboard or an
 * Ozon card; cropped to Ozon's ratios, turned, cut out; text, badges and shapes laid over it in
 * layers; exported under Ozon's size limit. Everything happens in the browser; projects are kept in it.
 */
export function PictureEditorScreen() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `pictureEditor.${id}` }, values);
  const canvas = useRef<EditorCanvasHandle>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = usePictureEditor(() => canvas.current?.render() ?? null);
  const { document, change } = editor;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [crop, setCrop] = useState<CropState | null>(null);
  const [safeZone, setSafeZone] = useState(true);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [exported, setExported] = useState<HTMLCanvasElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [recent, setRecent] = useState<PictureProjectSummary[]>([]);
  const hasPicture = Boolean(editor.project);

  const refreshRecent = useCallback(() => {
    listProjects('editor')
      .then(setRecent)
      .catch(() => setRecent([]));
  }, []);
  useEffect(refreshRecent, [refreshRecent, editor.savedAt]);

  /** Runs a change of the photo with the screen marked busy, its failure said above the picture. */
  const work = async (task: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    setNotice(null);
    try {
      await task();
    } catch (error) {
      const reason =
        error instanceof NotAPictureError
          ? text('problem.notAPicture')
          : error instanceof Error
            ? error.message
            : String(error);
      setProblem(text('problem.operation', { reason }));
    } finally {
      setBusy(false);
    }
  };

  const openPicture = (picture: Blob, name: string) =>
    work(async () => {
      const { document: opened, reduced } = await documentOf(picture);
      const { width, height } = opened.size;
      if (reduced) setNotice(text('notice.reduced', { width, height }));
      setSelectedId(null);
      setCrop(null);
      editor.start(opened, name);
    });

  const pickedFile = (file: File | undefined) => {
    if (file) void openPicture(file, file.name.replace(/\.[^.]+$/, ''));
  };
  usePastedPicture((picture) => void openPicture(picture, text('pastedName')));

  const pasteFromClipboard = async () => {
    try {
      const picture = await readClipboardPicture();
      if (picture) void openPicture(picture, text('pastedName'));
      else setProblem(text('problem.emptyClipboard'));
    } catch {
      setProblem(text('problem.clipboardDenied'));
    }
  };

  /** A step that rewrites the photo, recorded as one undo step. */
  const photoStep = (step: (current: PictureDocument) => Promise<PictureDocument>) => {
    if (document.photo) void work(async () => change(await step(document)));
  };

  const actions: EditorActions = {
    openFile: () => fileInput.current?.click(),
    paste: () => void pasteFromClipboard(),
    openFromOzon: () => setDialog('ozon'),
    openRecent: () => setDialog('recent'),
    startCrop: (ratio) => {
      setSelectedId(null);
      setCrop({ ratio, rect: centredCrop(document.size, ratio) });
    },
    applyCrop: () =>
      photoStep(async (current) => {
        const result = await cropped(current, crop!.rect, crop!.ratio);
        const { width, height } = result.document.size;
        if (result.enlarged) setNotice(text('notice.enlarged', { width, height }));
        setCrop(null);
        return result.document;
      }),
    cancelCrop: () => setCrop(null),
    turn: (clockwise) => photoStep((current) => turned(current, clockwise)),
    flip: (axis) => photoStep((current) => flipped(current, axis)),
    resize: () => setDialog('resize'),
    toggleBackground: () =>
      change({ ...document, background: document.background === 'white' ? 'transparent' : 'white' }),
    cutOut: () => setDialog('cutOut'),
    addLayer: (kind: LayerKind, label?: string) => {
      const layer = newLayer(
        kind,
        document.size,
        text(`layer.${kind}`),
        kind === 'text' ? text('layer.sampleText') : label,
        document.layers.length,
      );
      change(addLayer(document, layer));
      setSelectedId(layer.id);
    },
    toggleSafeZone: () => setSafeZone((shown) => !shown),
    undo: editor.undo,
    redo: editor.redo,
    exportPicture: () => {
      setExported(canvas.current?.render() ?? null);
      setDialog('export');
    },
  };

  const changeLayer = (id: string, layerChange: Partial<PictureLayer>) =>
    change((current) => updateLayer(current, id, layerChange));
  const removeSelected = (id: string) => {
    change((current) => removeLayer(current, id));
    setSelectedId(null);
  };

  useEditorShortcuts({
    undo: editor.undo,
    redo: editor.redo,
    save: () => hasPicture && void editor.save(),
    openFile: actions.openFile,
    cropping: Boolean(crop),
    applyCrop: actions.applyCrop,
    cancelCrop: actions.cancelCrop,
    selectedId,
    deselect: () => setSelectedId(null),
    remove: removeSelected,
    nudge: (id, dx, dy) => {
      const layer = document.layers.find((item) => item.id === id)!;
      changeLayer(id, { x: layer.x + dx, y: layer.y + dy });
    },
    paused: Boolean(dialog),
  });

  const reopen = (id: string) =>
    work(async () => {
      setDialog(null);
      setSelectedId(null);
      setCrop(null);
      await editor.reopen(id);
    });

  const recentList = (
    <RecentProjects
      projects={recent}
      currentId={editor.project?.id ?? ''}
      failure={null}
      onOpen={(id: string) => void reopen(id)}
      onDelete={(id: string) => void deleteProject(id).then(refreshRecent)}
    />
  );

  return (
    <>
      <ScreenTitle id="menu.seller.imageEditor" />
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/bmp"
        hidden
        aria-label={text('action.openFile')}
        onChange={(event) => {
          pickedFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Stack spacing={1.5}>
        <Paper variant="outlined" sx={{ p: 1 }}>
          <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={2} useFlexGap>
            <EditorToolbar
              actions={actions}
              hasPicture={hasPicture}
              cropping={Boolean(crop)}
              busy={busy}
              canUndo={editor.canUndo}
              canRedo={editor.canRedo}
              safeZone={safeZone}
              transparent={document.background === 'transparent'}
            />
            {editor.project && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
                <TextField
                  size="small"
                  label={text('projectName')}
                  value={editor.project.name}
                  onChange={(event) => editor.rename(event.target.value)}
                  sx={{ width: 220 }}
                />
                <Typography variant="caption" color="text.secondary" role="status" sx={{ minWidth: 140 }}>
                  {editor.saveError
                    ? text('problem.save', { reason: editor.saveError })
                    : editor.savedAt
                      ? text('savedAt', { time: intl.formatTime(editor.savedAt) })
                      : text('notSaved')}
                </Typography>
              </Stack>
            )}
          </Stack>
        </Paper>
        {busy && <LinearProgress aria-label={text('working')} />}
        {problem && (
          <Alert severity="error" onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        {notice && (
          <Alert severity="info" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {crop && <Alert severity="info">{text('cropHint', { ratio: crop.ratio })}</Alert>}
        {hasPicture ? (
          <Stack sx={{ alignItems: 'flex-start' }} direction="row" spacing={1.5}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <EditorCanvas
                ref={canvas}
                document={document}
                selectedId={selectedId}
                onSelect={setSelectedId}
                onLayerChange={changeLayer}
                showSafeZone={safeZone}
                crop={crop}
                onCropChange={(rect) => setCrop((current) => current && { ...current, rect })}
                label={text('canvasLabel', { width: document.size.width, height: document.size.height })}
              />
              <Typography
                variant="caption"
                color="text.secondary"
                component="p"
                sx={{ mt: 0.5, textAlign: 'center' }}
                data-testid="picture-size"
              >
                {text('size', { width: document.size.width, height: document.size.height })}
                {crop && ` · ${text('cropSize', { width: crop.rect.width, height: crop.rect.height })}`}
              </Typography>
            </Box>
            <LayersPanel
              layers={document.layers}
              size={document.size}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onChange={changeLayer}
              onMove={(id, direction) => change((current) => moveLayer(current, id, direction))}
              onRemove={removeSelected}
            />
          </Stack>
        ) : (
          <EmptyEditor
            onOpenFile={actions.openFile}
            onOpenFromOzon={actions.openFromOzon}
            onDropFile={pickedFile}
            recent={recentList}
          />
        )}
      </Stack>
      <ExportPictureDialog
        open={dialog === 'export'}
        picture={exported}
        fileName={editor.project?.name || 'picture'}
        onClose={() => setDialog(null)}
      />
      <OzonPictureDialog
        open={dialog === 'ozon'}
        onClose={() => setDialog(null)}
        onPicture={(picture, product) => {
          setDialog(null);
          void openPicture(picture, product.Name);
        }}
      />
      <ResizeDialog
        size={dialog === 'resize' ? document.size : null}
        onClose={() => setDialog(null)}
        onResize={(size) => {
          setDialog(null);
          photoStep((current) => resized(current, size));
        }}
      />
      <CutOutDialog
        open={dialog === 'cutOut'}
        onClose={() => setDialog(null)}
        onCutOut={(tolerance) => {
          setDialog(null);
          photoStep(async (current) => {
            const result = await cutOut(current, tolerance);
            setNotice(text('notice.cutOut', { share: Math.round(result.clearedShare * 100) }));
            return result.document;
          });
        }}
      />
      <Dialog open={dialog === 'recent'} onClose={() => setDialog(null)} fullWidth maxWidth="sm">
        <DialogTitle>{intl.formatMessage({ id: 'pictures.recent.title' })}</DialogTitle>
        <DialogContent>{recentList}</DialogContent>
      </Dialog>
    </>
  );
}
