// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { FindProductPackagesRequest, ProductPackage } from '../../../../../../contracts/catalogue.js';
import { ApiProvider } from '../../../../../api/ApiContext.js';
import type { ApiClient } from '../../../../../api/client.js';
import type { SessionStore } from '../../../../../api/session.js';
import { testIntl } from '../../../../../test/intl.js';
import { newTaskDraft, RegistrationTaskForm } from './RegistrationTaskForm.js';

const night: ProductPackage = {
  ID: 1039,
  Name: 'Ночник с датчиком движения, 2 шт.',
  ProductID: 7,
  MinimumWarehouseStock: 0,
  ProductCount: 2,
  WidthMM: null,
  HeightMM: null,
  DepthMM: null,
  WeightG: null,
  SupplyPreparationTimeInDays: 0,
  PrimaryImage: null,
  Product: {
    ID: 7,
    Name: 'Ночник с датчиком движения, зелёный',
    CategoryID: null,
    StockAmount: 0,
    WidthMM: null,
    HeightMM: null,
    DepthMM: null,
    WeightG: null,
  },
};

/** The catalogue answers the picker by the chosen IDs; the warehouses are none. */
const api = {
  json: (_family: string, path: string, options?: { json: Partial<FindProductPackagesRequest> }) => {
    if (!path.endsWith('FindProductPackages')) return Promise.resolve([]);
    const ids = options?.json.IDs ?? [];
    const items = ids.length ? [night].filter((pkg) => ids.includes(pkg.ID)) : [];
    return Promise.resolve({ TotalCount: items.length, Items: items });
  },
} as unknown as ApiClient;

afterEach(cleanup);

describe('the supply task dialog opened from the cluster report', () => {
  it('names the chosen package and its article, not only its number', async () => {
    const intl = testIntl('ru');
    // As the cluster report makes the draft: the rows' packages by ID, with the shipment's amount.
    const draft = newTaskDraft([{ ID: 1039, Name: night.Name, Quantity: 12 }], null);
    render(
      <IntlProvider locale="ru" messages={intl.messages}>
        <QueryClientProvider client={new QueryClient()}>
          <ApiProvider value={{ api, session: {} as SessionStore }}>
            <RegistrationTaskForm
              draft={draft}
              busy={false}
              serverErrors={{}}
              failure={null}
              onSave={() => undefined}
              onClose={() => undefined}
            />
          </ApiProvider>
        </QueryClientProvider>
      </IntlProvider>,
    );
    const field = screen.getByRole('combobox', { name: intl.formatMessage({ id: 'supplyTask.fields.Products' }) });
    const picker = field.closest('.MuiAutocomplete-root')!;
    await waitFor(() => expect(picker.textContent).toContain('Ночник с датчиком движения, 2 шт. · арт. 1039'));
    expect(picker.textContent).not.toContain('№ 1039');
    expect(picker.textContent).not.toContain('(1039)');
  });
});
