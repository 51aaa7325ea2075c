import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  emptyDocument,
  isAnimatorDocument,
  type AnimatorDocument,
} from '../../../../../pictures/animation/animatorDocument.js';
import {
  deleteProject,
  listProjects,
  openProject,
  saveProject,
  type PictureProjectSummary,
} from '../../../../../pictures/pictureProjects.js';
import { thumbnailOf } from './slidePictures.js';

/** Saving waits this long after the last change, so typing a caption is one save, not one per key. */
const AUTOSAVE_MS = 800;
const THUMBNAIL = { width: 96, height: 128 };

const newProjectId = () => `animator-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The project being edited, saved in the browser (pictureProjects.ts) shortly after each change or
 * at once by «Сохранить», and the recent projects to reopen.
 */
export function useAnimatorProject() {
  const intl = useIntl();
  const defaultName = () =>
    intl.formatMessage({ id: 'animator.project.defaultName' }, { date: intl.formatDate(new Date()) });
  const [projectId, setProjectId] = useState(newProjectId);
  const [name, setNameState] = useState(defaultName);
  const [document, setDocumentState] = useState<AnimatorDocument>(emptyDocument);
  const [revision, setRevision] = useState(0);
  const [saved, setSaved] = useState<{ revision: number; at: Date | null }>({ revision: 0, at: null });
  const [saveFailed, setSaveFailed] = useState(false);
  const [recent, setRecent] = useState<PictureProjectSummary[]>([]);
  const [storeFailed, setStoreFailed] = useState(false);
  const thumbnail = useRef<{ picture: Blob; blob: Blob | null } | null>(null);

  const refreshRecent = useCallback(() => {
    listProjects('animator')
      .then((projects) => {
        setRecent(projects);
        setStoreFailed(false);
      })
      .catch(() => setStoreFailed(true));
  }, []);
  useEffect(refreshRecent, [refreshRecent]);

  const change = (update: (before: AnimatorDocument) => AnimatorDocument) => {
    setDocumentState(update);
    setRevision((before) => before + 1);
  };
  const setName = (next: string) => {
    setNameState(next);
    setRevision((before) => before + 1);
  };

  // What a save writes: the state as last rendered, read by the timer and the button after the render.
  const latest = useRef({ projectId, name, document, revision, wasSaved: false });
  const wasSaved = saved.at !== null;
  useLayoutEffect(() => {
    latest.current = { projectId, name, document, revision, wasSaved };
  });

  const save = useCallback(async () => {
    const { projectId: id, name: shownName, document: saving, revision: savingRevision, wasSaved } = latest.current;
    const first = saving.slides[0]?.picture ?? null;
    // A new project is kept once it has a slide; a saved one is kept even when its last slide goes.
    if (!first && !wasSaved) return;
    try {
      if (!first) thumbnail.current = null;
      else if (thumbnail.current?.picture !== first)
        thumbnail.current = { picture: first, blob: await thumbnailOf(first, THUMBNAIL) };
      await saveProject<AnimatorDocument>({
        id,
        kind: 'animator',
        name: shownName.trim() || intl.formatMessage({ id: 'menu.seller.animator' }),
        updatedAt: new Date().toISOString(),
        thumbnail: thumbnail.current?.blob ?? null,
        document: saving,
      });
      setSaved((before) => (latest.current.projectId === id ? { revision: savingRevision, at: new Date() } : before));
      setSaveFailed(false);
      refreshRecent();
    } catch {
      setSaveFailed(true);
    }
  }, [intl, refreshRecent]);

  useEffect(() => {
    if (revision === saved.revision || (document.slides.length === 0 && saved.at === null)) return;
    const timer = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [revision, saved.revision, saved.at, document.slides.length, save]);

  const open = async (id: string): Promise<boolean> => {
    try {
      const project = await openProject<unknown>(id);
      if (!project || !isAnimatorDocument(project.document)) return false;
      const document = project.document;
      setProjectId(project.id);
      setNameState(project.name);
      setDocumentState(document);
      setRevision(0);
      setSaved({ revision: 0, at: new Date(project.updatedAt) });
      setSaveFailed(false);
      return true;
    } catch {
      return false;
    }
  };

  const startNew = () => {
    setProjectId(newProjectId());
    setNameState(defaultName());
    setDocumentState(emptyDocument());
    setRevision(0);
    setSaved({ revision: 0, at: null });
  };

  const forget = async (id: string) => {
    await deleteProject(id).catch(() => setStoreFailed(true));
    refreshRecent();
  };

  return {
    projectId,
    name,
    setName,
    document,
    change,
    save,
    /** Whether every change is in the browser store. */
    isSaved: revision === saved.revision,
    savedAt: saved.at,
    saveFailed,
    recent,
    storeFailed,
    open,
    startNew,
    forget,
  };
}
