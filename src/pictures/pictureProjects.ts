import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

// The editor's and the animator's projects live in their own browser database: pictures are large
// Blobs, and the app database of SPEC.md section 3 keeps its two stores.
const PROJECTS_DATABASE = 'seller-backoffice-pictures';
let store: UseStore | null = null;
const projects = () => (store ??= createStore(PROJECTS_DATABASE, 'projects'));

export type PictureProjectKind = 'editor' | 'animator';

/** A saved project: what the recent list shows, and the document the tool reopens (Blobs included). */
export interface PictureProject<Document> {
  id: string;
  kind: PictureProjectKind;
  name: string;
  updatedAt: string;
  /** A small picture of the project for the recent list. */
  thumbnail: Blob | null;
  document: Document;
}

export type PictureProjectSummary = Omit<PictureProject<unknown>, 'document'>;

/** How many projects of a kind are kept; saving one more forgets the oldest. */
export const RECENT_PROJECTS_KEPT = 20;

export async function saveProject<Document>(project: PictureProject<Document>): Promise<void> {
  await set(project.id, project, projects());
  const older = (await listProjects(project.kind)).slice(RECENT_PROJECTS_KEPT);
  await Promise.all(older.map((summary) => del(summary.id, projects())));
}

export function openProject<Document>(id: string): Promise<PictureProject<Document> | undefined> {
  return get<PictureProject<Document>>(id, projects());
}

/** The projects of a kind, the last changed first. */
export async function listProjects(kind: PictureProjectKind): Promise<PictureProjectSummary[]> {
  const all = await entries<string, PictureProject<unknown>>(projects());
  return all
    .map(([, project]) => project)
    .filter((project) => project.kind === kind)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .map(({ document: _document, ...summary }) => summary);
}

export function deleteProject(id: string): Promise<void> {
  return del(id, projects());
}

/** For tests: a fresh fake IndexedDB gets a fresh store. */
export function forgetProjectStore(): void {
  store = null;
}
