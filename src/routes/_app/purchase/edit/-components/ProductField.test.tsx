// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product, ProductPackage } from '../../../../../../contracts/catalogue.js';
import { ApiProvider } from '../../../../../api/ApiContext.js';
import type { ApiClient } from '../../../../../api/client.js';
import type { SessionStore } from '../../../../../api/session.js';
import { testIntl } from '../../../../../test/intl.js';
import { ProductField } from './ProductField.js';

const NIGHT = 'Ночник с датчиком движения, зелёный';

function pkg(ID: number, Name: string, PrimaryImage: string | null): ProductPackage {
  return {
    ID,
    Name,
    ProductID: ID - 1000,
    MinimumWarehouseStock: 0,
    ProductCount: 1,
    WidthMM: null,
    HeightMM: null,
    DepthMM: null,
    WeightG: null,
    SupplyPreparationTimeInDays: 0,
    PrimaryImage,
  };
}

function product(ID: number, packages: ProductPackage[]): Product {
  const base = { StockAmount: 0, WidthMM: null, HeightMM: null, DepthMM: null, WeightG: null };
  return { ID, Name: NIGHT, CategoryID: null, Category: null, ...base, Packages: packages };
}

// Three products of one name, as the seller's catalogue has them: only their packages tell them apart.
const products = [
  product(1, [pkg(1039, 'Ночник, 1 шт.', 'https://cdn.example/1039.jpg')]),
  product(2, [pkg(1040, 'Ночник, 2 шт.', null)]),
  product(3, [pkg(1041, 'Ночник на батарейках', null)]),
];

/** A server that answers every search with all three, so what narrows the list is the picker's own filter. */
function fakeApi(requests: unknown[]) {
  return {
    json: (_family: string, _path: string, options: { json: unknown }) => {
      requests.push(options.json);
      return Promise.resolve({ TotalCount: products.length, Items: products });
    },
  } as unknown as ApiClient;
}

function renderField(requests: unknown[] = []) {
  const intl = testIntl('ru');
  render(
    <IntlProvider locale="ru" messages={intl.messages}>
      <QueryClientProvider client={new QueryClient()}>
        <ApiProvider value={{ api: fakeApi(requests), session: {} as SessionStore }}>
          <ProductField path="Items[0].ProductID" value={null} onChange={() => undefined} />
        </ApiProvider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return screen.getByRole('combobox', { name: intl.formatMessage({ id: 'purchases.item.ProductID' }) });
}

afterEach(cleanup);

describe('the product picker of the purchase editor', () => {
  it('tells products of one name apart by their articles and packages, with the picture where the card has one', async () => {
    const input = renderField();
    fireEvent.mouseDown(input);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options.map((option) => option.textContent)).toEqual([
      `${NIGHT}арт. 1039 · Ночник, 1 шт.`,
      `${NIGHT}арт. 1040 · Ночник, 2 шт.`,
      `${NIGHT}арт. 1041 · Ночник на батарейках`,
    ]);
    expect(options[0]!.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/1039.jpg');
    // No picture: a neutral mark, never a broken image.
    expect(options[1]!.querySelector('img')).toBeNull();
  });

  it('finds a product by the article typed, and asks the server by it', async () => {
    const requests: unknown[] = [];
    const input = renderField(requests);
    act(() => input.focus());
    fireEvent.mouseDown(input);
    await screen.findAllByRole('option');
    fireEvent.change(input, { target: { value: '1040' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(within(screen.getByRole('option')).getByText('арт. 1040 · Ночник, 2 шт.')).toBeTruthy();
    await waitFor(() => expect(requests).toContainEqual(expect.objectContaining({ Search: '1040' })));

    fireEvent.change(input, { target: { value: 'батарейках' } });
    await waitFor(() => expect(screen.getByRole('option').textContent).toContain('арт. 1041'));
  });
});
