import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { createMemoryHistory, type RouterHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeAppDatabase } from '../storage/appDatabase.js';
import { saveGridSearch } from '../storage/gridFilters.js';
import { savedSearchToRestore } from './restoreGridSearch.js';
import { followScreenChanges } from './screenChanges.js';

const LEFT_WITH = { name: 'стол', page: 2 };
let history: RouterHistory;
let unfollow: () => void;

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  closeAppDatabase();
  await saveGridSearch('products', LEFT_WITH);
  history = createMemoryHistory({ initialEntries: ['/product/list?name=стол&page=2'] });
  unfollow = followScreenChanges(history);
});
afterEach(() => unfollow());

describe('the search a grid screen is entered with', () => {
  it('comes back when the screen is entered with a bare address', async () => {
    history.push('/');
    history.push('/product/list');
    await expect(savedSearchToRestore('products', 'enter', {})).resolves.toEqual(LEFT_WITH);
  });

  it('comes back when the router still counts the screen as shown because the way out has not loaded yet', async () => {
    // The router's "stay" compares with the last screen it finished; the address says the user left.
    history.push('/');
    history.push('/product/list');
    await expect(savedSearchToRestore('products', 'stay', {})).resolves.toEqual(LEFT_WITH);
  });

  it('stays cleared when the user clears every filter on the screen', async () => {
    history.replace('/product/list');
    await expect(savedSearchToRestore('products', 'stay', {})).resolves.toBeUndefined();
  });

  it('is left alone when the address carries a search of its own', async () => {
    history.push('/');
    history.push('/product/list?name=шкаф');
    await expect(savedSearchToRestore('products', 'enter', { name: 'шкаф' })).resolves.toBeUndefined();
  });

  it('comes back on a preload, so a click landing during it goes where the preload went', async () => {
    history.push('/');
    await expect(savedSearchToRestore('products', 'preload', {})).resolves.toEqual(LEFT_WITH);
  });

  it('is nothing when the grid never kept a search, or kept an empty one', async () => {
    history.push('/');
    history.push('/product/list');
    await expect(savedSearchToRestore('packages', 'enter', {})).resolves.toBeUndefined();
    await saveGridSearch('products', {});
    await expect(savedSearchToRestore('products', 'enter', {})).resolves.toBeUndefined();
  });
});
