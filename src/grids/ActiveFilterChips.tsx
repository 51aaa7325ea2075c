import Cancel from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActiveFilter } from './activeFilters.js';

/** One line of chips for the filters in force, each with a delete cross, and «Сбросить все». */
export function ActiveFilterChips({
  filters,
  onClear,
  onClearAll,
}: {
  filters: ActiveFilter[];
  onClear: (key: string) => void;
  onClearAll: () => void;
}) {
  const intl = useIntl();
  return (
    <Box
      role="group"
      aria-label={intl.formatMessage({ id: 'grid.activeFilters' })}
      sx={{ flexBasis: '100%', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}
    >
      {filters.map((filter) => (
        <Chip
          key={filter.key}
          size="small"
          label={filter.label}
          onDelete={() => onClear(filter.key)}
          deleteIcon={<Cancel aria-label={intl.formatMessage({ id: 'grid.clearFilter' }, { filter: filter.label })} />}
        />
      ))}
      <Button size="small" onClick={onClearAll}>
        <FormattedMessage id="grid.clearFilters" />
      </Button>
    </Box>
  );
}
