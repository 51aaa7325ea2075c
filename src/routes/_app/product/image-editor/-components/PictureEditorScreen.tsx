import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  addLayer,
  blankDocument,
  layersAfterCrop,
  layersAfterTurn,
  moveLayer,
  newLayer,
  removeLayer,
  scaleLayer,
  updateLayer,
  type LayerKind,
  type PictureLayer,
} from '../../../../../pictures/editor/pictureDocument.js';
import {
  cropPhoto,
  cutOutBackground,
  flipPhoto,
  pictureSize,
  turnPhoto,
} from '../../../../../pictures/editor/photoOperations.js';
import { MAX_PICTURE_SIDE } from '../../../../../pictures/ozonPictureLimits.js';
import { centredCrop, croppedSize, turnedSize, type Size } from '../../../../../pictures/pictureGeometry.js';
import { deleteProject, listProjects, type PictureProjectSummary } from '../../../../../pictures/pictureProjects.js';
import { FileDropZone } from '../../../../../forms/FileDropZone.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { RecentProjects } from '../../../../../pictures/projects/RecentProjects.js';
import { EditorCanvas, type CropState, type EditorCanvasHandle } from './EditorCanvas.js';
import { EditorToolbar, type EditorActions } from './EditorToolbar.js';
import { ExportPictureDialog } from './ExportPictureDialog.js';
import { LayersPanel } from './LayersPanel.js';
import { OzonPictureDialog } from './OzonPictureDialog.js';
import { CutOutDialog, ResizeDialog } from './PhotoAdjustDialogs.js';
import { usePictureEditor } from './usePictureEditor.js';

type OpenDialog = 'export' | 'ozon' | 'resize' | 'cutOut' | 'recent' | null;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

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
      setProblem(text('problem.operation', { reason: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };

  const openPicture = (picture: Blob, name: string) =>
    work(async () => {
      if (!picture.type.startsWith('image/') && picture.type !== '') throw new Error(text('problem.notAPicture'));
      let size: Size;
      try {
        size = await pictureSize(picture);
      } catch {
        throw new Error(text('problem.notAPicture'));
      }
      let photo = picture;
      if (Math.max(size.width, size.height) > MAX_PICTURE_SIDE) {
        // Beyond Ozon's largest side: reduced at once, the seller told.
        const scale = MAX_PICTURE_SIDE / Math.max(size.width, size.height);
        const reduced = { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
        photo = await cropPhoto(picture, { x: 0, y: 0, ...size }, reduced);
        setNotice(text('notice.reduced', { width: reduced.width, height: reduced.height }));
        size = reduced;
      }
      setSelectedId(null);
      setCrop(null);
      editor.start({ ...blankDocument(size), photo }, name);
    });

  const pickedFile = (file: File | undefined) => {
    if (file) void openPicture(file, file.name.replace(/\.[^.]+$/, ''));
  };

  // A picture pasted anywhere on the screen (Ctrl+V) opens, unless the seller pastes into a field.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (isTyping(event.target)) return;
      const file = [...(event.clipboardData?.files ?? [])].find((item) => item.type.startsWith('image/'));
      if (file) {
        event.preventDefault();
        void openPicture(file, text('pastedName'));
      }
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  });

  const pasteFromClipboard = async () => {
    try {
      for (const item of await navigator.clipboard.read()) {
        const type = item.types.find((candidate) => candidate.startsWith('image/'));
        if (type) return void openPicture(await item.getType(type), text('pastedName'));
      }
      setProblem(text('problem.emptyClipboard'));
    } catch {
      setProblem(text('problem.clipboardDenied'));
    }
  };

  const withPhoto = (task: (photo: Blob) => Promise<void>) => {
    if (document.photo) void work(() => task(document.photo!));
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
      withPhoto(async (photo) => {
        const size = croppedSize(crop!.rect, crop!.ratio);
        const cropped = await cropPhoto(photo, crop!.rect, size);
        change({ ...document, size, photo: cropped, layers: layersAfterCrop(document.layers, crop!.rect, size) });
        if (size.enlarged) setNotice(text('notice.enlarged', { width: size.width, height: size.height }));
        setCrop(null);
      }),
    cancelCrop: () => setCrop(null),
    turn: (clockwise) =>
      withPhoto(async (photo) => {
        change({
          ...document,
          size: turnedSize(document.size, 1),
          photo: await turnPhoto(photo, clockwise),
          layers: layersAfterTurn(document.layers, document.size, clockwise),
        });
      }),
    flip: (axis) => withPhoto(async (photo) => change({ ...document, photo: await flipPhoto(photo, axis) })),
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

  // The shortcuts of every editor; none while the seller types in a field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target) || dialog) return;
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (command && key === 'z' && !event.shiftKey) editor.undo();
      else if (command && (key === 'y' || (key === 'z' && event.shiftKey))) editor.redo();
      else if (command && key === 's' && hasPicture) void editor.save();
      else if (command && key === 'o') actions.openFile();
      else if (crop && key === 'enter') actions.applyCrop();
      else if (key === 'escape' && crop) setCrop(null);
      else if (key === 'escape') setSelectedId(null);
      else if (selectedId && (key === 'delete' || key === 'backspace')) removeSelected(selectedId);
      else if (selectedId && key.startsWith('arrow')) {
        const step = event.shiftKey ? 10 : 1;
        const layer = document.layers.find((item) => item.id === selectedId)!;
        const dx = key === 'arrowleft' ? -step : key === 'arrowright' ? step : 0;
        const dy = key === 'arrowup' ? -step : key === 'arrowdown' ? step : 0;
        changeLayer(selectedId, { x: layer.x + dx, y: layer.y + dy });
      } else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
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
          withPhoto(async (photo) => {
            const scale = size.width / document.size.width;
            change({
              ...document,
              size,
              photo: await cropPhoto(photo, { x: 0, y: 0, ...document.size }, size),
              layers: document.layers.map((layer) => scaleLayer(layer, scale)),
            });
          });
        }}
      />
      <CutOutDialog
        open={dialog === 'cutOut'}
        onClose={() => setDialog(null)}
        onCutOut={(tolerance) => {
          setDialog(null);
          withPhoto(async (photo) => {
            const result = await cutOutBackground(photo, tolerance);
            change({ ...document, photo: result.photo, background: 'transparent' });
            setNotice(text('notice.cutOut', { share: Math.round(result.clearedShare * 100) }));
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

/** No picture yet: where one comes from, a drop zone, and the recent projects. */
function EmptyEditor({
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
