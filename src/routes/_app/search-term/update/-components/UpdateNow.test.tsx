// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job, SyncFamily } from '../../../../../../contracts/jobs.js';
import { ApiProvider } from '../../../../../api/ApiContext.js';
import type { ApiClient } from '../../../../../api/client.js';
import type { SessionStore } from '../../../../../api/session.js';
import { ToastProvider } from '../../../../../shell/toast.js';
import { testIntl } from '../../../../../test/intl.js';
import { UpdateNow } from './UpdateNow.js';

const job = (changes: Partial<Job>): Job => ({
  ID: '7f0c1a52-8a5e-4f57-9a53-2d1b1c1e9a01',
  Kind: 'UpdateQueuedSearchTerms',
  Status: 'Queued',
  StartedBy: 'user:seller',
  DependsOn: null,
  Done: 0,
  Total: null,
  Attempt: 0,
  CancelRequested: false,
  CreatedAt: '2026-11-20T09:00:00Z',
  StartedAt: null,
  FinishedAt: null,
  Error: null,
  Result: null,
  ...changes,
});

const completed = job({
  ID: '1d7e5f0e-2b7a-4a49-8d7c-63f0a3f0b111',
  Status: 'Completed',
  StartedAt: '2026-11-19T09:00:00Z',
  FinishedAt: '2026-11-19T09:01:00Z',
  Done: 6,
  Total: 6,
  Result: { Source: 'sandbox', UpdatedCount: 6, NewTermCount: 9 },
});

/** The server as the panel reads it: the recent jobs, the families (the last run), one job, and the start. */
function serverWith(lastRun: Job | null, running: Job | null = null) {
  const state = { lastRun, running };
  const family = (): SyncFamily => ({
    Kind: 'UpdateQueuedSearchTerms',
    Prerequisites: [],
    Enabled: true,
    Cron: '35 * * * *',
    NextRunAt: '2026-11-20T09:35:00Z',
    ScheduledHere: true,
    Current: state.running,
    LastRun: state.lastRun,
  });
  const start = vi.fn(async () => {
    state.running = job({});
    return state.running;
  });
  const api = {
    json: async (_family: string, path: string) => {
      if (path === 'v1/Job/GetJobs') return [state.running, state.lastRun].filter(Boolean);
      if (path === 'v1/Sync/GetSyncFamilies') return [family()];
      if (path === 'v1/Job/GetJob') return state.running ?? state.lastRun;
      throw new Error(`unexpected call ${path}`);
    },
  } as unknown as ApiClient;
  return { state, start, api };
}

function renderPanel(server: ReturnType<typeof serverWith>, language: 'ru' | 'en' = 'ru') {
  const intl = testIntl(language);
  render(
    <IntlProvider
      locale={language}
      messages={intl.messages}
      onError={(error) => {
        throw error;
      }}
    >
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApiProvider value={{ api: server.api, session: {} as SessionStore }}>
          <ToastProvider>
            <UpdateNow start={server.start} />
          </ToastProvider>
        </ApiProvider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return intl;
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

afterEach(cleanup);

describe('«Обновить сейчас» on the search-term update screen', () => {
  it('is ready to start and says what the last run updated', async () => {
    renderPanel(serverWith(completed));
    expect(
      await screen.findByText(/обновлено 6 запросов, новых запросов из фраз: 9 \(источник «sandbox»\)/),
    ).toBeTruthy();
    expect(button('Обновить сейчас').disabled).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('starts the job, waits with its progress while it runs, and is ready again once it has ended', async () => {
    const server = serverWith(null);
    renderPanel(server);
    expect(await screen.findByText('Обновление из очереди ещё не запускалось.')).toBeTruthy();
    fireEvent.click(button('Обновить сейчас'));
    await waitFor(() => expect(button('Обновить сейчас').disabled).toBe(true));
    expect(server.start).toHaveBeenCalledTimes(1);

    server.state.running = job({ Status: 'Running', StartedAt: '2026-11-20T09:00:00Z', Done: 3, Total: 6 });
    const progress = await screen.findByRole('status', undefined, { timeout: 3000 });
    await waitFor(() => expect(progress.textContent).toContain('обработано 3 из 6'), { timeout: 3000 });
    expect(progress.textContent).toContain('Обновление запросов из очереди');
    expect(button('Обновить сейчас').disabled).toBe(true);

    server.state.lastRun = { ...completed, ID: server.state.running.ID };
    server.state.running = null;
    await waitFor(() => expect(button('Обновить сейчас').disabled).toBe(false), { timeout: 3000 });
    expect(await screen.findByText(/обновлено 6 запросов/)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('waits while a run started elsewhere (the schedule) is under way', async () => {
    renderPanel(serverWith(completed, job({ Status: 'Running', StartedBy: 'schedule', Done: 1, Total: 4 })));
    const progress = await screen.findByRole('status');
    await waitFor(() => expect(progress.textContent).toContain('обработано 1 из 4'));
    expect(button('Обновить сейчас').disabled).toBe(true);
  });

  it.each(['ru', 'en'] as const)(
    'shows in %s why the last run failed: the source and what it said',
    async (language) => {
      const failed = job({
        Status: 'Failed',
        StartedAt: '2026-11-19T09:00:00Z',
        FinishedAt: '2026-11-19T09:00:05Z',
        Error: {
          type: '/problems/keyword-source-failed',
          title: 'Keyword source failed',
          status: 502,
          KeywordSource: 'wordstat',
          SourceMessage: '429 quota exceeded',
          SearchTerm: 'наушники',
          FailedCount: 4,
        },
      });
      const intl = renderPanel(serverWith(failed), language);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(
        intl.formatMessage(
          { id: 'problems.keywordSourceFailed' },
          { source: 'wordstat', term: 'наушники', message: '429 quota exceeded', failed: 4 },
        ),
      );
      if (language === 'ru') {
        expect(alert.textContent).toContain(
          'Источник статистики «wordstat» не ответил по запросу «наушники»: 429 quota',
        );
      }
      expect(button(intl.formatMessage({ id: 'searchTermUpdate.update.now' })).disabled).toBe(false);
    },
  );
});
