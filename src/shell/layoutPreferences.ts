import { z } from 'zod';

/**
 * The look a seller chose in the config sidebar, kept in local storage across reloads.
 * Defaults from SPEC.md section 9: light scheme, static menu, outlined inputs, ripple on, Russian.
 */
export const languages = ['ru', 'en'] as const;
export type Language = (typeof languages)[number];

export const layoutPreferences = z.object({
  colorScheme: z.enum(['light', 'dark']).catch('light'),
  menuMode: z.enum(['static', 'overlay']).catch('static'),
  inputStyle: z.enum(['outlined', 'filled']).catch('outlined'),
  ripple: z.boolean().catch(true),
  language: z.enum(languages).catch('ru'),
});
export type LayoutPreferences = z.infer<typeof layoutPreferences>;

const KEY = 'layoutPreferences';

export function loadLayoutPreferences(storage: Storage = localStorage): LayoutPreferences {
  let stored: unknown = {};
  try {
    stored = JSON.parse(storage.getItem(KEY) ?? '{}');
  } catch {
    /* a damaged value falls back to the defaults */
  }
  const isRecord = typeof stored === 'object' && stored !== null && !Array.isArray(stored);
  return layoutPreferences.parse(isRecord ? stored : {});
}

export function saveLayoutPreferences(preferences: LayoutPreferences, storage: Storage = localStorage): void {
  storage.setItem(KEY, JSON.stringify(preferences));
}
