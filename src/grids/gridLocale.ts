import type { GridLocaleText } from '@mui/x-data-grid';
import { ruRU } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** The Russian grid texts, completed where the grid's own locale still leaves English. */
const RU_TEXT: Partial<GridLocaleText> = {
  ...ruRU.components.MuiDataGrid.defaultProps.localeText,
  // As the formatters and the exported files say it (the grid's own are «истина»/«ложь»).
  booleanCellTrueLabel: 'да',
  booleanCellFalseLabel: 'нет',
  columnMenuAriaLabel: (columnName: string) => `Меню столбца «${columnName}»`,
};

interface DisplayedRows {
  from: number;
  to: number;
  count: number;
  estimated?: number;
}

/**
 * The grid's texts in the user's language (English is the grid's own), for each DataGrid's
 * `localeText`. Not in the app's theme: the login page and the screens without a grid would load them.
 * The pager's «1–50 из 1 413» comes from the catalogues in both languages: a count that stopped at its
 * cap (rowCount −1, the counted rows as the estimate) reads «из более 1 000».
 */
export function useGridLocaleText(): Partial<GridLocaleText> {
  const intl = useIntl();
  return useMemo(
    () => ({
      ...(intl.locale === 'ru' ? RU_TEXT : {}),
      paginationDisplayedRows: ({ from, to, count, estimated }: DisplayedRows) =>
        intl.formatMessage(
          { id: count === -1 ? 'grid.displayedRows.moreThan' : 'grid.displayedRows' },
          {
            from: intl.formatNumber(from),
            to: intl.formatNumber(to),
            count: intl.formatNumber(count === -1 ? Math.max(estimated ?? to, to) : count),
          },
        ),
    }),
    [intl],
  );
}
