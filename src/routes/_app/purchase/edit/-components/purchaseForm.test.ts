import { describe, expect, it } from 'vitest';
import type { PurchaseBatch, SalesChannel } from '../../../../../../contracts/purchasing.js';
import {
  checkBatch,
  comparable,
  emptyBatch,
  decimalSeparatorOf,
  fromBatch,
  liveEconomics,
  newPackaging,
  newPlan,
  newSalesItem,
  numberOf,
  packagingPrice,
  pathOf,
  toInput,
} from './purchaseForm.js';

const CHANNEL: SalesChannel = {
  ID: 1,
  Name: 'Ozon FBO',
  CancelledSaleHandlingPrice: 0,
  SupportsCustomCommissionAddition: true,
  LogisticPrices: [{ MaxVolume: 190, BasePrice: 56, PricePerUnit: 12, Additive: true }],
  BackwardLogisticPrices: [{ MaxVolume: 190, BasePrice: 56, PricePerUnit: 12, Additive: true }],
  LogisticCoefficients: [],
  OzonOrderTypes: [1],
};

const BATCH: PurchaseBatch = {
  ID: 7,
  Name: 'Осень',
  Date: '2026-09-15',
  Status: 2,
  Items: [
    {
      ID: 11,
      Count: 100,
      Price: 360,
      ProductID: 1,
      PurchaseBatchID: 7,
      Product: { ID: 1, Name: 'Плед' },
      SalesItems: [
        {
          ID: 21,
          Name: '',
          Volume: 2.4,
          PackagingPrice: 40,
          PurchaseBatchItemID: 11,
          ProductPackageID: 101,
          ProductPackage: { ID: 101, Name: 'Плед 150×200', ProductCount: 1 },
          SalesItemPackages: [
            {
              SalesItemID: 21,
              PackageTypeID: 3,
              Amount: 1,
              PricePerUom: 40,
              PackageType: { ID: 3, Name: 'Коробка', UnitOfMeasure: 2, DecimalPlaces: 0 },
            },
          ],
          SalesPlans: [
            {
              ID: 31,
              SalesItemID: 21,
              SalesChannelID: 1,
              Status: 1,
              Price: 1290,
              Amount: 100,
              SalesPerMonth: 40,
              CommissionMultiplier: 0.17,
              CommissionAddition: 0,
              ReturnPercentage: 5,
              ReturnCost: 50,
              DeliveryCost: 3000,
              DeliveryDate: null,
              MarketingBudget: 5000,
            },
          ],
        },
      ],
    },
  ],
};

describe('the purchase editor form', () => {
  it('reads typed numbers with a comma, spaces between thousands, and nothing as NaN', () => {
    expect(numberOf('1 290,50')).toBe(1290.5);
    expect(numberOf('')).toBeNaN();
    expect(numberOf('abc')).toBeNaN();
  });

  it('goes from a stored batch to the form and back to the same input, the commission in percent', () => {
    const form = fromBatch(BATCH);
    expect(form.Items[0]!.SalesItems[0]!.SalesPlans[0]!.CommissionMultiplier).toBe('17');
    const input = toInput(form);
    const plan = input.Items![0]!.SalesItems![0]!.SalesPlans![0]!;
    expect(plan).toMatchObject({ ID: 31, CommissionMultiplier: 0.17, Price: 1290, DeliveryDate: null });
    expect(checkBatch(form, (issue) => issue.message).batch).toBeDefined();
  });

  it("shows stored decimals with the language's separator, and reads them back the same", () => {
    expect(decimalSeparatorOf('ru')).toBe(',');
    expect(decimalSeparatorOf('en')).toBe('.');
    const form = fromBatch(BATCH, decimalSeparatorOf('ru'));
    expect(form.Items[0]!.SalesItems[0]!.Volume).toBe('2,4');
    expect(fromBatch(BATCH, decimalSeparatorOf('en')).Items[0]!.SalesItems[0]!.Volume).toBe('2.4');
    expect(toInput(form).Items![0]!.SalesItems![0]!.Volume).toBe(2.4);
  });

  it('names a bad nested field by the path the server uses', () => {
    expect(pathOf(['Items', 2, 'SalesItems', 0, 'SalesPlans', 1, 'Price'])).toBe(
      'Items[2].SalesItems[0].SalesPlans[1].Price',
    );
    const form = fromBatch(BATCH);
    form.Items[0]!.SalesItems[0]!.SalesPlans[0]!.Price = '-5';
    form.Items[0]!.Count = '';
    const { errors } = checkBatch(form, () => 'wrong');
    expect(Object.keys(errors!)).toEqual(['Items[0].Count', 'Items[0].SalesItems[0].SalesPlans[0].Price']);
  });

  it('sums the packaging as typed and works out the plan live', () => {
    const salesItem = { ...newSalesItem(), Volume: '2,4', SalesItemPackages: [newPackaging(), newPackaging()] };
    salesItem.SalesItemPackages[0]!.PricePerUom = '32,5';
    salesItem.SalesItemPackages[1] = { ...salesItem.SalesItemPackages[1]!, Amount: '1,5', PricePerUom: '5' };
    expect(packagingPrice(salesItem)).toBe(40);

    const plan = { ...newPlan(CHANNEL), Price: '1290', Amount: '100' };
    const item = fromBatch(BATCH).Items[0]!;
    const economics = liveEconomics(plan, salesItem, item, CHANNEL, 30)!;
    // 17 % of 1290; one additive tier from 0 l: 56 + 3 started litres × 12
    expect(economics.Unit.Commission).toBe(219.3);
    expect(economics.Unit.Logistics).toBe(92);
    expect(economics.Unit.Purchase).toBe(360);
    expect(economics.TargetMarginPrice).not.toBeNull();
    expect(liveEconomics({ ...plan, Price: '' }, salesItem, item, CHANNEL, 30)).toBeNull();
  });

  it('tells a changed form from the loaded one, whatever the React keys', () => {
    expect(comparable(fromBatch(BATCH))).toBe(comparable(fromBatch(BATCH)));
    const changed = fromBatch(BATCH);
    changed.Name = 'Зима';
    expect(comparable(changed)).not.toBe(comparable(fromBatch(BATCH)));
    expect(emptyBatch('2026-11-25').Items).toHaveLength(1);
  });
});
