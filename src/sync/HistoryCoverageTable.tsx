import { useIntl } from 'react-intl';
import type { HistoryCoverage } from '../../contracts/history.js';
import { dayText } from '../app/dayText.js';
import { NumbersTable } from './NumbersTable.js';

/** Per family of the history: the days stored (from, to), how many, the records, and the gaps. */
export function HistoryCoverageTable({ coverage }: { coverage: HistoryCoverage }) {
  const intl = useIntl();
  const day = (value: string | null) => (value ? dayText(value, intl.locale) : '—');
  return (
    <NumbersTable
      headerIds={['history.family', 'history.from', 'history.to', 'history.days', 'history.records', 'history.gaps']}
      rows={coverage.Families.map((family) => ({
        key: family.Family,
        cells: [
          intl.formatMessage({ id: `history.families.${family.Family}` }),
          family.OzonKeepsFrom
            ? intl.formatMessage(
                { id: 'history.ozonKeepsFrom' },
                { day: day(family.From), keeps: day(family.OzonKeepsFrom) },
              )
            : day(family.From),
          day(family.To),
          intl.formatNumber(family.StoredDays),
          intl.formatNumber(family.Records),
          family.Gaps.length === 0
            ? intl.formatMessage({ id: 'history.noGaps' })
            : family.Gaps.map((gap) =>
                gap.From === gap.To ? day(gap.From) : `${day(gap.From)} – ${day(gap.To)}`,
              ).join(', '),
        ],
      }))}
    />
  );
}
