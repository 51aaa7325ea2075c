import { Random } from '../random.js';
import {
  acquiringOf,
  CANCELLATION_PROCESSING,
  DROPOFF_PVZ,
  lastMilePerUnit,
  logisticPerUnit,
  NON_REDEMPTION_PROCESSING,
  RETURN_PROCESSING,
} from './financeTariffs.js';
import type { AccrualName, OperationType } from './financeVocabulary.js';
import type { PostingLife } from './postingLife.js';
import { keyOfSerial, serialOf, type PostingKey } from './postingNumbers.js';
import { returnedProduct, type Posting, type PostingProduct, type Postings } from './postings.js';
import { DAY_MS, MSK_OFFSET_MS, POSTINGS_PER_YEAR } from './postingsCalendar.js';
import type { World } from './world.js';

/**
 * The money of a cabinet as operations: what each posting earns and costs (the sale with its
 * commission and logistics, acquiring, a return with its reversal and return logistics) and what
 * the seller pays apart from postings (storage, promotion, subscription, cross-docking) or gets
 * (compensation). Every amount is a charge of one accrual type in kopecks, so the transaction
 * list, its totals and the accrual methods all add up the same charges.
 */
export interface Charge {
  accrual: AccrualName;
  /** Kopecks: positive to the seller, negative from the seller. */
  amount: number;
}

export interface OperationLine {
  sku: number;
  name: string;
  quantity: number;
  /** The seller's price per unit, kopecks. */
  sellerPrice: number;
  commissionPercent: number;
  charges: Charge[];
}

export interface Operation {
  id: number;
  at: number;
  type: OperationType;
  posting: {
    postingNumber: string;
    deliverySchema: 'FBO' | 'FBS' | 'RFBS';
    orderDate: number;
    warehouseId: number;
  } | null;
  /** Per product of the posting; empty for operations apart from postings. */
  lines: OperationLine[];
  /** Charges not tied to a product (the whole amount of storage, promotion...). */
  charges: Charge[];
  /** Ozon's document number for operations apart from postings; the posting number otherwise. */
  unitNumber: string;
}

export const amountOf = (operation: Operation): number =>
  operation.lines.reduce((sum, line) => line.charges.reduce((inner, charge) => inner + charge.amount, sum), 0) +
  operation.charges.reduce((sum, charge) => sum + charge.amount, 0);

/** Operation ids: a posting's operations hold its serial and a slot; the others their day and a slot. */
const POSTING_OPERATION_BASE = 10_000_000_000_000;
const DAILY_OPERATION_BASE = 19_000_000_000_000;
export const POSTING_SLOTS: OperationType[] = [
  'OperationAgentDeliveredToCustomer',
  'MarketplaceRedistributionOfAcquiringOperation',
  'ClientReturnAgentOperation',
  'OperationItemReturn',
];
export const DAILY_SLOTS: OperationType[] = [
  'OperationMarketplaceServiceStorage',
  'OperationElectronicServicesPromotionInSearch',
  'MarketplaceMarketingActionCostOperation',
  'OperationSubscriptionPremium',
  'OperationMarketplaceCrossDockServiceWriteOff',
  'OperationLackWriteOff',
];

export const postingOperationId = (serial: number, slot: number) => POSTING_OPERATION_BASE + serial * 8 + slot;
export const dailyOperationId = (mskDay: number, slot: number) => DAILY_OPERATION_BASE + mskDay * 16 + slot;

export const isPostingOperationId = (id: number) => id < DAILY_OPERATION_BASE;
export const serialOfOperationId = (id: number) => Math.floor((id - POSTING_OPERATION_BASE) / 8);

export function typeOfOperationId(id: number): OperationType {
  return id >= DAILY_OPERATION_BASE
    ? DAILY_SLOTS[(id - DAILY_OPERATION_BASE) % 16]
    : POSTING_SLOTS[(id - POSTING_OPERATION_BASE) % 8];
}

/** When a cancellation after shipping comes back to the warehouse and is charged. */
const CANCELLED_BACK_MS = 3 * DAY_MS;

/** The moments of a posting's operations by slot (null: none, or not yet by "now"). From the life only. */
export function operationTimes(life: PostingLife, now: number): (number | null)[] {
  const times: (number | null)[] = [null, null, null, null];
  const back = life.return && life.return.at <= now ? life.return : null;
  if (life.status === 'delivered') {
    times[0] = life.deliveredAt;
    times[1] = life.deliveredAt + 1000;
  }
  if (back?.kind === 'ClientReturn') times[2] = back.at;
  if (back && back.arrivedAt <= now) times[3] = back.arrivedAt;
  const cancelled = life.status === 'cancelled' && !life.return ? life.cancellation : null;
  if (cancelled?.afterShip && cancelled.at + CANCELLED_BACK_MS <= now) times[3] = cancelled.at + CANCELLED_BACK_MS;
  return times;
}

function line(product: PostingProduct, quantity: number, charges: Charge[]): OperationLine {
  return {
    sku: product.card.sku,
    name: product.card.name,
    quantity,
    sellerPrice: product.price,
    commissionPercent: product.commissionPercent,
    charges: charges.filter((charge) => charge.amount !== 0),
  };
}

/** The lines of one posting operation (slot), built from the full posting. */
function postingLines(posting: Posting, slot: number): OperationLine[] {
  const ozonDelivers = !posting.warehouse.isRfbs;
  const logistic = (product: PostingProduct, units: number) =>
    ozonDelivers ? -logisticPerUnit(product.card, posting.scheme, posting.isLocal) * units : 0;
  switch (slot) {
    case 0:
      return posting.products.map((product, index) =>
        line(product, product.quantity, [
          { accrual: 'SaleAmount', amount: product.price * product.quantity },
          { accrual: 'SaleCommission', amount: -product.commission },
          { accrual: 'Logistic', amount: logistic(product, product.quantity) },
          { accrual: 'LastMile', amount: ozonDelivers ? -lastMilePerUnit(product.price) * product.quantity : 0 },
          // The drop-off fee is per posting: it is put on the first line.
          { accrual: 'DropoffPVZ', amount: posting.scheme === 'fbs' && ozonDelivers && index === 0 ? -DROPOFF_PVZ : 0 },
        ]),
      );
    case 1:
      return posting.products.map((product) =>
        line(product, product.quantity, [
          { accrual: 'Acquiring', amount: -acquiringOf(product.price * product.quantity) },
        ]),
      );
    case 2: {
      const product = returnedProduct(posting);
      const commission = Math.round((product.price * product.commissionPercent) / 100);
      return [
        line(product, 1, [
          { accrual: 'ReturnAmount', amount: -product.price },
          { accrual: 'ReturnCommission', amount: commission },
        ]),
      ];
    }
    default: {
      if (posting.return?.kind === 'ClientReturn') {
        const product = returnedProduct(posting);
        return [
          line(product, 1, [
            { accrual: 'ReverseLogistic', amount: logistic(product, 1) },
            { accrual: 'ReturnProcessing', amount: -RETURN_PROCESSING },
          ]),
        ];
      }
      // A refusal or a cancellation after shipping: the way there, the way back and the processing.
      const refused = posting.return?.kind === 'FullReturn';
      return posting.products.map((product) =>
        line(product, product.quantity, [
          { accrual: 'Logistic', amount: logistic(product, product.quantity) },
          { accrual: 'ReverseLogistic', amount: logistic(product, product.quantity) },
          refused
            ? { accrual: 'NonRedemptionProcessing', amount: -NON_REDEMPTION_PROCESSING * product.quantity }
            : { accrual: 'CancellationProcessing', amount: -CANCELLATION_PROCESSING * product.quantity },
        ]),
      );
    }
  }
}

/** All operations of one posting up to "now". */
export function postingOperations(postings: Postings, key: PostingKey): Operation[] {
  const posting = postings.posting(key);
  const serial = serialOf(key);
  return operationTimes(posting, postings.nowMs).flatMap((at, slot) =>
    at === null
      ? []
      : [
          {
            id: postingOperationId(serial, slot),
            at,
            type: POSTING_SLOTS[slot],
            posting: {
              postingNumber: posting.postingNumber,
              deliverySchema: posting.scheme === 'fbo' ? 'FBO' : posting.warehouse.isRfbs ? 'RFBS' : 'FBS',
              orderDate: posting.inProcessAt,
              warehouseId: posting.warehouse.id,
            },
            lines: postingLines(posting, slot),
            charges: [],
            unitNumber: posting.postingNumber,
          },
        ],
  );
}

export const mskDayOf = (ms: number) => Math.floor((ms + MSK_OFFSET_MS) / DAY_MS);
export const mskDayStart = (mskDay: number) => mskDay * DAY_MS - MSK_OFFSET_MS;

/** The Moscow days with operations apart from postings: the days of the posting year up to "now". */
export function dailyOperationDays(postings: Postings): [number, number] {
  const calendar = postings.calendars.fbo;
  return [mskDayOf(calendar.startOfDay(0)) + 1, mskDayOf(postings.nowMs)];
}

/** The seller's average order value, kopecks: what promotion budgets are a share of. */
function averageOrder(world: World): number {
  return world.memo('finance-average-order', () => {
    const cards = world.catalogue.cards.filter((card) => card.sku > 0);
    const weight = cards.reduce((sum, card) => sum + card.popularity, 0);
    return (cards.reduce((sum, card) => sum + card.price * card.popularity, 0) / weight) * 1.2 * 100;
  });
}

/**
 * The operations of one Moscow day that belong to no posting: storage and paid search every day,
 * promotions weekly, the subscription monthly, cross-docking supplies and an occasional
 * compensation. Sized by the scale and by the day's expected sales.
 */
export function dailyOperations(world: World, postings: Postings, mskDay: number): Operation[] {
  const start = mskDayStart(mskDay);
  const [firstDay, lastDay] = dailyOperationDays(postings);
  if (mskDay < firstDay || mskDay > lastDay) return [];
  const random = new Random(world.seed, 'finance-day', mskDay);
  const ordersPerDay = (POSTINGS_PER_YEAR * world.scale) / 365;
  const fbo = postings.calendars.fbo;
  const fbs = postings.calendars.fbs;
  const utcDay = Math.floor(start / DAY_MS) + 1 - fbo.firstDay;
  const dayOrders = utcDay >= 0 && utcDay < fbo.days ? fbo.countOn(utcDay) + fbs.countOn(utcDay) : ordersPerDay;
  const sales = dayOrders * averageOrder(world);
  const date = new Date(start + DAY_MS / 2);
  const month = date.getUTCMonth();
  // Stock grows towards the New Year peak, and with it the storage bill.
  const stockFactor = month >= 9 ? 1.35 : month <= 1 ? 1.15 : 1;
  const amounts: (number | null)[] = [
    -Math.round(750_000 * world.scale * stockFactor * (0.9 + random.next() * 0.2)),
    -Math.round(sales * (0.02 + random.next() * 0.01)),
    date.getUTCDay() === 1 ? -Math.round(sales * 7 * (0.008 + random.next() * 0.006)) : null,
    date.getUTCDate() === 1 ? -299_000 : null,
    (mskDay + world.seed) % 10 === 0 ? -Math.round((250_000 + random.next() * 600_000) * Math.sqrt(world.scale)) : null,
    random.chance(0.08) ? Math.round(50_000 + random.next() * 350_000) : null,
  ];
  const accruals: AccrualName[] = [
    'Storage',
    'PayPerClick',
    'MarketingActions',
    'PremiumSubscription',
    'CrossDocking',
    'LostGoodsCompensation',
  ];
  return amounts.flatMap((amount, slot) =>
    amount === null || amount === 0 || start + slot * 1000 > postings.nowMs
      ? []
      : [
          {
            id: dailyOperationId(mskDay, slot),
            at: start + slot * 1000,
            type: DAILY_SLOTS[slot],
            posting: null,
            lines: [],
            charges: [{ accrual: accruals[slot], amount }],
            unitNumber: String(2_000_000_000_000 + mskDay * 16 + slot),
          },
        ],
  );
}

/** The operation with this id, or null when there is none (yet). */
export function operationById(world: World, postings: Postings, id: number): Operation | null {
  if (id >= DAILY_OPERATION_BASE) {
    const mskDay = Math.floor((id - DAILY_OPERATION_BASE) / 16);
    return dailyOperations(world, postings, mskDay).find((operation) => operation.id === id) ?? null;
  }
  const key = keyOfSerial(serialOfOperationId(id));
  if (!postings.exists(key)) return null;
  return postingOperations(postings, key).find((operation) => operation.id === id) ?? null;
}
