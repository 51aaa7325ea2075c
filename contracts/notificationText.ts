import type { IntlShape } from '@formatjs/intl';
import type { LowReviewItem, NotificationFacts, StockOutItem } from './notifications.js';

/** What the wording needs of an intl object: the web app's (react-intl) and the server's (@formatjs/intl). */
type Wording = Pick<IntlShape, 'formatMessage' | 'formatNumber'>;

/** Items a notification's detail names before «and N more». */
const NAMED = 3;

function stockOutLine(item: StockOutItem, intl: Wording): string {
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

function lowReviewLine(item: LowReviewItem, intl: Wording): string {
  const text = item.Text.trim() || intl.formatMessage({ id: 'notification.lowReview.noText' });
  return intl.formatMessage(
    { id: 'notification.lowReview.line' },
    { rating: item.Rating, name: item.ProductName ?? `SKU ${item.Sku}`, text },
  );
}

/**
 * A notification's headline and lines in the reader's language, from the facts the server kept: the
 * first few items, then how many more (the linked screen shows them all). The bell, Telegram and e-mail
 * word it alike, from the same message catalogues.
 */
export function notificationText(
  { Facts: facts }: { Facts: NotificationFacts },
  intl: Wording,
): { title: string; lines: string[] } {
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
