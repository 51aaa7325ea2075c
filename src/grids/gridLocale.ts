import type { GridLocaleText } from '@mui/x-data-grid';
import { ruRU } from '@mui/x-data-grid/locales';
import { useIntl } from 'react-intl';

/** The Russian grid texts, completed where the grid's own locale still leaves English. */
const RU_TEXT: Partial<GridLocaleText> = {
  ...ruRU.components.MuiDataGrid.defaultProps.localeText,
  // As the formatters and the exported files say it (the grid's own are «истина»/«ложь»).
  booleanCellTrueLabel: 'да',
  booleanCellFalseLabel: 'нет',
  columnMenuAriaLabel: (columnName: string) => `Меню столбца «${columnName}»`,
  paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${from}–${to} из ${count === -1 ? `более ${to}` : count}`,
};

/**
 * The grid's texts in the user's language (English is the grid's own), for each DataGrid's
 * `localeText`. Not in the app's theme: the login page and the screens without a grid would load them.
 */
export function useGridLocaleText(): Partial<GridLocaleText> | undefined {
  return useIntl().locale === 'ru' ? RU_TEXT : undefined;
}
