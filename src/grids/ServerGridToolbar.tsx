import Add from '@mui/icons-material/Add';
import DensityMedium from '@mui/icons-material/DensityMedium';
import FileDownload from '@mui/icons-material/FileDownload';
import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';
import ViewColumn from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { ActiveFilterChips } from './ActiveFilterChips.js';
import type { ActiveFilter } from './activeFilters.js';
import {
  ColumnsPanelTrigger,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
  type GridDensity,
} from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ExportFormat } from './export/writeFiles.js';

export interface ServerGridToolbarProps {
  searchLabel?: string;
  searchValue?: string;
  onSearchChange?: (value: string | undefined) => void;
  onExport: (format: ExportFormat) => void;
  addLabel?: string;
  onAdd?: () => void;
  /** Filters in force, as chips the seller can drop one by one or all at once. */
  activeFilters?: ActiveFilter[];
  onClearFilter?: (key: string) => void;
  onClearFilters?: () => void;
  /** The count stopped at its cap: «более N» and the exact count on demand. */
  cappedCount?: CappedCountState;
}

export interface CappedCountState {
  /** The rows counted before the count stopped. */
  atLeast: number;
  counting: boolean;
  onCountExactly: () => void;
}

declare module '@mui/x-data-grid' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  interface ToolbarPropsOverrides extends Partial<ServerGridToolbarProps> {}
}

const DENSITIES: GridDensity[] = ['compact', 'standard', 'comfortable'];
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Add, search, columns, filters, density and export, all from the left: the top right of a screen is
 * where toasts appear, so no action sits there. Wraps on a phone, the search box taking a whole line.
 */
export function ServerGridToolbar(props: Partial<ServerGridToolbarProps>) {
  const intl = useIntl();
  const apiRef = useGridApiContext();
  const t = (id: string) => intl.formatMessage({ id });
  const [text, setText] = useState(props.searchValue ?? '');
  const [densityAnchor, setDensityAnchor] = useState<HTMLElement | null>(null);
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null);
  const { searchValue, onSearchChange } = props;

  const density = useGridSelector(apiRef, gridDensitySelector);
  // The box follows the URL when it changes elsewhere (back button, a restored search).
  const [seenSearchValue, setSeenSearchValue] = useState(searchValue);
  if (searchValue !== seenSearchValue) {
    setSeenSearchValue(searchValue);
    setText(searchValue ?? '');
  }
  useEffect(() => {
    if (!onSearchChange || text === (searchValue ?? '')) return;
    const timer = setTimeout(() => onSearchChange(text.trim() || undefined), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, searchValue, onSearchChange]);

  return (
    // MUI's toolbar has a fixed flex basis; a wrapped second line would slide under the column headers.
    <Toolbar style={{ flexWrap: 'wrap', rowGap: 4, flex: '0 0 auto', justifyContent: 'flex-start' }}>
      {props.onAdd && (
        <Button size="small" variant="contained" startIcon={<Add />} onClick={props.onAdd} sx={{ mr: 1 }}>
          {props.addLabel}
        </Button>
      )}
      {props.onSearchChange && (
        <TextField
          size="small"
          variant="outlined"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={props.searchLabel}
          slotProps={{
            htmlInput: { 'aria-label': props.searchLabel },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: { xs: '1 1 100%', sm: '0 1 300px' }, mr: { sm: 1 } }}
        />
      )}
      <Tooltip title={t('grid.columns')}>
        <ColumnsPanelTrigger render={<ToolbarButton aria-label={t('grid.columns')} />}>
          <ViewColumn fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title={t('grid.filters')}>
        <FilterPanelTrigger render={<ToolbarButton aria-label={t('grid.filters')} />}>
          <FilterList fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Tooltip title={t('grid.density')}>
        <ToolbarButton aria-label={t('grid.density')} onClick={(event) => setDensityAnchor(event.currentTarget)}>
          <DensityMedium fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu anchorEl={densityAnchor} open={Boolean(densityAnchor)} onClose={() => setDensityAnchor(null)}>
        {DENSITIES.map((option) => (
          <MenuItem
            key={option}
            selected={density === option}
            onClick={() => {
              apiRef.current.setDensity(option);
              setDensityAnchor(null);
            }}
          >
            {t(`grid.density.${option}`)}
          </MenuItem>
        ))}
      </Menu>
      <Button
        size="small"
        startIcon={<FileDownload />}
        onClick={(event) => setExportAnchor(event.currentTarget)}
        aria-haspopup="menu"
        sx={{ ml: 0.5 }}
      >
        {t('grid.export')}
      </Button>
      <Menu anchorEl={exportAnchor} open={Boolean(exportAnchor)} onClose={() => setExportAnchor(null)}>
        {(['xlsx', 'csv'] as const).map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              setExportAnchor(null);
              props.onExport?.(format);
            }}
          >
            {t(`grid.export.${format}`)}
          </MenuItem>
        ))}
      </Menu>
      {props.cappedCount && (
        <Button
          size="small"
          onClick={props.cappedCount.onCountExactly}
          disabled={props.cappedCount.counting}
          sx={{ ml: 0.5, textTransform: 'none' }}
        >
          {intl.formatMessage(
            { id: props.cappedCount.counting ? 'grid.countCapped.counting' : 'grid.countCapped' },
            { count: intl.formatNumber(props.cappedCount.atLeast) },
          )}
        </Button>
      )}
      {props.activeFilters && props.activeFilters.length > 0 && (
        <ActiveFilterChips
          filters={props.activeFilters}
          onClear={(key) => props.onClearFilter?.(key)}
          onClearAll={() => props.onClearFilters?.()}
        />
      )}
    </Toolbar>
  );
}
