import { useIntl } from 'react-intl';
import type { OperationTotal } from '../../../../../../contracts/operations.js';
import { SummaryFigure, SummaryStrip } from '../../../../../screens/SummaryFigures.js';

/**
 * The period's operations per kind and currency: what they came to and how many there were, and the
 * balance of all of them. The kind filters do not change it: it is the frame the filtered rows sit in.
 */
export function TransactionTotalsStrip({ totals }: { totals: OperationTotal[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (value: number, currency: string) =>
    intl.formatNumber(value, { style: 'currency', currency, minimumFractionDigits: 2 });
  const currencies = [...new Set(totals.map((total) => total.Currency))];
  return (
    <SummaryStrip label={t('operation.totals.title')}>
      {currencies.map((currency) => (
        <SummaryFigure
          key={`balance-${currency}`}
          label={t('operation.totals.balance')}
          value={money(
            totals.filter((total) => total.Currency === currency).reduce((sum, total) => sum + total.Amount, 0),
            currency,
          )}
          detail={t('operation.totals.count', {
            count: totals.filter((total) => total.Currency === currency).reduce((sum, total) => sum + total.Count, 0),
          })}
        />
      ))}
      {totals.map((total) => (
        <SummaryFigure
          key={`${total.TransactionType}-${total.Currency}`}
          label={t(`operation.kind.${total.TransactionType}`)}
          value={money(total.Amount, total.Currency)}
          detail={t('operation.totals.count', { count: total.Count })}
        />
      ))}
    </SummaryStrip>
  );
}
