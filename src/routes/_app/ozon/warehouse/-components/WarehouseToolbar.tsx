import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OzonWarehouseStatus } from '../../../../../../contracts/enums.js';
import { ActiveFilterChips } from '../../../../../grids/ActiveFilterChips.js';
import { activeFiltersOf, withoutFilters } from '../../../../../grids/activeFilters.js';
import type { WarehouseListSearch } from './warehouseListSearch.js';
import { SearchBox } from '../../../../../screens/SearchBox.js';

const ALL = 'all';
const STATUSES = Object.values(OzonWarehouseStatus);

/**
 * Search, the status shown and the bulk status change of the selected warehouses, from the left;
 * chips for the filters in force. Wraps on a phone, the search box taking a whole line.
 */
export function WarehouseToolbar({
  search,
  onSearchChange,
  selectedCount,
  busy,
  onSetStatus,
}: {
  search: WarehouseListSearch;
  onSearchChange: (search: WarehouseListSearch) => void;
  selectedCount: number;
  busy: boolean;
  onSetStatus: (status: OzonWarehouseStatus) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [statusMenu, setStatusMenu] = useState<HTMLElement | null>(null);
  const filters = activeFiltersOf(search, {
    q: (text: string) => `${t('warehouse.search')}: «${text}»`,
    status: (status: OzonWarehouseStatus) => `${t('warehouse.fields.status')}: ${t(`warehouse.status.${status}`)}`,
  });

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <SearchBox
        label={t('warehouse.search')}
        value={search.q ?? ''}
        onChange={(text) => onSearchChange({ ...search, q: text || undefined })}
      />
      <TextField
        select
        size="small"
        label={t('warehouse.fields.status')}
        value={search.status ?? ALL}
        onChange={(event) =>
          onSearchChange({
            ...search,
            status: event.target.value === ALL ? undefined : (Number(event.target.value) as OzonWarehouseStatus),
          })
        }
        sx={{ minWidth: 160 }}
      >
        <MenuItem value={ALL}>{t('warehouse.allStatuses')}</MenuItem>
        {STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`warehouse.status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDown />}
        disabled={selectedCount === 0 || busy}
        onClick={(event) => setStatusMenu(event.currentTarget)}
        aria-haspopup="menu"
      >
        <FormattedMessage id="warehouse.setStatus" values={{ count: selectedCount }} />
      </Button>
      <Menu anchorEl={statusMenu} open={Boolean(statusMenu)} onClose={() => setStatusMenu(null)}>
        {STATUSES.map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setStatusMenu(null);
              onSetStatus(status);
            }}
          >
            {t(`warehouse.status.${status}`)}
          </MenuItem>
        ))}
      </Menu>
      {filters.length > 0 && (
        <ActiveFilterChips
          filters={filters}
          onClear={(key) => onSearchChange(withoutFilters(search, [key]))}
          onClearAll={() => onSearchChange(withoutFilters(search, ['q', 'status']))}
        />
      )}
    </Box>
  );
}
