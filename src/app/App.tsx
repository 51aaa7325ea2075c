import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { ClientConfig } from '../../contracts/clientConfig.js';
import { ApiProvider } from '../api/ApiContext.js';
import { createApiClient } from '../api/client.js';
import { localSession } from '../api/session.js';
import { loadMessages, type Catalogue } from '../i18n/messages.js';
import { LayoutProvider } from '../shell/LayoutContext.js';
import type { LayoutPreferences } from '../shell/layoutPreferences.js';
import { ToastProvider } from '../shell/toast.js';
import { ExportJobsProvider } from '../grids/export/ExportJobs.js';
import { afterFirstPaint } from './afterFirstPaint.js';
import { createAppRouter } from './router.js';
import { createAppTheme } from './theme.js';

/** How long after the first paint the rest of the message catalogue is fetched unasked. */
const WHOLE_CATALOGUE_AFTER_MS = 2000;

interface AppProps {
  config: ClientConfig;
  initialPreferences: LayoutPreferences;
  catalogue: Catalogue;
}

export function App({ config, initialPreferences, catalogue }: AppProps) {
  const [preferences, setPreferences] = useState(initialPreferences);
  const [messages, setMessages] = useState(catalogue.first);
  // The language shown now: the whole catalogue of the first one must not replace another chosen since.
  const language = useRef(initialPreferences.language);
  // The whole catalogue in place, once: every screen but the first ones waits for it (routes/_app.tsx).
  const [wholeMessages] = useState(() => {
    let ready: Promise<void> | undefined;
    return () =>
      (ready ??= catalogue.whole().then((whole) => {
        if (language.current === initialPreferences.language) setMessages(whole);
      }));
  });
  // Fetched a moment after the first screen has painted, so that it never delays what that screen
  // still loads (the overview's tiles wait for their data); at once when another screen is about to
  // open (its link hovered or followed: routes/_app.tsx).
  useEffect(() => afterFirstPaint(() => void wholeMessages(), WHOLE_CATALOGUE_AFTER_MS), [wholeMessages]);

  const { router, queryClient, api, session } = useMemo(() => {
    const session = localSession();
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
    });
    // Late-bound: the router is created after the client that must be able to send the user to login.
    let signOut = () => {};
    const api = createApiClient({ config, session, origin: window.location.origin, onSignedOut: () => signOut() });
    const router = createAppRouter({ queryClient, api, session, wholeMessages });
    signOut = () => {
      queryClient.clear();
      void router.navigate({ to: '/auth/login', search: { redirect: router.state.location.href } });
    };
    return { router, queryClient, api, session };
  }, [config, wholeMessages]);

  const theme = useMemo(() => createAppTheme(preferences), [preferences]);

  const changePreferences = (next: LayoutPreferences) => {
    if (next.language === preferences.language) return setPreferences(next);
    // The new catalogue is fetched first, so the screen never shows message ids.
    void loadMessages(next.language).then((loaded) => {
      language.current = next.language;
      setMessages(loaded);
      setPreferences(next);
      document.documentElement.lang = next.language;
    });
  };

  // Every instant reads at the seller's clock, whatever the browser's zone: the days of the filters and
  // the server's figures are the seller's, and a team spread over zones sees the same times.
  return (
    <IntlProvider locale={preferences.language} timeZone={config.SellerTimeZone} messages={messages} defaultLocale="ru">
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {/* Date pickers get their adapter and locale where they are used: src/app/DatePickersProvider.tsx. */}
        <ToastProvider>
          <QueryClientProvider client={queryClient}>
            <ApiProvider value={{ api, session }}>
              <LayoutProvider preferences={preferences} onPreferencesChange={changePreferences}>
                <ExportJobsProvider>
                  <RouterProvider router={router} />
                </ExportJobsProvider>
              </LayoutProvider>
            </ApiProvider>
          </QueryClientProvider>
        </ToastProvider>
      </ThemeProvider>
    </IntlProvider>
  );
}
