import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { GridColumnGroupingModel } from '@mui/x-data-grid';
import type { IntlShape } from 'react-intl';
import {
  countColumn,
  moneyColumn,
  percentColumn,
  type ColumnSpec,
  type FormattedColDef,
} from '../../../../../grids/formattedColumns.js';
import { fitNumbersToContent } from '../../../../../grids/contentWidth.js';
import { AppLink } from '../../../../../screens/AppLink.js';
import { roublesColumn, signedCell } from '../../-components/purchaseColumns.js';
import { PurchaseStatusChip } from '../../-components/PurchaseStatusChip.js';
import { isFoldable, type BatchNode, type FoldableTreeRow, type PurchaseTreeGridRow } from './purchaseTree.js';
import { dayText } from '../../../../../app/dayText.js';

/** Indentation of one level of the tree, in theme spacing units. */
const INDENT = 2.5;

/** The tree's order is the grouping's: no column sorts or filters, and the menu offers nothing. */
const plain = { sortable: false, filterable: false, disableColumnMenu: true } as const;

/** The name of a batch row: the batch, its day and the sales item (the export's text too). */
const batchName = (intl: IntlShape, row: BatchNode) =>
  intl.formatMessage(
    { id: row.salesItemName ? 'purchases.tree.batchName' : 'purchases.tree.batchNameOnly' },
    { name: row.name, date: dayText(row.date, intl.locale), salesItem: row.salesItemName },
  );

function TreeName({
  row,
  intl,
  onToggle,
}: {
  row: PurchaseTreeGridRow;
  intl: IntlShape;
  onToggle: (row: FoldableTreeRow) => void;
}) {
  const foldable = isFoldable(row) && row.childCount > 0;
  const date = row.kind === 'batch' ? dayText(row.date, intl.locale) : '';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%', minWidth: 0, pl: row.depth * INDENT }}>
      {foldable ? (
        <IconButton
          size="small"
          aria-expanded={!row.collapsed}
          aria-label={intl.formatMessage(
            { id: row.collapsed ? 'purchases.tree.expand' : 'purchases.tree.collapse' },
            { name: row.kind === 'batch' ? batchName(intl, row) : row.name },
          )}
          onClick={(event) => {
            event.stopPropagation();
            onToggle(row);
          }}
        >
          {row.collapsed ? <ChevronRight fontSize="small" /> : <ExpandMore fontSize="small" />}
        </IconButton>
      ) : (
        // The names of one level line up whether or not a row folds.
        <Box sx={{ width: 30, flex: 'none' }} />
      )}
      {row.kind === 'product' && (
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }} noWrap title={row.name}>
          {row.name}
        </Typography>
      )}
      {row.kind === 'package' && (
        <>
          <Typography component="span" variant="body2" sx={{ fontWeight: 500 }} noWrap title={row.name}>
            {row.name}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary" noWrap sx={{ flex: 'none' }}>
            {intl.formatMessage({ id: 'purchases.tree.article' }, { id: row.packageId })}
          </Typography>
        </>
      )}
      {row.kind === 'batch' && (
        <>
          <AppLink
            to="/purchase/edit"
            search={{ id: row.batchId }}
            variant="body2"
            noWrap
            title={intl.formatMessage({ id: 'purchases.tree.openBatch' }, { name: row.name })}
            sx={{ flex: '0 1 auto', minWidth: 48 }}
          >
            {row.name}
          </AppLink>
          <Typography component="span" variant="body2" color="text.secondary" noWrap sx={{ flex: 'none' }}>
            {date}
          </Typography>
          {row.salesItemName && (
            // The sales item gives way first when the column is narrow.
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              noWrap
              title={row.salesItemName}
              sx={{ flex: '0 100 auto', minWidth: 0 }}
            >
              · {row.salesItemName}
            </Typography>
          )}
        </>
      )}
      {row.kind === 'plan' && (
        <Typography component="span" variant="body2" noWrap>
          {row.name}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The tree's columns: the name with the tree's indentation and folding first (a batch links to its
 * editor), then what the batch bought, the plan's price, and plan against fact, every node adding up
 * the plans beneath it. The figures' columns are as wide as the longest figure of `rows` (every row,
 * folded or not, so folding does not move the columns): a product's sums run to millions.
 */
export function purchaseTreeColumns(
  intl: IntlShape,
  onToggle: (row: FoldableTreeRow) => void,
  rows: readonly PurchaseTreeGridRow[] = [],
): FormattedColDef<PurchaseTreeGridRow>[] {
  const header = (field: string) => intl.formatMessage({ id: `purchases.tree.fields.${field}` });
  const short = (field: string) => ({
    headerName: intl.formatMessage({ id: `purchases.tree.short.${field}` }),
    fullName: header(field),
  });
  /** A figure only a batch row has (what its item bought). */
  const ofBatch =
    <T,>(read: (row: BatchNode) => T) =>
    (_value: unknown, row: PurchaseTreeGridRow) =>
      row.kind === 'batch' ? read(row) : null;
  const roubles = (field: string, spec: Omit<ColumnSpec<PurchaseTreeGridRow>, 'field'>) =>
    roublesColumn<PurchaseTreeGridRow>(intl, { field, width: 100, ...plain, ...spec });
  const columns: FormattedColDef<PurchaseTreeGridRow>[] = [
    {
      field: 'name',
      headerName: header('name'),
      flex: 1,
      minWidth: 270,
      ...plain,
      valueGetter: (_value, row) => (row.kind === 'batch' ? batchName(intl, row) : row.name),
      renderCell: ({ row }) => <TreeName row={row} intl={intl} onToggle={onToggle} />,
    },
    {
      field: 'status',
      ...short('status'),
      width: 108,
      ...plain,
      valueGetter: (_value, row) =>
        row.kind === 'batch'
          ? intl.formatMessage({ id: `purchases.status.${row.status}` })
          : row.kind === 'plan'
            ? intl.formatMessage({ id: `purchases.planStatus.${row.status}` })
            : null,
      renderCell: ({ row }) =>
        row.kind === 'batch' ? (
          <PurchaseStatusChip kind="batch" status={row.status} />
        ) : row.kind === 'plan' ? (
          <PurchaseStatusChip kind="plan" status={row.status} />
        ) : null,
    },
    moneyColumn<PurchaseTreeGridRow>(intl, {
      field: 'Price',
      ...short('Price'),
      width: 100,
      ...plain,
      valueGetter: (_value, row) => (row.kind === 'plan' ? row.Price : null),
    }),
    countColumn<PurchaseTreeGridRow>(intl, { field: 'Amount', ...short('Amount'), width: 60, ...plain }),
    roubles('PlannedRevenue', short('PlannedRevenue')),
    roubles('PlannedProfit', { ...short('PlannedProfit'), renderCell: signedCell }),
    percentColumn<PurchaseTreeGridRow>(intl, {
      field: 'MarginPercent',
      ...short('MarginPercent'),
      width: 76,
      ...plain,
      renderCell: signedCell,
    }),
    countColumn<PurchaseTreeGridRow>(intl, { field: 'SoldCount', ...short('SoldCount'), width: 60, ...plain }),
    percentColumn<PurchaseTreeGridRow>(intl, { field: 'SoldPercent', ...short('SoldPercent'), width: 76, ...plain }),
    roubles('ActualProfit', { ...short('ActualProfit'), renderCell: signedCell }),
    // What the batch's item bought: details after plan and fact, in reach by scrolling sideways.
    countColumn<PurchaseTreeGridRow>(intl, {
      field: 'Count',
      headerName: header('Count'),
      width: 96,
      ...plain,
      valueGetter: ofBatch((row) => row.Count),
    }),
    moneyColumn<PurchaseTreeGridRow>(intl, {
      field: 'PurchasePrice',
      headerName: header('PurchasePrice'),
      width: 110,
      ...plain,
      valueGetter: ofBatch((row) => row.PurchasePrice),
    }),
  ];
  return fitNumbersToContent(columns, rows);
}

/** «План» over what the plans expect, «Факт» over what sold, as on the purchase list. */
export function purchaseTreeColumnGroups(intl: IntlShape): GridColumnGroupingModel {
  const group = (groupId: string, fields: string[]) => ({
    groupId,
    headerName: intl.formatMessage({ id: `purchases.group.${groupId}` }),
    children: fields.map((field) => ({ field })),
  });
  return [
    group('plan', ['Price', 'Amount', 'PlannedRevenue', 'PlannedProfit', 'MarginPercent']),
    group('fact', ['SoldCount', 'SoldPercent', 'ActualProfit']),
  ];
}
