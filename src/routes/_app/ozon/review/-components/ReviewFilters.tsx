import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { withFilterValue } from '../../../../../grids/gridSearch.js';
import { DayRangeFields } from '../../../../../screens/dates/DayRangeFields.js';
import { MultiSelectFilter } from '../../../../../screens/MultiSelectFilter.js';
import { groupLabel, groupWithSkus, type ProductGroup } from './reviewGroups.js';
import { REVIEW_FLAGS, type ReviewFlag } from './reviewRequest.js';
import type { ReviewSearch } from './reviewSearch.js';
import { STATUS_COLOUR, statusChips, statusLabel, toggledStatuses } from './reviewStatus.js';

const STARS = [5, 4, 3, 2, 1];

/** A yes/no filter that may also ask for either: «Все», «Да», «Нет». */
function FlagFilter({
  flag,
  value,
  onChange,
}: {
  flag: ReviewFlag;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const label = t(`review.filter.${flag}`);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value === 'true')}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      // Wide enough for its label in full above the field.
      sx={{ minWidth: Math.max(140, label.length * 7 + 40) }}
    >
      <MenuItem value="">{t('review.filter.any')}</MenuItem>
      <MenuItem value="true">{t('review.filter.yes')}</MenuItem>
      <MenuItem value="false">{t('review.filter.no')}</MenuItem>
    </TextField>
  );
}

/**
 * Above the grid: the statuses as chips with their counts (the status filter aside), then the yes/no
 * filters, the stars, the product group and the period in the seller's days.
 */
export function ReviewFilters({
  search,
  onSearchChange,
  statusCounts,
  total,
  groups,
}: {
  search: ReviewSearch;
  onSearchChange: (search: ReviewSearch) => void;
  statusCounts: { Status: number; Count: number }[];
  /** Reviews under the other filters, every status: the «Все» chip's count. */
  total: number | undefined;
  groups: ProductGroup[];
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const set = <Key extends keyof ReviewSearch>(key: Key, value: ReviewSearch[Key]) =>
    onSearchChange(withFilterValue(search, key, value));
  const count = (value: number) => intl.formatNumber(value);
  const chosenGroup = groupWithSkus(groups, search.skus);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box
        role="group"
        aria-label={t('review.filter.statuses')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <Chip
          label={
            total === undefined ? t('review.filter.allStatuses') : `${t('review.filter.allStatuses')} · ${count(total)}`
          }
          color="primary"
          variant={search.statuses?.length ? 'outlined' : 'filled'}
          aria-pressed={!search.statuses?.length}
          onClick={() => set('statuses', undefined)}
        />
        {statusChips(statusCounts).map(({ status, count: shown }) => {
          const chosen = search.statuses?.includes(status) ?? false;
          return (
            <Chip
              key={status}
              label={`${statusLabel(intl, status)} · ${count(shown)}`}
              color={STATUS_COLOUR[status]}
              variant={chosen ? 'filled' : 'outlined'}
              aria-pressed={chosen}
              onClick={() => set('statuses', toggledStatuses(search.statuses, status))}
            />
          );
        })}
      </Box>
      <Box
        role="group"
        aria-label={t('review.filters')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        {REVIEW_FLAGS.map(([flag]) => (
          <FlagFilter key={flag} flag={flag} value={search[flag]} onChange={(value) => set(flag, value)} />
        ))}
        <MultiSelectFilter
          label={t('review.filter.stars')}
          value={search.stars ?? []}
          minWidth={150}
          options={STARS.map((stars) => ({ value: stars, label: '★'.repeat(stars) }))}
          onChange={(stars) => set('stars', stars)}
        />
        <TextField
          select
          size="small"
          label={t('review.filter.group')}
          value={chosenGroup ? String(chosenGroup.number) : ''}
          onChange={(event) => set('skus', groups.find((group) => String(group.number) === event.target.value)?.skus)}
          disabled={groups.length === 0 && !search.skus}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220, maxWidth: 360 }}
        >
          <MenuItem value="">{t('review.filter.allGroups')}</MenuItem>
          {groups.map((group) => (
            <MenuItem key={group.number} value={String(group.number)}>
              {intl.formatMessage(
                { id: 'review.group.option' },
                { group: groupLabel(intl, group), products: group.skus.length },
              )}
            </MenuItem>
          ))}
        </TextField>
        <DayRangeFields from={search.from} to={search.to} onChange={set} />
      </Box>
    </Box>
  );
}
