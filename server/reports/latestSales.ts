import { sql } from 'kysely';
import type { LatestSalesReport } from '../../contracts/reports.js';
import type { DbOrTrx } from '../db/database.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';

const LATEST_SALES = 10;
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The overview's figures in the seller's days: today so far, the last seven days against the seven
 * before, Ozon's net accruals of both weeks, the latest sales, and orders and sales per day of the
 * chart. Orders are those placed (cancelled ones too, as Ozon's "ordered" counts them); sales are the
 * items not cancelled. Every order belongs to the hour it was placed in, so per-day counts add up.
 */
export async function latestSalesReport(
  db: DbOrTrx,
  calendar: SellerCalendar,
  chartDays: number,
  now = new Date(),
): Promise<LatestSalesReport> {
  const today = calendar.dayOf(now);
  const firstDay = calendar.addDays(today, -(Math.max(chartDays, 14) - 1));
  const from = calendar.dayStart(firstDay);
  const to = calendar.dayEnd(today);
  const lastWeek = calendar.dayStart(calendar.addDays(today, -6));
  // From the summary's hourly figures: a seller's day of a whole-hour zone is 24 whole hours.
  const dayOfHour = sql<string>`to_char(h.hour AT TIME ZONE ${calendar.timeZone}, 'YYYY-MM-DD')`;
  const [orderDays, sumDays, income, latest] = await Promise.all([
    db
      .selectFrom('ozon_sales_order_hours as h')
      .where('h.hour', '>=', from)
      .where('h.hour', '<', to)
      .select([dayOfHour.as('day'), sql<string>`sum(h.orders)`.as('orders')])
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom('ozon_sales_order_hour_sums as h')
      .where('h.hour', '>=', from)
      .where('h.hour', '<', to)
      .select([
        dayOfHour.as('day'),
        'h.currency_code',
        sql<string>`sum(h.items)`.as('items'),
        sql<string>`sum(h.sales)`.as('sum'),
      ])
      .groupBy([sql`1`, 'h.currency_code'])
      .execute(),
    db
      .selectFrom('ozon_operations as op')
      .where('op.date', '>=', calendar.dayStart(calendar.addDays(today, -13)))
      .where('op.date', '<', to)
      .select([
        'op.currency_code',
        sql<string>`coalesce(sum(op.amount) FILTER (WHERE op.date >= ${lastWeek}), 0)`.as('last_week'),
        sql<string>`coalesce(sum(op.amount) FILTER (WHERE op.date < ${lastWeek}), 0)`.as('previous_week'),
      ])
      .groupBy('op.currency_code')
      .execute(),
    db
      .selectFrom('ozon_sales_order_items as i')
      .leftJoin('product_packages as p', 'p.id', 'i.product_package_id')
      .where('i.date', '<', to)
      .select([
        'i.date',
        'i.posting_number',
        'i.order_id',
        'p.name as product_name',
        'i.offer_id',
        'i.quantity',
        'i.price',
        'i.currency_code',
        'i.status',
      ])
      .orderBy('i.date', 'desc')
      .orderBy('i.id', 'desc')
      .limit(LATEST_SALES)
      .execute(),
  ]);

  // The main currency: the one most items were sold in over the chart's days.
  const itemsPerCurrency = new Map<string, number>();
  for (const row of sumDays) {
    itemsPerCurrency.set(row.currency_code, (itemsPerCurrency.get(row.currency_code) ?? 0) + Number(row.items));
  }
  const currencies = [...itemsPerCurrency].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
  const mainCurrency = currencies[0] ?? null;

  const ordersOn = new Map(orderDays.map((row) => [row.day, Number(row.orders)]));
  const inDays = (day: string, fromBack: number, toBack: number) =>
    day >= calendar.addDays(today, -fromBack) && day <= calendar.addDays(today, -toBack);
  const countIn = (fromBack: number, toBack: number) =>
    [...ordersOn].filter(([day]) => inDays(day, fromBack, toBack)).reduce((sum, [, orders]) => sum + orders, 0);
  const sumIn = (currency: string, fromBack: number, toBack: number) =>
    cents(
      sumDays
        .filter((row) => row.currency_code === currency && inDays(row.day, fromBack, toBack))
        .reduce((sum, row) => sum + Number(row.sum), 0),
    );

  const days: LatestSalesReport['Days'] = [];
  for (let day = calendar.addDays(today, -(chartDays - 1)); day <= today; day = calendar.addDays(day, 1)) {
    const sum = sumDays.find((row) => row.day === day && row.currency_code === mainCurrency);
    days.push({ Date: day, OrderCount: ordersOn.get(day) ?? 0, Sum: cents(Number(sum?.sum ?? 0)) });
  }
  const incomeOrder = (currency: string) => (currencies.includes(currency) ? currencies.indexOf(currency) : 99);
  return {
    Today: today,
    LastDayOrderCount: countIn(0, 0),
    LastWeekOrderCount: countIn(6, 0),
    PreviousWeekOrderCount: countIn(13, 7),
    Sums: currencies.map((currency) => ({
      Currency: currency,
      LastDaySum: sumIn(currency, 0, 0),
      LastWeekSum: sumIn(currency, 6, 0),
      PreviousWeekSum: sumIn(currency, 13, 7),
    })),
    WeekSales: income
      .map((row) => ({
        Currency: row.currency_code,
        LastWeekIncome: cents(Number(row.last_week)),
        PreviousWeekIncome: cents(Number(row.previous_week)),
      }))
      .sort((a, b) => incomeOrder(a.Currency) - incomeOrder(b.Currency) || a.Currency.localeCompare(b.Currency)),
    LastSales: latest.map((row) => ({
      Date: new Date(row.date).toISOString(),
      PostingNumber: row.posting_number,
      OrderID: Number(row.order_id),
      ProductName: row.product_name,
      OfferID: row.offer_id,
      Quantity: row.quantity,
      Price: Number(row.price),
      CurrencyCode: row.currency_code,
      Status: row.status as LatestSalesReport['LastSales'][number]['Status'],
    })),
    Days: days,
    MainCurrency: mainCurrency,
  };
}
