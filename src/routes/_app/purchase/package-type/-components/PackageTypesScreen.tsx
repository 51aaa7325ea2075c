import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UnitOfMeasure } from '../../../../../../contracts/enums.js';
import { packageTypeInput, packageTypeUpdate, type PackageType } from '../../../../../../contracts/packageType.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError } from '../../../../../api/describeError.js';
import { sellerDays } from '../../../../../app/sellerDays.js';
import { useRecordEditing } from '../../../../../forms/useRecordEditing.js';
import { ActiveFilterChips } from '../../../../../grids/ActiveFilterChips.js';
import { activeFiltersOf, withoutFilters } from '../../../../../grids/activeFilters.js';
import { ListGrid } from '../../../../../grids/ListGrid.js';
import { useRowHighlight } from '../../../../../grids/useRowHighlight.js';
import { packageTypeCommands, packageTypeKeys, packageTypeListQuery } from '../../../../../queries/packageTypes.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { packageTypeColumns } from './packageTypeColumns.js';
import { DEFAULT_UNIT, packageTypeFormFields } from './packageTypeForms.js';
import { matchesSearch, packageTypeRows, type DatedPrice, type PackageTypeRow } from './packageTypePrices.js';
import { PackageTypePricesPanel } from './PackageTypePricesPanel.js';
import type { PackageTypeSearch } from './packageTypeSearch.js';
import { UnitOfMeasureField } from './UnitOfMeasureField.js';
import { SearchBox } from '../../../../../screens/SearchBox.js';

const route = getRouteApi('/_app/purchase/package-type/list');

/** What the type's dialog sends besides its fields: the unit picked, and the history kept as it is. */
interface FormExtras {
  unit: UnitOfMeasure;
  prices: DatedPrice[];
}

/**
 * The packaging materials (boxes, film, tape) a purchase's goods are packed in: the list with each
 * one's price today, create, edit and delete, and a material's dated prices in a side panel.
 */
export function PackageTypesScreen() {
  const intl = useIntl();
  const api = useApi();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const commands = useMemo(() => packageTypeCommands(api), [api]);
  const types = useQuery(packageTypeListQuery(api));
  const [extras, setExtras] = useState<FormExtras>({ unit: DEFAULT_UNIT, prices: [] });
  const { highlight, rowClassName } = useRowHighlight<number>();
  const t = (id: string) => intl.formatMessage({ id });
  const setSearch = (next: PackageTypeSearch) => void navigate({ search: next, replace: true });
  // The seller's day, as the purchase editor prices packaging by it.
  const today = sellerDays().dayOf(new Date());

  const editing = useRecordEditing({
    prefix: 'packageTypes',
    invalidate: packageTypeKeys.all,
    fields: packageTypeFormFields,
    createSchema: packageTypeInput,
    updateSchema: packageTypeUpdate,
    add: commands.addPackageType,
    update: commands.updatePackageType,
    remove: (type: PackageType) => commands.removePackageType(type.ID),
    // A new type is in view, highlighted: a search its name does not match is dropped.
    onSaved: (id, created) => {
      highlight(id);
      const saved = queryClient.getQueryData(packageTypeListQuery(api).queryKey)?.find((type) => type.ID === id);
      if (created && search.q && !(saved && matchesSearch(saved.Name, search.q)))
        setSearch({ ...search, q: undefined });
    },
    onRemoved: (type) => type.ID === search.prices && setSearch({ ...search, prices: undefined }),
  });
  const openEditor = (type?: PackageType) => {
    setExtras({
      unit: type?.UnitOfMeasure ?? DEFAULT_UNIT,
      prices: type?.Prices.map(({ Date, Price }) => ({ Date, Price })) ?? [],
    });
    editing.openEditor(type);
  };
  const columns = useMemo(
    () =>
      packageTypeColumns(intl, {
        onEdit: openEditor,
        onDelete: editing.askDelete,
        // The columns outlive renders: the panel opens from the URL's search of the moment.
        onOpenPrices: (type) =>
          void navigate({
            search: (current: PackageTypeSearch) => ({ ...current, prices: type.ID }),
            replace: true,
          }),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers only open dialogs
    [intl],
  );
  const rows = useMemo(() => packageTypeRows(types.data ?? [], today, search.q), [types.data, today, search.q]);
  const opened = types.data?.find((type) => type.ID === search.prices);
  const filters = activeFiltersOf(search, { q: (text: string) => `${t('packageTypes.search')}: «${text}»` });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle
        id="menu.purchases.packageTypes"
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => openEditor()}>
            <FormattedMessage id="packageTypes.add" />
          </Button>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <SearchBox
          label={t('packageTypes.search')}
          value={search.q ?? ''}
          onChange={(text) => setSearch({ ...search, q: text || undefined })}
        />
        {filters.length > 0 && (
          <ActiveFilterChips
            filters={filters}
            onClear={(key) => setSearch(withoutFilters(search, [key]))}
            onClearAll={() => setSearch(withoutFilters(search, ['q']))}
          />
        )}
      </Box>
      <ListGrid<PackageTypeRow>
        label={t('menu.purchases.packageTypes')}
        rows={rows}
        columns={columns}
        loading={types.isFetching}
        autoHeight
        onRowClick={({ row }) => openEditor(row)}
        getRowClassName={({ row }) => `${row.ID === search.prices ? 'Mui-selected' : ''} ${rowClassName(row.ID)}`}
        state={{
          error: types.error ? describeError(types.error, intl) : undefined,
          onRetry: () => void types.refetch(),
          filtered: Boolean(search.q) && (types.data?.length ?? 0) > 0,
          onClearFilters: () => setSearch(withoutFilters(search, ['q'])),
          emptyText: t('packageTypes.empty'),
        }}
      />
      <PackageTypePricesPanel
        type={opened}
        today={today}
        onClose={() => setSearch({ ...search, prices: undefined })}
        onEdit={openEditor}
        onSaved={highlight}
      />
      {editing.dialogs({
        fixed: { UnitOfMeasure: extras.unit, Prices: extras.prices },
        extra: (
          <UnitOfMeasureField
            value={extras.unit}
            onChange={(unit) => setExtras({ ...extras, unit })}
            error={editing.fieldErrors.UnitOfMeasure}
          />
        ),
      })}
    </Box>
  );
}
