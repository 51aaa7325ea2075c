// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { OzonMethodCheck } from '../../contracts/ozon.js';
import { testIntl } from '../test/intl.js';
import { OzonCheckTable } from './OzonCheckTable.js';

const intl = testIntl('ru');
const t = (id: string) => intl.formatMessage({ id });
const WORDS = 'В будущем метод будет отключён. Переключитесь на /v1/analytics/stocks.';

const check = (Method: string, Health: OzonMethodCheck['Health'], extra: Partial<OzonMethodCheck> = {}) => ({
  Family: 'stock analytics',
  Method,
  Health,
  Optional: false,
  Status: 200,
  Message: null,
  Milliseconds: 10,
  ...extra,
});

afterEach(cleanup);

describe('the Ozon method check table', () => {
  it("shows a switch-off Ozon announced in amber with Ozon's words, and counts it as no problem", () => {
    render(
      <IntlProvider locale="ru" messages={intl.messages}>
        <OzonCheckTable
          labelledBy="checks"
          results={[
            check('POST /v1/analytics/stocks', 'Ok'),
            check('POST /v2/analytics/stock_on_warehouses', 'Announced', { Optional: true, Message: WORDS }),
            check('POST /v3/finance/transaction/list', 'Gone', {
              Optional: true,
              Status: 400,
              Message: 'obsolete method cannot be used',
            }),
          ]}
        />
      </IntlProvider>,
    );
    const row = screen.getByRole('row', { name: /stock_on_warehouses/ });
    const chip = within(row).getByText(t('ozonCheck.health.Announced')).closest('.MuiChip-root')!;
    expect(chip.className).toContain('MuiChip-colorWarning');
    expect(row.textContent).toContain(`${WORDS} · ${t('ozonCheck.notUsed')}`);
    // The summary: everything the app needs answers, one version is off, one announced.
    const summary = screen.getByRole('alert');
    expect(summary.className).toContain('MuiAlert-colorSuccess');
    expect(summary.textContent).toContain('Отвечают все методы, нужные приложению: 2 из 3. 1 метод отключён Ozon');
    expect(summary.textContent).toContain(intl.formatMessage({ id: 'ozonCheck.announced' }, { count: 1 }));
    const gone = screen.getByRole('row', { name: /transaction\/list/ });
    expect(within(gone).getByText(t('ozonCheck.health.Gone')).closest('.MuiChip-root')!.className).toContain(
      'MuiChip-colorDefault',
    );
  });
});
