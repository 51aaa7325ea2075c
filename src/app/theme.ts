import { createTheme, type Theme } from '@mui/material/styles';
import { ruRU as coreRu, enUS as coreEn } from '@mui/material/locale';
import type { LayoutPreferences } from '../shell/layoutPreferences.js';

/** Indigo of the product's original "lara-light-indigo" theme, at the 14 px scale of SPEC.md section 9. */
const INDIGO = '#4f46e5';

export function createAppTheme(preferences: LayoutPreferences): Theme {
  // The grid's and the date pickers' texts come with them: src/grids/gridLocale.ts, src/app/DatePickersProvider.tsx.
  const locales = preferences.language === 'ru' ? [coreRu] : [coreEn];
  return createTheme(
    {
      palette: {
        mode: preferences.colorScheme,
        primary: { main: preferences.colorScheme === 'dark' ? '#818cf8' : INDIGO },
      },
      typography: { fontSize: 14 },
      shape: { borderRadius: 6 },
      components: {
        MuiButtonBase: { defaultProps: { disableRipple: !preferences.ripple } },
        MuiTextField: { defaultProps: { variant: preferences.inputStyle, size: 'small' } },
        MuiFormControl: { defaultProps: { variant: preferences.inputStyle, size: 'small' } },
        MuiSelect: { defaultProps: { variant: preferences.inputStyle } },
      },
    },
    ...locales,
  );
}
