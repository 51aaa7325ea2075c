import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { withFilterValue } from '../../../../grids/gridSearch.js';
import { NumberParameter, ReportParameters, SwitchParameter } from '../../../../screens/ReportParameters.js';
import { MonthField } from '../../../../screens/dates/MonthField.js';
import type { KeywordSearch } from './keywordSearch.js';
import { statusLabel } from './searchTermStatus.js';
import { SearchTermStatus } from '../../../../../contracts/searchTermQueue.js';

const STATUSES = [
  SearchTermStatus.Unknown,
  SearchTermStatus.Ready,
  SearchTermStatus.QueuedForUpdate,
  SearchTermStatus.Downloaded,
];
/** The surge percent a freshly switched-on filter starts at: half as much again as before. */
export const DEFAULT_SURGE_PERCENT = 50;

/**
 * Above the grid: the least queries a month, the window of months the figures are taken in, the
 * status, and the surge filter with its percent.
 */
export function KeywordFilters({
  search,
  onSearchChange,
}: {
  search: KeywordSearch;
  onSearchChange: (search: KeywordSearch) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const set = <Key extends keyof KeywordSearch>(key: Key, value: KeywordSearch[Key]) =>
    onSearchChange(withFilterValue(search, key, value));
  const backwards = Boolean(search.from && search.to && search.from > search.to);
  return (
    <ReportParameters label={t('searchTerm.filters')}>
      <NumberParameter
        label={t('searchTerm.filter.minCount')}
        value={search.minCount}
        onChange={(value) => set('minCount', value)}
        max={1_000_000_000}
        optional
        width={170}
      />
      <MonthField label={t('searchTerm.filter.from')} value={search.from} onChange={(value) => set('from', value)} />
      <MonthField
        label={t('searchTerm.filter.to')}
        value={search.to}
        onChange={(value) => set('to', value)}
        minMonth={search.from}
        error={backwards}
        helperText={backwards ? t('dates.endBeforeStart') : undefined}
      />
      <TextField
        select
        size="small"
        label={t('searchTerm.filter.status')}
        value={search.status === undefined ? '' : String(search.status)}
        onChange={(event) => set('status', event.target.value === '' ? undefined : Number(event.target.value))}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{t('searchTerm.filter.anyStatus')}</MenuItem>
        {STATUSES.map((status) => (
          <MenuItem key={status} value={String(status)}>
            {statusLabel(intl, status)}
          </MenuItem>
        ))}
      </TextField>
      <SwitchParameter
        label={t('searchTerm.filter.surge')}
        checked={search.surge !== undefined}
        onChange={(on) => set('surge', on ? DEFAULT_SURGE_PERCENT : undefined)}
      />
      {search.surge !== undefined && (
        <NumberParameter
          label={t('searchTerm.filter.surgePercent')}
          value={search.surge}
          onChange={(value) => set('surge', value ?? DEFAULT_SURGE_PERCENT)}
          min={-100}
          max={100_000}
          width={150}
        />
      )}
    </ReportParameters>
  );
}
