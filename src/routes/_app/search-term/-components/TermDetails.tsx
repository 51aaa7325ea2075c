import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { SearchTerm, SearchTermFilter } from '../../../../../contracts/searchTerms.js';
import { useApi } from '../../../../api/ApiContext.js';
import { describeError } from '../../../../api/describeError.js';
import { searchTermListQuery } from '../../../../queries/keywords.js';
import { PanelHeading } from '../../../../shell/PanelHeading.js';
import { SidebarPanel } from '../../../../shell/SidebarPanel.js';
import { HistoryChart, monthLabel } from './HistoryChart.js';
import { noDataMessageId, STATUS_COLOUR, statusLabel } from './searchTermStatus.js';

/** The term whose ID is `id`, read by itself (the grid's filters may no longer show it), in the month window. */
const oneTerm = (id: number, window: Pick<SearchTermFilter, 'MonthFrom' | 'MonthTo'>): Partial<SearchTermFilter> => ({
  ...window,
  MinID: id - 1,
  Count: 1,
  SortField: 'ID',
  SortAscending: true,
});

function Phrases({
  phrases,
  titleId,
  onPick,
}: {
  phrases: SearchTerm['Phrases'];
  titleId: string;
  onPick: (term: string) => void;
}) {
  const intl = useIntl();
  if (phrases.length === 0) return null;
  const max = Math.max(...phrases.map((phrase) => phrase.Count), 1);
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {intl.formatMessage({ id: titleId })}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={intl.formatMessage({ id: titleId })}>
          <TableHead>
            <TableRow>
              <TableCell>{intl.formatMessage({ id: 'searchTerm.details.phrase' })}</TableCell>
              <TableCell align="right">{intl.formatMessage({ id: 'searchTerm.details.count' })}</TableCell>
              <TableCell sx={{ width: 90 }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {phrases.map((phrase) => (
              <TableRow key={phrase.Term}>
                <TableCell>
                  <Link component="button" type="button" underline="hover" onClick={() => onPick(phrase.Term)}>
                    {phrase.Term}
                  </Link>
                </TableCell>
                <TableCell align="right">{intl.formatNumber(phrase.Count)}</TableCell>
                <TableCell>
                  <Box
                    sx={{
                      height: 6,
                      borderRadius: 1,
                      bgcolor: 'primary.light',
                      width: `${(phrase.Count / max) * 100}%`,
                    }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

function TermPanel({
  term,
  onClose,
  onPick,
}: {
  term: SearchTerm;
  onClose: () => void;
  onPick: (term: string) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const latest = term.HistoryItems.at(-1);
  const subtitle = [
    latest
      ? t('searchTerm.details.latest', { month: monthLabel(intl, latest), count: intl.formatNumber(term.QueryCount) })
      : t('searchTerm.details.noHistory'),
    term.SurgePercent === null
      ? null
      : t('searchTerm.details.surge', {
          percent: intl.formatNumber(term.SurgePercent, { signDisplay: 'exceptZero', maximumFractionDigits: 1 }),
        }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <PanelHeading
        title={term.Term}
        subtitle={subtitle}
        badge={
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLOUR[term.HistoryUpdateStatus]}
            label={statusLabel(intl, term.HistoryUpdateStatus)}
          />
        }
        onClose={onClose}
      />
      {term.UpdateTime && (
        <Typography variant="body2" color="text.secondary">
          {t('searchTerm.details.updated', {
            time: intl.formatDate(term.UpdateTime, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </Typography>
      )}
      <HistoryChart items={term.HistoryItems} intl={intl} />
      <Phrases
        phrases={term.Phrases.filter((phrase) => !phrase.IsAssociation)}
        titleId="searchTerm.details.phrases"
        onPick={onPick}
      />
      <Phrases
        phrases={term.Phrases.filter((phrase) => phrase.IsAssociation)}
        titleId="searchTerm.details.associations"
        onPick={onPick}
      />
      {term.Phrases.length === 0 && term.HistoryItems.length === 0 && (
        <Alert severity="info">{t(noDataMessageId(term.HistoryUpdateStatus))}</Alert>
      )}
    </>
  );
}

/** One term beside the grid: its monthly history as bars, its phrases and associations; a phrase filters the grid. */
export function TermDetails({
  termId,
  window,
  onClose,
  onPick,
}: {
  termId: number | undefined;
  window: Pick<SearchTermFilter, 'MonthFrom' | 'MonthTo'>;
  onClose: () => void;
  onPick: (term: string) => void;
}) {
  const intl = useIntl();
  const api = useApi();
  const query = useQuery({ ...searchTermListQuery(api, oneTerm(termId ?? 1, window)), enabled: termId !== undefined });
  const term = query.data?.Items.find((item) => item.ID === termId);
  return (
    <SidebarPanel
      id="search-term"
      titleId="searchTerm.details.title"
      open={termId !== undefined}
      onClose={onClose}
      width={560}
    >
      {query.isLoading && <CircularProgress size={24} />}
      {query.error && <Alert severity="error">{describeError(query.error, intl)}</Alert>}
      {query.data && !term && <Alert severity="warning">{intl.formatMessage({ id: 'searchTerm.details.gone' })}</Alert>}
      {term && <TermPanel term={term} onClose={onClose} onPick={onPick} />}
    </SidebarPanel>
  );
}
