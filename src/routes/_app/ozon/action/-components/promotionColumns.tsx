import AcUnit from '@mui/icons-material/AcUnit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { IntlShape } from 'react-intl';
import type { Promotion, PromotionPeriod } from '../../../../../../contracts/promotions.js';
import { countColumn, dateColumn, type FormattedColDef } from '../../../../../grids/formattedColumns.js';
import { screenText } from '../../../../../grids/formatters.js';

export const PERIOD_COLOUR: Record<PromotionPeriod, 'success' | 'info' | 'default'> = {
  Active: 'success',
  Upcoming: 'info',
  Past: 'default',
};

/** Ozon's type of promotion in the seller's words; a type Ozon added since, as Ozon names it. */
export function actionTypeLabel(intl: IntlShape, promotion: Pick<Promotion, 'ActionType' | 'IsVoucherAction'>) {
  const id = `promotion.type.${promotion.ActionType}`;
  const type = id in intl.messages ? intl.formatMessage({ id }) : promotion.ActionType;
  return promotion.IsVoucherAction ? `${type}, ${intl.formatMessage({ id: 'promotion.voucher' })}` : type;
}

/** The buyer's discount: «10 %» or «300 ₽», «от 3 000 ₽» when it needs an order amount; «—» when Ozon gives none. */
export function discountText(
  intl: IntlShape,
  promotion: Pick<Promotion, 'DiscountType' | 'DiscountValue' | 'OrderAmount'>,
): string {
  const { DiscountType, DiscountValue, OrderAmount } = promotion;
  const money = (value: number) => screenText({ kind: 'money', digits: 0 }, value, intl.locale);
  const discount =
    DiscountValue > 0 && DiscountType === 'PERCENT'
      ? screenText({ kind: 'percent', digits: 0 }, DiscountValue, intl.locale)
      : DiscountValue > 0 && DiscountType === 'CURRENCY'
        ? money(DiscountValue)
        : null;
  if (discount === null) return '—';
  return OrderAmount > 0
    ? intl.formatMessage({ id: 'promotion.discountFrom' }, { discount, amount: money(OrderAmount) })
    : discount;
}

/** The list is frozen: Ozon takes no new products, prices only go down and stocks only up. */
export const isFrozen = (promotion: Pick<Promotion, 'FreezeDate'>, now = new Date()) =>
  promotion.FreezeDate !== null && new Date(promotion.FreezeDate) <= now;

/** One row per promotion: name, period, type, dates, freeze, discount, how many products take part and could. */
export function promotionColumns(intl: IntlShape): FormattedColDef<Promotion>[] {
  const header = (field: string) => intl.formatMessage({ id: `promotion.fields.${field}` });
  const plain = { sortable: false, filterable: false } as const;
  // The dates and the counts sort on the server (FindOzonPromotions' OrderField).
  const sorted = { filterable: false } as const;
  return [
    { field: 'Name', headerName: header('Name'), flex: 2, minWidth: 220, ...plain },
    {
      field: 'Period',
      headerName: header('Period'),
      width: 115,
      ...plain,
      valueGetter: (value: PromotionPeriod) => intl.formatMessage({ id: `promotion.period.${value}` }),
      renderCell: ({ row, value }) => (
        <Chip size="small" color={PERIOD_COLOUR[row.Period]} label={value as string} variant="outlined" />
      ),
    },
    {
      field: 'ActionType',
      headerName: header('ActionType'),
      flex: 1,
      minWidth: 150,
      ...plain,
      valueGetter: (_value, row) => actionTypeLabel(intl, row),
    },
    dateColumn<Promotion>(intl, { field: 'DateStart', headerName: header('DateStart'), width: 100, ...sorted }),
    dateColumn<Promotion>(intl, { field: 'DateEnd', headerName: header('DateEnd'), width: 100, ...sorted }),
    dateColumn<Promotion>(intl, {
      field: 'FreezeDate',
      headerName: header('FreezeDate'),
      width: 115,
      ...sorted,
      renderCell: ({ row, formattedValue }) =>
        isFrozen(row) ? (
          <Tooltip title={intl.formatMessage({ id: 'promotion.frozenHint' })}>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'info.main' }}>
              <AcUnit sx={{ fontSize: 16 }} />
              {formattedValue}
            </Box>
          </Tooltip>
        ) : (
          formattedValue
        ),
    }),
    {
      field: 'Discount',
      headerName: header('Discount'),
      width: 130,
      ...plain,
      valueGetter: (_value, row) => discountText(intl, row),
    },
    countColumn<Promotion>(intl, {
      field: 'ParticipatingCount',
      headerName: header('ParticipatingCount'),
      width: 95,
      ...sorted,
    }),
    countColumn<Promotion>(intl, {
      field: 'CandidateCount',
      headerName: header('CandidateCount'),
      width: 95,
      ...sorted,
    }),
  ];
}
