// zod's mini build: this check runs before the first screen (src/grids/gridSearch.ts says why).
import * as z from 'zod/mini';

/**
 * The look a seller chose in the config sidebar, kept in local storage across reloads.
 * Defaults from SPEC.md section 9: light scheme, static menu, outlined inputs, ripple on, Russian.
 */
export const languages = ['ru', 'en'] as const;
export type Language = (typeof languages)[number];

export const layoutPreferences = z.object({
  colorScheme: z.catch(z.enum(['light', 'dark']), 'light'),
  menuMode: z.catch(z.enum(['static', 'overlay']), 'static'),
  inputStyle: z.catch(z.enum(['outlined', 'filled']), 'outlined'),
  ripple: z.catch(z.boolean(), true),
  language: z.catch(z.enum(languages), 'ru'),
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
