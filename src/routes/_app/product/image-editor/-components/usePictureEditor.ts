import { useCallback, useEffect, useRef, useState } from 'react';
import { blankDocument, type PictureDocument } from '../../../../../pictures/editor/pictureDocument.js';
import { openProject, saveProject } from '../../../../../pictures/pictureProjects.js';
import { recordStep, redo, startHistory, undo, type UndoHistory } from '../../../../../pictures/undoHistory.js';

/** A saved editor project: the document, and the whole picture flattened for the animator and the list. */
export type EditorProjectDocument = PictureDocument & { flattened: Blob | null };

export interface EditorProject {
  id: string;
  name: string;
}

const AUTOSAVE_DELAY_MS = 800;
const THUMBNAIL_SIDE = 160;

const canvasBlob = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be written.'))),
      type,
      quality,
    ),
  );

function thumbnailOf(picture: HTMLCanvasElement): Promise<Blob> {
  const scale = THUMBNAIL_SIDE / Math.max(picture.width, picture.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(picture.width * scale);
  canvas.height = Math.round(picture.height * scale);
  canvas.getContext('2d')!.drawImage(picture, 0, 0, canvas.width, canvas.height);
  return canvasBlob(canvas, 'image/jpeg', 0.8);
}

/**
 * The editor's state: the document with its undo history, and the project it is saved as. Every change
 * is saved to the browser shortly after it is made (layers included), so a reload loses nothing.
 */
export function usePictureEditor(render: () => HTMLCanvasElement | null) {
  const [history, setHistory] = useState<UndoHistory<PictureDocument>>(() => startHistory(blankDocument()));
  const [project, setProject] = useState<EditorProject | null>(null);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const renderRef = useRef(render);
  renderRef.current = render;
  // What is in the browser already: a project reopened and not changed is not written again.
  const stored = useRef<{ document: PictureDocument; name: string } | null>(null);

  const change = useCallback(
    (next: PictureDocument | ((document: PictureDocument) => PictureDocument)) =>
      setHistory((current) => recordStep(current, typeof next === 'function' ? next(current.present) : next)),
    [],
  );

  /** Starts a new project from a picture (its history starts there too). */
  const start = useCallback((document: PictureDocument, name: string) => {
    setHistory(startHistory(document));
    setProject({ id: crypto.randomUUID(), name });
    setSavedAt(null);
    stored.current = null;
  }, []);

  const reopen = useCallback(async (id: string) => {
    const saved = await openProject<EditorProjectDocument>(id);
    if (!saved) throw new Error('The project is no longer kept in this browser.');
    const { flattened: _flattened, ...document } = saved.document;
    setHistory(startHistory(document));
    setProject({ id: saved.id, name: saved.name });
    setSavedAt(new Date(saved.updatedAt));
    stored.current = { document, name: saved.name };
  }, []);

  /** Saves the project now; false when the canvas has not drawn the photo yet. */
  const save = useCallback(async (): Promise<boolean> => {
    const picture = renderRef.current();
    if (!project) return true;
    if (!picture) return false;
    try {
      const [flattened, thumbnail] = await Promise.all([canvasBlob(picture, 'image/png'), thumbnailOf(picture)]);
      const updatedAt = new Date();
      await saveProject<EditorProjectDocument>({
        id: project.id,
        kind: 'editor',
        name: project.name,
        updatedAt: updatedAt.toISOString(),
        thumbnail,
        document: { ...history.present, flattened },
      });
      setSavedAt(updatedAt);
      setSaveError(null);
      stored.current = { document: history.present, name: project.name };
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
    }
    return true;
  }, [project, history.present]);

  // Saved a moment after the last change, once the canvas has drawn it.
  useEffect(() => {
    if (!project) return;
    if (stored.current?.document === history.present && stored.current.name === project.name) return;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      timer = setTimeout(() => void save().then((done) => done || attempt()), AUTOSAVE_DELAY_MS);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [project, save, history.present]);

  return {
    document: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undo: () => setHistory(undo),
    redo: () => setHistory(redo),
    change,
    start,
    reopen,
    project,
    rename: (name: string) => setProject((current) => current && { ...current, name }),
    save,
    savedAt,
    saveError,
  };
}
