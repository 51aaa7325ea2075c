import { describe, expect, it } from 'vitest';
import { SearchTermStatus } from '../../../../../contracts/searchTermQueue.js';
import { testIntl } from '../../../../test/intl.js';
import { noDataMessageId } from './searchTermStatus.js';

const intl = testIntl('ru');
const said = (status: SearchTermStatus) => intl.formatMessage({ id: noDataMessageId(status) });

describe("a term's panel without data", () => {
  it('asks to queue a term only when it is not queued already', () => {
    expect(said(SearchTermStatus.Unknown)).toContain('поставьте его в очередь');
    expect(said(SearchTermStatus.QueuedForUpdate)).not.toContain('поставьте');
    expect(said(SearchTermStatus.QueuedForUpdate)).toContain('в очереди');
    expect(said(SearchTermStatus.Downloaded)).not.toContain('поставьте');
  });
});
