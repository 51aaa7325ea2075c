import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  filterModelOf,
  pageRequest,
  paginationModelOf,
  sortModelOf,
  withFilters,
  withFilterValue,
  withPagination,
  withSort,
  type GridFilterField,
  type GridSearch,
} from './gridSearch.js';

interface ProductSearch extends GridSearch {
  id?: number;
  name?: string;
}

const FIELDS: GridFilterField<ProductSearch>[] = [
  { field: 'ID', operator: '=', key: 'id' },
  { field: 'Name', operator: 'contains', key: 'name' },
];

describe('reading a search', () => {
  it('pageRequest turns page and page size into Offset and Count, 25 by default', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(25);
    expect(pageRequest({})).toStrictEqual({ Offset: 0, Count: 25 });
    expect(pageRequest({ page: 3 })).toStrictEqual({ Offset: 75, Count: 25 });
    expect(pageRequest({ page: 2, pageSize: 100 })).toStrictEqual({ Offset: 200, Count: 100 });
  });

  it('paginationModelOf fills in the first page and the default size', () => {
    expect(paginationModelOf({})).toStrictEqual({ page: 0, pageSize: 25 });
    expect(paginationModelOf({ page: 4, pageSize: 50 })).toStrictEqual({ page: 4, pageSize: 50 });
  });

  it('sortModelOf gives one column, ascending unless desc', () => {
    expect(sortModelOf({})).toStrictEqual([]);
    expect(sortModelOf({ sort: 'Name' })).toStrictEqual([{ field: 'Name', sort: 'asc' }]);
    expect(sortModelOf({ sort: 'StockAmount', desc: true })).toStrictEqual([{ field: 'StockAmount', sort: 'desc' }]);
  });

  it('filterModelOf shows only the filters that have a value', () => {
    expect(filterModelOf<ProductSearch>({}, FIELDS)).toStrictEqual({ items: [] });
    expect(filterModelOf<ProductSearch>({ name: '', id: 7 }, FIELDS)).toStrictEqual({
      items: [{ id: 'ID', field: 'ID', operator: '=', value: 7 }],
    });
    expect(filterModelOf<ProductSearch>({ name: 'стол' }, FIELDS).items).toStrictEqual([
      { id: 'Name', field: 'Name', operator: 'contains', value: 'стол' },
    ]);
  });
});

describe('withPagination', () => {
  it('keeps a new page and the page size', () => {
    expect(withPagination<ProductSearch>({ name: 'a', pageSize: 50 }, { page: 2, pageSize: 50 })).toStrictEqual({
      name: 'a',
      page: 2,
      pageSize: 50,
    });
  });

  it('goes back to the first page when the page size changes', () => {
    expect(withPagination<ProductSearch>({ page: 3, sort: 'Name' }, { page: 3, pageSize: 100 })).toStrictEqual({
      sort: 'Name',
      pageSize: 100,
    });
    expect(withPagination({ page: 3, pageSize: 100 }, { page: 5, pageSize: 25 })).toStrictEqual({});
  });

  it('drops the defaults (first page, 25 rows) from the search', () => {
    expect(withPagination({ page: 2 }, { page: 0, pageSize: 25 })).toStrictEqual({});
    const search = withPagination({}, { page: 1, pageSize: 25 });
    expect(search).toStrictEqual({ page: 1 });
    expect('pageSize' in search).toBe(false);
  });
});

describe('withSort', () => {
  it('sets the column and direction and starts again at the first page', () => {
    expect(withSort<ProductSearch>({ page: 4, name: 'x' }, [{ field: 'Name', sort: 'desc' }])).toStrictEqual({
      name: 'x',
      sort: 'Name',
      desc: true,
    });
    expect(withSort({ page: 4, sort: 'Name', desc: true }, [{ field: 'ID', sort: 'asc' }])).toStrictEqual({
      sort: 'ID',
    });
  });

  it('clearing the sort removes it from the search', () => {
    const search = withSort({ sort: 'Name', desc: true, pageSize: 50 }, []);
    expect(search).toStrictEqual({ pageSize: 50 });
    expect(Object.keys(search)).toStrictEqual(['pageSize']);
  });
});

describe('withFilters', () => {
  it('takes the value of each known filter, resets the page and keeps the sort', () => {
    const search = withFilters<ProductSearch>(
      { page: 3, sort: 'ID', name: 'old' },
      { items: [{ id: 1, field: 'ID', operator: '=', value: 5 }] },
      FIELDS,
    );
    expect(search).toStrictEqual({ sort: 'ID', id: 5 });
    expect(Object.keys(search).sort()).toStrictEqual(['id', 'sort']);
  });

  it('drops empty and null values and ignores columns that are not server filters', () => {
    const model = {
      items: [
        { id: 1, field: 'Name', operator: 'contains', value: '' },
        { id: 2, field: 'ID', operator: '=', value: null },
        { id: 3, field: 'StockAmount', operator: '>', value: 3 },
      ],
    };
    expect(withFilters<ProductSearch>({ name: 'a', id: 2, page: 1 }, model, FIELDS)).toStrictEqual({});
  });
});

describe('withFilterValue', () => {
  it('sets one filter and resets the page', () => {
    expect(withFilterValue<ProductSearch>({ page: 2, sort: 'Name' }, 'name', 'стол')).toStrictEqual({
      sort: 'Name',
      name: 'стол',
    });
  });

  it('an empty value removes the filter', () => {
    const search = withFilterValue<ProductSearch>({ page: 2, name: 'стол', pageSize: 50 }, 'name', '');
    expect(search).toStrictEqual({ pageSize: 50 });
    expect('name' in search).toBe(false);
  });

  it('an empty list of values removes the filter too', () => {
    const search = withFilterValue<ProductSearch & { statuses?: number[] }>({ statuses: [3] }, 'statuses', []);
    expect(search).toStrictEqual({});
  });
});
