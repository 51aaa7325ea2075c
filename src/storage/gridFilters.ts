import { appStore, readRecord, writeRecord } from './appDatabase.js';

/** The last search (page, sort, filters) of each grid, kept in the filters store under the grid's id. */
const filtersStore = () => appStore('filters');

export function loadGridSearch<Search>(gridId: string): Promise<Search | undefined> {
  return readRecord<Search>(filtersStore(), gridId);
}

export function saveGridSearch<Search>(gridId: string, search: Search): Promise<void> {
  return writeRecord(filtersStore(), gridId, search);
}
