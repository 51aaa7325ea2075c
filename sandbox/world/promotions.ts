import { Random } from '../random.js';
import type { World } from './world.js';

/**
 * Ozon's own promotions ("Акции Ozon") the seller is invited to, as GET /v1/actions lists them: the
 * ones running now and the ones coming in the next weeks. Ended promotions are no longer listed by
 * Ozon, so they are not generated. Which products take part lives in promoProducts.ts.
 */
export type ActionType =
  'DISCOUNT' | 'STOCK_DISCOUNT' | 'MARKETPLACE_MULTI_LEVEL_DISCOUNT_ON_AMOUNT' | 'DISCOUNT_WITH_CONDITION';

export interface Promotion {
  id: number;
  title: string;
  description: string;
  actionType: ActionType;
  dateStart: Date;
  dateEnd: Date;
  /** When Ozon adds products by itself (auto-add), before the start. */
  autoAddDates: Date[];
  /** After it the product list cannot change (Ozon: "freeze"); null when not set. */
  freezeDate: Date | null;
  isVoucher: boolean;
  withTargeting: boolean;
  orderAmount: number;
  discountType: 'PERCENT' | 'CURRENCY' | 'UNKNOWN';
  discountValue: number;
  /** Typical discount off the price that Ozon allows (max_action_price = price × (1 − it)). */
  depth: number;
  /** Share of the seller's cards Ozon offers for the promotion. */
  eligibleShare: number;
  /** Share of the offered cards already taking part before any write of this session. */
  participatingShare: number;
  /** Only cards of these product types, when set (a themed promotion). */
  typeIds: number[] | null;
}

interface PromotionTemplate {
  title: (start: Date) => string;
  description: string;
  actionType: ActionType;
  /** Days from now: start and length (start may be in the past: the promotion is running). */
  startDay: [number, number];
  lengthDays: [number, number];
  depth: [number, number];
  discountType?: Promotion['discountType'];
  discountValue?: number;
  orderAmount?: number;
  isVoucher?: boolean;
  withTargeting?: boolean;
  autoAdd?: boolean;
  /** Frozen a day ago: lets importers see that the list cannot change any more. */
  frozen?: boolean;
  themed?: boolean;
}

const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];
const MONTHS = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
];
const dayMonth = (date: Date) => `${date.getUTCDate()} ${MONTHS_GENITIVE[date.getUTCMonth()]}`;

const TEMPLATES: PromotionTemplate[] = [
  {
    title: (start) => `Распродажа месяца: ${MONTHS[start.getUTCMonth()]}`,
    description: 'Скидки на популярные товары для дома. Цена по акции не выше максимальной.',
    actionType: 'DISCOUNT',
    startDay: [-16, -12],
    lengthDays: [24, 30],
    depth: [0.12, 0.18],
    autoAdd: true,
  },
  {
    title: (start) => `Горячие скидки недели с ${dayMonth(start)}`,
    description: 'Короткая акция с повышенной видимостью в каталоге.',
    actionType: 'DISCOUNT',
    startDay: [-6, -4],
    lengthDays: [7, 8],
    depth: [0.2, 0.25],
    frozen: true,
  },
  {
    title: () => 'Супербустинг: скидка на сток',
    description: 'Скидка на заданное количество единиц товара. Укажите сток не меньше минимального.',
    actionType: 'STOCK_DISCOUNT',
    startDay: [-9, -7],
    lengthDays: [21, 28],
    depth: [0.15, 0.22],
  },
  {
    title: () => 'Эластичный бустинг',
    description: 'Чем ниже цена в диапазоне эластичности, тем сильнее буст показов.',
    actionType: 'MARKETPLACE_MULTI_LEVEL_DISCOUNT_ON_AMOUNT',
    startDay: [-30, -25],
    lengthDays: [60, 75],
    depth: [0.08, 0.14],
    autoAdd: true,
  },
  {
    title: () => 'Скидка от суммы заказа: −10% от 3 000 ₽',
    description: 'Покупатель получает скидку, если сумма заказа не меньше порога.',
    actionType: 'DISCOUNT_WITH_CONDITION',
    startDay: [-3, -1],
    lengthDays: [14, 14],
    depth: [0.1, 0.12],
    discountType: 'PERCENT',
    discountValue: 10,
    orderAmount: 3000,
  },
  {
    title: () => 'Промокод 300 ₽ для новых покупателей',
    description: 'Скидка по промокоду на первый заказ от 2 500 ₽.',
    actionType: 'DISCOUNT',
    startDay: [2, 4],
    lengthDays: [10, 14],
    depth: [0.05, 0.1],
    discountType: 'CURRENCY',
    discountValue: 300,
    orderAmount: 2500,
    isVoucher: true,
    withTargeting: true,
  },
  {
    title: (start) => `Уютный дом: кухня и хранение с ${dayMonth(start)}`,
    description: 'Тематическая акция для посуды и товаров для хранения.',
    actionType: 'DISCOUNT',
    startDay: [8, 12],
    lengthDays: [7, 10],
    depth: [0.15, 0.2],
    themed: true,
    autoAdd: true,
  },
  {
    title: (start) => `Большая распродажа с ${dayMonth(start)}`,
    description: 'Крупнейшая акция сезона: максимальный охват и трафик.',
    actionType: 'DISCOUNT',
    startDay: [18, 24],
    lengthDays: [4, 6],
    depth: [0.25, 0.35],
    autoAdd: true,
  },
];

const DAY = 86_400_000;
/** Ozon runs promotions from midnight to 23:59:59 Moscow time (UTC+3). */
const moscowMidnight = (day: number) => new Date(day * DAY - 3 * 3_600_000);

function build(world: World): Promotion[] {
  const random = new Random(world.seed, 'promotions');
  const today = Math.floor(world.now.getTime() / DAY);
  const usedIds = new Set<number>();
  // Themed promotions take the kitchen and storage types: those whose category mentions them.
  const kitchenTypes = world.catalogue.categories
    .flatMap((node) => node.children)
    .filter((node) => /Посуда|Хранение/.test(node.name))
    .flatMap((node) => node.types.map((type) => type.id));

  return TEMPLATES.map((template) => {
    let id = 1_480_000 + random.int(0, 99_999);
    while (usedIds.has(id)) id += 1;
    usedIds.add(id);
    const startDay = today + random.int(...template.startDay);
    const dateStart = moscowMidnight(startDay);
    const dateEnd = new Date(moscowMidnight(startDay + random.int(...template.lengthDays)).getTime() - 1000);
    const depth = template.depth[0] + random.next() * (template.depth[1] - template.depth[0]);
    const running = startDay <= today;
    return {
      id,
      title: template.title(new Date(dateStart.getTime() + 3 * 3_600_000)),
      description: template.description,
      actionType: template.actionType,
      dateStart,
      dateEnd,
      autoAddDates: template.autoAdd ? [moscowMidnight(startDay - 3), moscowMidnight(startDay - 1)] : [],
      freezeDate: template.frozen ? moscowMidnight(today - 1) : null,
      isVoucher: template.isVoucher ?? false,
      withTargeting: template.withTargeting ?? false,
      orderAmount: template.orderAmount ?? 0,
      discountType: template.discountType ?? (template.actionType === 'DISCOUNT' ? 'PERCENT' : 'UNKNOWN'),
      discountValue: template.discountValue ?? (template.actionType === 'DISCOUNT' ? Math.round(depth * 100) : 0),
      depth,
      eligibleShare: 0.45 + random.next() * 0.4,
      participatingShare: running ? 0.35 + random.next() * 0.3 : 0.1 + random.next() * 0.2,
      typeIds: template.themed ? kitchenTypes : null,
    };
  }).sort((a, b) => a.dateStart.getTime() - b.dateStart.getTime() || a.id - b.id);
}

export function promotionsOf(world: World): Promotion[] {
  return world.memo('promotions', () => build(world));
}

export function promotionById(world: World, id: number): Promotion | undefined {
  return promotionsOf(world).find((promotion) => promotion.id === id);
}

export function isFrozen(promotion: Promotion, now: Date): boolean {
  return promotion.freezeDate !== null && promotion.freezeDate.getTime() <= now.getTime();
}
