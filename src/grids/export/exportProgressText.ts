import type { IntlShape } from 'react-intl';

/**
 * «Загружено строк: 5 000 из 18 184»: the counts grouped as the grid's pager writes them (ICU would put
 * a bare number in as «18184»); the total is «…» until the first page has said it.
 */
export const exportProgressText = (done: number, total: number | null, intl: IntlShape) =>
  intl.formatMessage(
    { id: 'export.rows' },
    { done: intl.formatNumber(done), total: total === null ? '…' : intl.formatNumber(total) },
  );
