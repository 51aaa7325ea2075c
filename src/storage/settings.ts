import { appStore, readRecord, writeRecord } from './appDatabase.js';

/** The application settings record (SPEC.md section 3): one fixed id in the Settings store. */
export const APPLICATION_SETTINGS_ID = 'application-settings';

export interface ApplicationSettings {
  togetherApiKey?: string;
}

const settingsStore = () => appStore('Settings');

export async function loadSettings(): Promise<ApplicationSettings> {
  return (await readRecord<ApplicationSettings>(settingsStore(), APPLICATION_SETTINGS_ID)) ?? {};
}

export function saveSettings(settings: ApplicationSettings): Promise<void> {
  return writeRecord(settingsStore(), APPLICATION_SETTINGS_ID, settings);
}
