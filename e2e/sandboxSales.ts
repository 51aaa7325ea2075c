import { postingsApi } from '../server/ozon/api/postings.js';
import { httpTransport } from '../server/ozon/transport.js';
import { sellerCalendar } from '../contracts/sellerCalendar.js';

/**
 * What the sandbox itself holds for the seller's days [from, to] (Moscow): per day the orders placed
 * (cancelled too) and the sales not cancelled (price × quantity), read from both posting lists as
 * any client of Ozon would — the truth the overview must equal.
 */
export async function sandboxSalesPerDay(
  cabinet: { clientId: string; apiKey: string; url: string },
  from: string,
  to: string,
): Promise<Map<string, { orders: number; sum: number }>> {
  const calendar = sellerCalendar('Europe/Moscow');
  const api = postingsApi(httpTransport({ baseUrl: cabinet.url, clientId: cabinet.clientId, apiKey: cabinet.apiKey }));
  // Ten-day stretches read side by side: the sandbox answers slowly on purpose.
  const periods: { since: Date; to: Date }[] = [];
  for (let first = from; first <= to; first = calendar.addDays(first, 10)) {
    const last = calendar.addDays(first, 9) < to ? calendar.addDays(first, 9) : to;
    periods.push({ since: calendar.dayStart(first), to: new Date(calendar.dayEnd(last).getTime() - 1) });
  }
  const orders = new Map<string, Set<number>>();
  const sums = new Map<string, number>();
  const add = (at: string, orderId: number, status: string, lines: { price: number; quantity: number }[]) => {
    const day = calendar.dayOf(new Date(at));
    if (!orders.has(day)) orders.set(day, new Set());
    orders.get(day)!.add(orderId);
    if (status === 'cancelled') return;
    sums.set(day, (sums.get(day) ?? 0) + lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  };
  await Promise.all(
    periods.map(async (period) => {
      for await (const page of api.fbsPages(period)) {
        for (const posting of page) add(posting.in_process_at, posting.order_id, posting.status, posting.products);
      }
      for await (const page of api.fboPages(period)) {
        for (const posting of page) {
          const lines = posting.products.map((product) => ({
            price: product.price.amount,
            quantity: product.quantity,
          }));
          add(posting.in_process_at, posting.order_id, posting.status, lines);
        }
      }
    }),
  );
  const days = new Map<string, { orders: number; sum: number }>();
  for (let day = from; day <= to; day = calendar.addDays(day, 1)) {
    days.set(day, { orders: orders.get(day)?.size ?? 0, sum: Math.round((sums.get(day) ?? 0) * 100) / 100 });
  }
  return days;
}
