import type { IntlShape } from '@formatjs/intl';
import type {
  JobFailureItem,
  LowReviewItem,
  NotificationFacts,
  PromotionMarginItem,
  RetiredMethodItem,
  RobotBookingItem,
  StockOutItem,
} from './notifications.js';
import { taskRunText } from './taskRunText.js';

/** What the wording needs of an intl object: the web app's (react-intl) and the server's (@formatjs/intl). */
type Wording = Pick<IntlShape, 'formatMessage' | 'formatNumber' | 'formatDate' | 'formatTime'>;

/** Items a notification's detail names before «and N more». */
const NAMED = 3;

const number = (value: number, intl: Wording) => intl.formatNumber(value, { maximumFractionDigits: 1 });
const money = (value: number, intl: Wording) =>
  intl.formatNumber(value, { style: 'currency', currency: 'RUB', maximumFractionDigits: 2 });

function stockOutLine(item: StockOutItem, intl: Wording): string {
  return intl.formatMessage(
    { id: item.ShipmentDays < 0 ? 'notification.stockOut.late' : 'notification.stockOut.detail' },
    {
      name: item.ProductPackageName,
      warehouse: item.ClusterName ? `${item.WarehouseName} (${item.ClusterName})` : item.WarehouseName,
      available: number(item.Available, intl),
      stockDays: item.StockDays === null ? '—' : number(item.StockDays, intl),
      shipmentDays: number(Math.abs(item.ShipmentDays), intl),
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

/** The robot's log line worded as its screen words it; its times in the seller's time zone. */
const robotBookingLine = (item: RobotBookingItem, intl: Wording, timeZone: string | undefined) =>
  intl.formatMessage(
    { id: `notification.robotBooking.${item.Outcome}` },
    { task: item.TaskID, warehouse: item.WarehouseName, message: taskRunText(item, intl, timeZone) },
  );

const promotionMarginLine = (item: PromotionMarginItem, intl: Wording) =>
  intl.formatMessage(
    { id: 'notification.promotionMargin.line' },
    {
      name: item.ProductName,
      promotion: item.PromotionName,
      price: money(item.ActionPrice, intl),
      margin: number(item.MarginPercent, intl),
      profit: money(item.Profit, intl),
    },
  );

const jobFailureLine = (item: JobFailureItem, intl: Wording) =>
  intl.formatMessage(
    { id: 'notification.jobFailure.line' },
    {
      family: intl.formatMessage({ id: `sync.kind.${item.JobKind}` }),
      failures: item.Failures,
      reason: item.Reason,
    },
  );

const retiredMethodLine = (item: RetiredMethodItem, intl: Wording) =>
  intl.formatMessage(
    { id: item.Announced ? 'notification.ozonMethodRetired.announced' : 'notification.ozonMethodRetired.retired' },
    { method: item.OzonMethod, message: item.Message },
  );

/** Each kind's lines, from its own items (the union narrowed by Kind). */
function linesOf(facts: NotificationFacts, intl: Wording, timeZone: string | undefined): string[] {
  const named = <Item>(items: Item[], line: (item: Item, intl: Wording, timeZone: string | undefined) => string) =>
    items.slice(0, NAMED).map((item) => line(item, intl, timeZone));
  switch (facts.Kind) {
    case 'StockOut':
      return named(facts.Items, stockOutLine);
    case 'LowReview':
      return named(facts.Items, lowReviewLine);
    case 'RobotBooking':
      return named(facts.Items, robotBookingLine);
    case 'PromotionMargin':
      return named(facts.Items, promotionMarginLine);
    case 'SyncFailed':
    case 'BackupFailed':
      return named(facts.Items, jobFailureLine);
    case 'OzonMethodRetired':
      return named(facts.Items, retiredMethodLine);
  }
}

/** The catalogue key of each kind's headline. */
const TITLE_KEYS: Record<NotificationFacts['Kind'], string> = {
  StockOut: 'notification.stockOut.title',
  LowReview: 'notification.lowReview.title',
  RobotBooking: 'notification.robotBooking.title',
  PromotionMargin: 'notification.promotionMargin.title',
  SyncFailed: 'notification.syncFailed.title',
  BackupFailed: 'notification.backupFailed.title',
  OzonMethodRetired: 'notification.ozonMethodRetired.title',
};

/**
 * A notification's headline and lines in the reader's language, from the facts the server kept: the
 * first few items, then how many more (the linked screen shows them all). The bell, Telegram and e-mail
 * word it alike, from the same message catalogues, with times in the seller's time zone.
 */
export function notificationText(
  { Facts: facts }: { Facts: NotificationFacts },
  intl: Wording,
  timeZone?: string,
): { title: string; lines: string[] } {
  const lines = linesOf(facts, intl, timeZone);
  if (facts.Count > NAMED) {
    lines.push(intl.formatMessage({ id: 'notification.more' }, { count: facts.Count - NAMED }));
  }
  return { title: intl.formatMessage({ id: TITLE_KEYS[facts.Kind] }, { count: facts.Count }), lines };
}
