import { createTheme, type Theme } from '@mui/material/styles';
import { ruRU as coreRu, enUS as coreEn } from '@mui/material/locale';
import { ruRU as gridRu, enUS as gridEn } from '@mui/x-data-grid/locales';
import { ruRU as pickersRu, enUS as pickersEn } from '@mui/x-date-pickers/locales';
import type { LayoutPreferences } from '../shell/layoutPreferences.js';

/** Indigo of the product's original "lara-light-indigo" theme, at the 14 px scale of SPEC.md section 9. */
const INDIGO = '#4f46e5';

/** Texts the Russian grid locale still leaves in English. */
const gridRuCompletion = {
  components: {
    MuiDataGrid: {
      defaultProps: {
        localeText: {
          columnMenuAriaLabel: (columnName: string) => `Меню столбца «${columnName}»`,
          paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
            `${from}–${to} из ${count === -1 ? `более ${to}` : count}`,
        },
      },
    },
  },
};

export function createAppTheme(preferences: LayoutPreferences): Theme {
  const locales =
    preferences.language === 'ru' ? [coreRu, gridRu, gridRuCompletion, pickersRu] : [coreEn, gridEn, pickersEn];
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
