import type { IntlShape } from 'react-intl';
import type { LowReviewItem, Notification, StockOutItem } from '../../contracts/notifications.js';

/** Items a notification's detail names before «and N more». */
const NAMED = 3;

function stockOutLine(item: StockOutItem, intl: IntlShape): string {
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  return intl.formatMessage(
    { id: item.ShipmentDays < 0 ? 'notification.stockOut.late' : 'notification.stockOut.detail' },
    {
      name: item.ProductPackageName,
      warehouse: item.ClusterName ? `${item.WarehouseName} (${item.ClusterName})` : item.WarehouseName,
      available: number(item.Available),
      stockDays: item.StockDays === null ? '—' : number(item.StockDays),
      shipmentDays: number(Math.abs(item.ShipmentDays)),
    },
  );
}

function lowReviewLine(item: LowReviewItem, intl: IntlShape): string {
  const text = item.Text.trim() || intl.formatMessage({ id: 'notification.lowReview.noText' });
  return intl.formatMessage(
    { id: 'notification.lowReview.line' },
    { rating: item.Rating, name: item.ProductName ?? `SKU ${item.Sku}`, text },
  );
}

/**
 * A notification's headline and lines in the reader's language, from the facts the server kept: the
 * first few items, then how many more (the linked screen shows them all).
 */
export function notificationText(notification: Notification, intl: IntlShape): { title: string; lines: string[] } {
  const facts = notification.Facts;
  const lines =
    facts.Kind === 'StockOut'
      ? facts.Items.slice(0, NAMED).map((item) => stockOutLine(item, intl))
      : facts.Items.slice(0, NAMED).map((item) => lowReviewLine(item, intl));
  if (facts.Count > NAMED) {
    lines.push(intl.formatMessage({ id: 'notification.more' }, { count: facts.Count - NAMED }));
  }
  return {
    title: intl.formatMessage(
      { id: `notification.${facts.Kind === 'StockOut' ? 'stockOut' : 'lowReview'}.title` },
      {
        count: facts.Count,
      },
    ),
    lines,
  };
}
