import { describe, expect, it } from 'vitest';
import { activeFiltersOf, withoutFilters } from './activeFilters.js';

interface Search {
  page?: number;
  sort?: string;
  name?: string;
  id?: number;
}

const labels = { name: (value: string) => `Название: ${value}`, id: (value: number) => `ID = ${value}` };

describe('active filter chips', () => {
  it('shows a chip for each filter that holds a value, in the order of the labels', () => {
    expect(activeFiltersOf<Search>({ page: 2, sort: 'ID', id: 701, name: 'кружка' }, labels)).toEqual([
      { key: 'name', label: 'Название: кружка' },
      { key: 'id', label: 'ID = 701' },
    ]);
  });

  it('shows none for paging and sorting alone, or an empty search box', () => {
    expect(activeFiltersOf<Search>({ page: 3, sort: 'Name', name: '' }, labels)).toEqual([]);
  });

  it('drops one filter, or all, and starts again at the first page while keeping the sort', () => {
    const search: Search = { page: 4, sort: 'Name', name: 'кружка', id: 701 };
    expect(withoutFilters(search, ['id'])).toEqual({ sort: 'Name', name: 'кружка' });
    expect(withoutFilters(search, ['name', 'id'])).toEqual({ sort: 'Name' });
  });
});
