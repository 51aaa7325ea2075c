import { get, promisifyRequest, type UseStore } from 'idb-keyval';

/** The browser database of SPEC.md section 3: named after the product, version 2, two stores keyed by id. */
export const APP_DATABASE = { name: 'seller-backoffice', version: 2 } as const;
export type AppStoreName = 'filters' | 'Settings';
const STORES: AppStoreName[] = ['filters', 'Settings'];

/** Every record is `{ id, data }`. */
export interface AppRecord<Data> {
  id: string;
  data: Data;
}

let opening: Promise<IDBDatabase> | null = null;

function openAppDatabase(): Promise<IDBDatabase> {
  opening ??= (() => {
    const request = indexedDB.open(APP_DATABASE.name, APP_DATABASE.version);
    request.onupgradeneeded = () => {
      for (const store of STORES) {
        if (!request.result.objectStoreNames.contains(store)) {
          request.result.createObjectStore(store, { keyPath: 'id' });
        }
      }
    };
    return promisifyRequest(request).catch((error: unknown) => {
      opening = null;
      throw error;
    });
  })();
  return opening;
}

/** An idb-keyval store over one object store of the app database (idb-keyval's own opens one store only). */
export function appStore(name: AppStoreName): UseStore {
  return async (txMode, callback) => {
    const db = await openAppDatabase();
    return callback(db.transaction(name, txMode).objectStore(name));
  };
}

export async function readRecord<Data>(store: UseStore, id: string): Promise<Data | undefined> {
  return (await get<AppRecord<Data>>(id, store))?.data;
}

export function writeRecord<Data>(store: UseStore, id: string, data: Data): Promise<void> {
  // The stores use in-line keys (keyPath 'id'), so the record is put whole rather than with idb-keyval's set.
  return store('readwrite', (objectStore) => {
    objectStore.put({ id, data } satisfies AppRecord<Data>);
    return promisifyRequest(objectStore.transaction);
  });
}

/** For tests: forget the open connection so a fresh fake IndexedDB is used. */
export function closeAppDatabase(): void {
  void opening?.then((db) => db.close());
  opening = null;
}
