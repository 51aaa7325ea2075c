import type { IntlShape } from 'react-intl';
import { SearchTermStatus } from '../../../../../contracts/searchTermQueue.js';

const STATUS_NAME: Record<SearchTermStatus, keyof typeof SearchTermStatus> = {
  [SearchTermStatus.Unknown]: 'Unknown',
  [SearchTermStatus.Ready]: 'Ready',
  [SearchTermStatus.QueuedForUpdate]: 'QueuedForUpdate',
  [SearchTermStatus.Downloaded]: 'Downloaded',
};

/** The catalogue key of a status's name («Нет данных», «Готово», «В очереди», «Загружено»): both screens say it alike. */
export const statusLabelId = (status: SearchTermStatus) => `searchTerm.status.${STATUS_NAME[status]}`;
/** What a status means, beneath its name. */
export const statusHintId = (status: SearchTermStatus) => `searchTerm.statusHint.${STATUS_NAME[status]}`;
export const statusLabel = (intl: IntlShape, status: SearchTermStatus) =>
  intl.formatMessage({ id: statusLabelId(status) });

/**
 * What the term's panel says when it has no data yet: to queue it, or (queued already, or fetched and
 * being read) that it is on its way — never to queue a term that is in the queue.
 */
export const noDataMessageId = (status: SearchTermStatus) =>
  status === SearchTermStatus.QueuedForUpdate || status === SearchTermStatus.Downloaded
    ? `searchTerm.details.noData.${STATUS_NAME[status]}`
    : 'searchTerm.details.noData';

/** A status's chip colour: nothing yet, done, waiting, fetched. */
export const STATUS_COLOUR = {
  [SearchTermStatus.Unknown]: 'default',
  [SearchTermStatus.Ready]: 'success',
  [SearchTermStatus.QueuedForUpdate]: 'warning',
  [SearchTermStatus.Downloaded]: 'info',
} as const;
