import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PlaylistRemove from '@mui/icons-material/PlaylistRemove';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Promotion, PromotionProduct, PromotionProductChange } from '../../../../../../contracts/promotions.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError } from '../../../../../api/describeError.js';
import { withFilterValue } from '../../../../../grids/gridSearch.js';
import { screenText } from '../../../../../grids/formatters.js';
import { ServerGrid } from '../../../../../grids/ServerGrid.js';
import { useServerGrid } from '../../../../../grids/useServerGrid.js';
import {
  findPromotionProducts,
  promotionCommands,
  promotionKeys,
  promotionProductListQuery,
  promotionQuery,
} from '../../../../../queries/promotions.js';
import { useToast } from '../../../../../shell/toast.js';
import { findPromotionProductsRequestOf, productSearchOf, withProductSearch } from './actionRequests.js';
import {
  PRODUCT_SHOWS,
  PROMOTION_PRODUCTS_GRID_ID,
  type ActionSearch,
  type ProductGridSearch,
} from './actionSearch.js';
import { actionTypeLabel, discountText, isFrozen, PERIOD_COLOUR } from './promotionColumns.js';
import {
  EDITABLE_FIELDS,
  promotionProductColumnGroups,
  promotionProductColumns,
  promotionProductGridSx,
  REFUSED_ROW,
} from './promotionProductColumns.js';
import {
  additionsOf,
  editsAfter,
  editWith,
  outcomeOf,
  refusalsAfter,
  removalsOf,
  shownProduct,
  type ProductEdit,
  type ShownProduct,
} from './promotionProductRows.js';

const NO_PRODUCTS: PromotionProduct[] = [];
const NONE_SELECTED: GridRowSelectionModel = { type: 'include', ids: new Set() };
const selectionOf = (ids: Iterable<number>): GridRowSelectionModel => ({ type: 'include', ids: new Set(ids) });

/**
 * One promotion opened: its heading, and its products and candidates page by page. The seller types
 * action prices and stocks into the rows (kept here, per product, until sent), selects rows and adds
 * or removes them on Ozon in one command; the products Ozon refused keep their edits, a red outline
 * and Ozon's reason, listed above the grid too.
 */
export function PromotionProducts({
  promotionId,
  search,
  onSearchChange,
  onBack,
}: {
  promotionId: number;
  search: ActionSearch;
  onSearchChange: (search: ActionSearch) => void;
  onBack: () => void;
}) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const t = (id: string) => intl.formatMessage({ id });
  const promotion = useQuery(promotionQuery(api, promotionId));
  const [edits, setEdits] = useState<Record<number, ProductEdit>>({});
  const [refusals, setRefusals] = useState<ReadonlyMap<number, string>>(new Map());
  const [selection, setSelection] = useState<GridRowSelectionModel>(NONE_SELECTED);
  const [failure, setFailure] = useState<string | null>(null);

  const productSearch = productSearchOf(search);
  const setProductSearch = (next: ProductGridSearch) => onSearchChange(withProductSearch(search, next));
  const request = findPromotionProductsRequestOf(promotionId, productSearch);
  const columns = useMemo(() => promotionProductColumns(intl), [intl]);
  const columnGroups = useMemo(() => promotionProductColumnGroups(intl), [intl]);
  const query = promotionProductListQuery(api, request);
  const page = useQuery(query);
  const { dataGridProps, exportAll } = useServerGrid({
    gridId: PROMOTION_PRODUCTS_GRID_ID,
    title: promotion.data?.Name ?? t('promotion.products'),
    columns,
    search: productSearch,
    onSearchChange: setProductSearch,
    query,
    // The file shows what the grid shows: a candidate at the max action price it would go in at.
    fetchPage: async (Offset, Count) => {
      const found = await findPromotionProducts(api, { ...request, Offset, Count });
      return { ...found, Items: found.Items.map((product) => shownProduct(product)) };
    },
    filterFields: [],
    filterChips: {
      show: (show: ProductGridSearch['show']) => t(`promotion.products.show.${show}`),
      loss: () => t('promotion.products.filter.loss'),
      q: (q: string) => `${t('promotion.products.search')}: «${q}»`,
    },
    emptyText: t('promotion.products.empty'),
  });

  // Every product seen on any page, as the server sent it: a selection and the refusals span pages.
  const pageRows = page.data?.Items ?? NO_PRODUCTS;
  const [known, setKnown] = useState<ReadonlyMap<number, PromotionProduct>>(new Map());
  const [seenRows, setSeenRows] = useState(NO_PRODUCTS);
  if (pageRows !== seenRows) {
    setSeenRows(pageRows);
    if (pageRows.some((row) => known.get(row.ID) !== row)) {
      setKnown(new Map([...known, ...pageRows.map((row) => [row.ID, row] as const)]));
    }
  }
  const rows = useMemo(
    () => pageRows.map((row) => shownProduct(row, edits[row.ID], refusals.get(row.ID) ?? null)),
    [pageRows, edits, refusals],
  );

  const opened = promotion.data;
  const changeable = opened ? opened.Period !== 'Past' && !opened.Deleted : false;
  const selectedIds = [...selection.ids].map(Number);
  const additions = additionsOf(selectedIds, known, edits);
  const removals = removalsOf(selectedIds, known);

  const send = useMutation({
    mutationFn: (changes: Required<PromotionProductChange>[]) =>
      promotionCommands(api).updateProducts(promotionId, changes),
    onMutate: () => setFailure(null),
    onSuccess: async (response, changes) => {
      const { refused, accepted } = outcomeOf(changes, response);
      setRefusals((previous) => refusalsAfter(previous, changes, refused));
      setEdits((previous) => editsAfter(previous, accepted));
      setSelection((previous) => selectionOf([...previous.ids].map(Number).filter((id) => !accepted.includes(id))));
      if (accepted.length) {
        toast.success(intl.formatMessage({ id: 'promotion.products.accepted' }, { count: accepted.length }));
      }
      await queryClient.invalidateQueries({ queryKey: promotionKeys.all });
    },
    onError: (error) => setFailure(describeError(error, intl)),
  });

  /** A typed price or stock: kept as the product's edit, its refusal gone, the row selected to be sent. */
  const processRowUpdate = (next: ShownProduct, previous: ShownProduct): ShownProduct => {
    const product = known.get(next.ID);
    if (!product) return previous;
    let edit: ProductEdit | undefined = edits[next.ID] ?? {};
    for (const field of EDITABLE_FIELDS) {
      if (edit && next[field] !== previous[field]) edit = editWith(product, edit, field, next[field]);
    }
    if (!edit) return previous;
    const changed = edit;
    setEdits((current) => {
      const { [next.ID]: _dropped, ...others } = current;
      return Object.keys(changed).length ? { ...others, [next.ID]: changed } : others;
    });
    setRefusals((current) => {
      const rest = new Map(current);
      rest.delete(next.ID);
      return rest;
    });
    setSelection((current) => selectionOf([...[...current.ids].map(Number), next.ID]));
    return shownProduct(product, changed);
  };

  const nameOf = (id: number) =>
    known.get(id)?.Name || intl.formatMessage({ id: 'promotion.product.notImported' }, { id });
  const refusedRows = [...refusals].map(([id, reason]) => ({ id, reason, name: nameOf(id) }));

  return (
    <>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box>
          <Button size="small" startIcon={<ArrowBack />} onClick={onBack}>
            <FormattedMessage id="promotion.back" />
          </Button>
        </Box>
        {opened ? (
          <PromotionHeading promotion={opened} />
        ) : (
          promotion.isSuccess && (
            <Alert severity="warning">
              {intl.formatMessage({ id: 'problems.recordNotFound.OzonPromotion' }, { id: promotionId })}
            </Alert>
          )
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box
          role="group"
          aria-label={t('promotion.products.filters')}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'center' }}
        >
          <ToggleButtonGroup
            size="small"
            exclusive
            value={productSearch.show ?? 'all'}
            onChange={(_event, show: string | null) =>
              show !== null &&
              setProductSearch(
                withFilterValue(
                  productSearch,
                  'show',
                  PRODUCT_SHOWS.find((choice) => choice === show),
                ),
              )
            }
          >
            {(['all', ...PRODUCT_SHOWS] as const).map((show) => (
              <ToggleButton key={show} value={show} sx={{ px: 1.5, whiteSpace: 'nowrap' }}>
                {t(`promotion.products.show.${show}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <FormControlLabel
            label={t('promotion.products.filter.loss')}
            control={
              <Checkbox
                checked={productSearch.loss === true}
                onChange={(event) =>
                  setProductSearch(withFilterValue(productSearch, 'loss', event.target.checked || undefined))
                }
              />
            }
          />
        </Box>
        <Box role="group" aria-label={t('promotion.products.bulk')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            size="small"
            startIcon={<PlaylistAdd />}
            disabled={!changeable || additions.length === 0 || send.isPending}
            onClick={() => send.mutate(additions)}
          >
            {intl.formatMessage({ id: 'promotion.products.addSelected' }, { count: additions.length })}
          </Button>
          <Button
            variant="outlined"
            size="small"
            color="error"
            startIcon={<PlaylistRemove />}
            disabled={!changeable || removals.length === 0 || send.isPending}
            onClick={() => send.mutate(removals)}
          >
            {intl.formatMessage({ id: 'promotion.products.removeSelected' }, { count: removals.length })}
          </Button>
        </Box>
      </Box>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          <AlertTitle>
            <FormattedMessage id="promotion.products.sendError" />
          </AlertTitle>
          {failure}
        </Alert>
      )}
      {refusedRows.length > 0 && (
        <Alert severity="error" role="alert" onClose={() => setRefusals(new Map())}>
          <AlertTitle>
            {intl.formatMessage({ id: 'promotion.products.refused' }, { count: refusedRows.length })}
          </AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {refusedRows.map((row) => (
              <li key={row.id}>
                <strong>{row.name}</strong> — {row.reason}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <ServerGrid<ShownProduct>
        {...dataGridProps}
        rows={rows}
        getRowId={(row) => row.ID}
        label={t('promotion.products')}
        columnGroupingModel={columnGroups}
        checkboxSelection={changeable}
        disableRowSelectionExcludeModel
        keepNonExistentRowsSelected
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        isCellEditable={() => changeable}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={(error: unknown) => setFailure(describeError(error, intl))}
        getRowClassName={({ row }) => (row.Refusal ? REFUSED_ROW : '')}
        sx={promotionProductGridSx}
        toolbar={{
          searchLabel: t('promotion.products.search'),
          searchValue: productSearch.q,
          onSearchChange: (q) => setProductSearch(withFilterValue(productSearch, 'q', q)),
          onExport: exportAll,
        }}
        height="calc(100vh - 300px)"
      />
    </>
  );
}

/** The opened promotion: name, period, type, dates, freeze, discount, what takes part; Ozon's description. */
function PromotionHeading({ promotion }: { promotion: Promotion }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const day = (iso: string) => screenText({ kind: 'date' }, iso, intl.locale);
  const frozen = isFrozen(promotion);
  return (
    <Box component="section" aria-label={promotion.Name} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        <Typography variant="h6" component="h2">
          {promotion.Name}
        </Typography>
        <Chip size="small" color={PERIOD_COLOUR[promotion.Period]} label={t(`promotion.period.${promotion.Period}`)} />
        {promotion.Deleted && <Chip size="small" label={t('promotion.deleted')} />}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {[
          actionTypeLabel(intl, promotion),
          `${day(promotion.DateStart)} — ${day(promotion.DateEnd)}`,
          `${t('promotion.fields.Discount')}: ${discountText(intl, promotion)}`,
          intl.formatMessage(
            { id: 'promotion.counts' },
            {
              participating: promotion.ParticipatingCount,
              candidates: promotion.CandidateCount,
              banned: promotion.BannedCount,
            },
          ),
        ].join(' · ')}
      </Typography>
      {promotion.Description && (
        <Typography variant="caption" color="text.secondary">
          {promotion.Description}
        </Typography>
      )}
      {frozen && promotion.Period !== 'Past' && (
        <Alert severity="info" sx={{ py: 0 }}>
          {intl.formatMessage({ id: 'promotion.frozen' }, { date: day(promotion.FreezeDate!) })}
        </Alert>
      )}
      {!frozen && promotion.FreezeDate && promotion.Period !== 'Past' && (
        <Typography variant="caption" color="text.secondary">
          {intl.formatMessage({ id: 'promotion.freezesOn' }, { date: day(promotion.FreezeDate) })}
        </Typography>
      )}
    </Box>
  );
}
