// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchTermStatistics } from '../../../../../../contracts/searchTerms.js';
import { ApiProvider } from '../../../../../api/ApiContext.js';
import type { ApiClient } from '../../../../../api/client.js';
import type { SessionStore } from '../../../../../api/session.js';
import { testIntl } from '../../../../../test/intl.js';
import { RecentRuns } from './RecentRuns.js';

const statistics: SearchTermStatistics = {
  TermCount: 40,
  HistoryStatusCounts: [],
  PhraseStatusCounts: [],
  LastUpdateTime: null,
  UpdatedLastDayCount: 12,
  UpdatedLastWeekCount: 30,
  OldestQueuedTime: null,
  CategoryCount: 5,
  ProductTypeCount: 9,
  AnalyzableProductTypeCount: 3,
};

/** An API that answers the panel's two reads: no tree imports, the term statistics. */
const api = {
  json: (_family: string, path: string) =>
    Promise.resolve(path.endsWith('GetSearchTermStatistics') ? statistics : { Items: [], TotalCount: 0 }),
} as unknown as ApiClient;

function renderPanel(language: 'ru' | 'en') {
  const intl = testIntl(language);
  render(
    <IntlProvider locale={language} messages={intl.messages}>
      <QueryClientProvider client={new QueryClient()}>
        <ApiProvider value={{ api, session: {} as SessionStore }}>
          <RecentRuns onOpenJob={() => undefined} />
        </ApiProvider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return intl;
}

afterEach(cleanup);

describe('the recent runs of the search-term update', () => {
  it.each(['ru', 'en'] as const)(
    'says in %s what the app does with the queue, never a command to run on the server',
    async (language) => {
      const intl = renderPanel(language);
      const panel = await screen.findByRole('region', {
        name: intl.formatMessage({ id: 'searchTermUpdate.runs.title' }),
      });
      await screen.findByText(intl.formatMessage({ id: 'searchTermUpdate.runs.lastDay' }));
      expect(panel.textContent).toContain(intl.formatMessage({ id: 'searchTermUpdate.runs.updaterAbout' }));
      expect(panel.textContent).not.toMatch(/npm|search-terms:update|--enqueue|--source|docs\//);
      expect(panel.querySelector('code')).toBeNull();
    },
  );

  it('words the update in Russian', async () => {
    renderPanel('ru');
    expect(await screen.findByText(/^Приложение обновляет запросы из очереди/)).toBeTruthy();
  });
});
