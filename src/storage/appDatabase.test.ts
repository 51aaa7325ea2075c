import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeAppDatabase } from './appDatabase.js';
import { loadGridSearch, saveGridSearch } from './gridFilters.js';
import {
  chatSettingsOf,
  DEFAULT_CHAT_BASE_URL,
  DEFAULT_CHAT_MODEL,
  isAllowedAiUrl,
  loadSettings,
  saveSettings,
  setAllowedAiChatUrl,
} from './settings.js';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Opens the database the way another tab (or an older release) would. */
function openRaw(version?: number, upgrade?: (db: IDBDatabase) => void): Promise<IDBDatabase> {
  const req = indexedDB.open('seller-backoffice', version);
  if (upgrade) req.onupgradeneeded = () => upgrade(req.result);
  return request(req);
}

async function rawRecords(store: string): Promise<unknown[]> {
  const db = await openRaw();
  try {
    return await request(db.transaction(store).objectStore(store).getAll());
  } finally {
    db.close();
  }
}

beforeEach(() => {
  closeAppDatabase();
  globalThis.indexedDB = new IDBFactory();
});

describe('the app database', () => {
  it("is 'seller-backoffice' version 2 with the stores filters and Settings keyed by id", async () => {
    await saveSettings({ togetherApiKey: 'key-1' });
    expect(await indexedDB.databases()).toEqual([{ name: 'seller-backoffice', version: 2 }]);
    const db = await openRaw();
    try {
      expect(db.version).toBe(2);
      expect([...db.objectStoreNames].sort()).toEqual(['Settings', 'filters']);
      const transaction = db.transaction(['filters', 'Settings']);
      expect(transaction.objectStore('filters').keyPath).toBe('id');
      expect(transaction.objectStore('Settings').keyPath).toBe('id');
    } finally {
      db.close();
    }
  });

  it('upgrades a version 1 database that has only the filters store, keeping its records', async () => {
    const old = await openRaw(1, (db) =>
      db.createObjectStore('filters', { keyPath: 'id' }).put({ id: 'products', data: { page: 3 } }),
    );
    old.close();

    expect(await loadGridSearch('products')).toEqual({ page: 3 });
    await saveSettings({ togetherApiKey: 'key-2' });
    expect(await loadSettings()).toEqual({ togetherApiKey: 'key-2' });
  });
});

describe('settings', () => {
  it('reads as {} before anything is saved', async () => {
    await expect(loadSettings()).resolves.toEqual({});
  });

  it('round-trips togetherApiKey, also after the connection is reopened (a reload)', async () => {
    await saveSettings({ togetherApiKey: 'sk-together-123' });
    expect(await loadSettings()).toEqual({ togetherApiKey: 'sk-together-123' });
    closeAppDatabase();
    expect(await loadSettings()).toEqual({ togetherApiKey: 'sk-together-123' });
  });

  it("stores one record { id: 'application-settings', data } that a new save replaces", async () => {
    await saveSettings({ togetherApiKey: 'first' });
    await saveSettings({ togetherApiKey: 'second' });
    expect(await rawRecords('Settings')).toEqual([{ id: 'application-settings', data: { togetherApiKey: 'second' } }]);
    expect(await rawRecords('filters')).toEqual([]);
  });

  it('can clear the key', async () => {
    await saveSettings({ togetherApiKey: 'secret' });
    await saveSettings({});
    expect(await loadSettings()).toEqual({});
  });

  it('round-trips the chat endpoint and model beside the key', async () => {
    const settings = { togetherApiKey: 'k', chatBaseUrl: 'http://127.0.0.1:8090/v1', chatModel: 'sandbox' };
    await saveSettings(settings);
    closeAppDatabase();
    expect(await loadSettings()).toEqual(settings);
  });
});

describe('chat settings', () => {
  it('are none without a key, else the key with the endpoint and model, defaults filling the blanks', () => {
    expect(chatSettingsOf({})).toBeNull();
    expect(chatSettingsOf({ togetherApiKey: '  ', chatModel: 'm' })).toBeNull();
    expect(chatSettingsOf({ togetherApiKey: ' key ', chatBaseUrl: '', chatModel: ' ' })).toEqual({
      apiKey: 'key',
      baseUrl: DEFAULT_CHAT_BASE_URL,
      model: DEFAULT_CHAT_MODEL,
    });
    expect(chatSettingsOf({ togetherApiKey: 'key', chatBaseUrl: 'http://127.0.0.1:8090/v1/', chatModel: 'm' })).toEqual(
      {
        apiKey: 'key',
        baseUrl: 'http://127.0.0.1:8090/v1',
        model: 'm',
      },
    );
    expect(DEFAULT_CHAT_BASE_URL).toBe('https://api.together.xyz/v1');
  });

  it("default to the server's AI service, and take an address only on its origin", () => {
    try {
      setAllowedAiChatUrl('http://127.0.0.1:8191/v1');
      expect(chatSettingsOf({ togetherApiKey: 'key' })?.baseUrl).toBe('http://127.0.0.1:8191/v1');
      expect(isAllowedAiUrl('http://127.0.0.1:8191/other/v1')).toBe(true);
      expect(isAllowedAiUrl('https://api.together.xyz/v1')).toBe(false);
      expect(isAllowedAiUrl('http://127.0.0.1:9999/v1')).toBe(false);
      expect(isAllowedAiUrl('not a url')).toBe(false);
    } finally {
      setAllowedAiChatUrl(DEFAULT_CHAT_BASE_URL);
    }
  });
});

describe('grid searches', () => {
  it('reads as undefined for a grid that never saved one', async () => {
    await expect(loadGridSearch('products')).resolves.toBeUndefined();
  });

  it('keeps one record per grid id, the last save winning', async () => {
    await saveGridSearch('products', { page: 2, sort: 'Name' });
    await saveGridSearch('packages', { pageSize: 50 });
    await saveGridSearch('products', { name: 'стол' });

    expect(await loadGridSearch('products')).toEqual({ name: 'стол' });
    expect(await loadGridSearch('packages')).toEqual({ pageSize: 50 });
    const records = (await rawRecords('filters')) as { id: string }[];
    expect(records.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'packages', data: { pageSize: 50 } },
      { id: 'products', data: { name: 'стол' } },
    ]);
    expect(await rawRecords('Settings')).toEqual([]);
  });
});
