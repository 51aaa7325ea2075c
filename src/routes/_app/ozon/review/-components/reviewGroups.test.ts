import { describe, expect, it } from 'vitest';
import type { HighlightCluster } from '../../../../../../contracts/highlights.js';
import { testIntl } from '../../../../../test/intl.js';
import { groupLabel, groupNameOf, groupsBySku, groupWithSkus, productGroupsOf } from './reviewGroups.js';

const product = (Sku: number, Name: string, ReviewCount = 1) => ({ ProductPackageID: Sku, Sku, Name, ReviewCount });

const clusters: HighlightCluster[] = [
  {
    products: [
      product(11, 'Кружка керамическая 350 мл, белый', 4),
      product(12, 'кружка стеклянная', 2),
      product(13, 'Термокружка автомобильная 450 мл', 1),
    ],
    clusters: ['удобная ручка', 'безопасная керамика'],
  },
  { products: [product(21, ''), product(22, '')], clusters: [] },
];

describe('product groups', () => {
  it('names a group by the kinds of product in it, most products first', () => {
    expect(groupNameOf(clusters[0]!)).toBe('Кружка, Термокружка');
    expect(
      groupNameOf({
        products: [product(1, 'Сковорода'), product(2, 'Кружка'), product(3, 'Термос'), product(4, 'Кружка')],
        clusters: [],
      }),
    ).toBe('Кружка, Сковорода…');
    expect(groupNameOf(clusters[1]!)).toBe('');
  });

  it("keeps the service's order, phrases and SKUs, and counts the reviews", () => {
    const groups = productGroupsOf(clusters);
    expect(groups[0]).toEqual({
      number: 1,
      name: 'Кружка, Термокружка',
      highlights: ['удобная ручка', 'безопасная керамика'],
      skus: [11, 12, 13],
      reviewCount: 7,
    });
    expect(groups[1]).toMatchObject({ number: 2, name: '', skus: [21, 22] });
  });

  it('finds the group of a SKU, and the group the grid is filtered by', () => {
    const groups = productGroupsOf(clusters);
    expect(groupsBySku(groups).get(22)?.number).toBe(2);
    expect(groupsBySku(groups).get(99)).toBeUndefined();
    expect(groupWithSkus(groups, [13, 11, 12])?.number).toBe(1);
    expect(groupWithSkus(groups, [11, 12])).toBeUndefined();
    expect(groupWithSkus(groups, undefined)).toBeUndefined();
  });

  it('labels a group by its number and name', () => {
    const intl = testIntl();
    const [named, unnamed] = productGroupsOf(clusters);
    expect(groupLabel(intl, named!)).toBe('Группа 1 · Кружка, Термокружка');
    expect(groupLabel(intl, unnamed!)).toBe('Группа 2');
  });
});
