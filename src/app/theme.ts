import { createTheme, type Theme } from '@mui/material/styles';
import { ruRU as coreRu, enUS as coreEn } from '@mui/material/locale';
import type { LayoutPreferences } from '../shell/layoutPreferences.js';

/** Indigo of the product's original "lara-light-indigo" theme, at the 14 px scale of SPEC.md section 9. */
const INDIGO = '#4f46e5';

/**
 * For a seller whose system asks for less motion (WCAG 2.3.3): nothing slides, fades or loops. Progress
 * stays shown without moving: an indeterminate bar is a bar across the middle, a spinner an arc, a
 * skeleton a grey block. (Looping animations also keep a browser without a GPU drawing all the time.)
 */
const reducedMotion = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animation: 'none !important',
      transition: 'none !important',
      scrollBehavior: 'auto !important',
    },
    '.MuiLinearProgress-indeterminate .MuiLinearProgress-bar1': { left: '25% !important', right: '25% !important' },
    '.MuiLinearProgress-indeterminate .MuiLinearProgress-bar2': { display: 'none' },
  },
};

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
        MuiCssBaseline: { styleOverrides: reducedMotion },
        MuiButtonBase: { defaultProps: { disableRipple: !preferences.ripple } },
        MuiTextField: { defaultProps: { variant: preferences.inputStyle, size: 'small' } },
        MuiFormControl: { defaultProps: { variant: preferences.inputStyle, size: 'small' } },
        MuiSelect: { defaultProps: { variant: preferences.inputStyle } },
      },
    },
    ...locales,
  );
}
