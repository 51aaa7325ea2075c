import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadClientConfig } from './api/loadClientConfig.js';
import { App } from './app/App.js';
import { setSellerTimeZone } from './app/sellerDays.js';
import { StartupError } from './app/StartupError.js';
import { loadCatalogue } from './i18n/messages.js';
import { loadLayoutPreferences } from './shell/layoutPreferences.js';
import { setAllowedAiChatUrl } from './storage/settings.js';

const root = createRoot(document.getElementById('root')!);

/** Service addresses and the first screens' messages come first: nothing renders without them. */
async function start() {
  const preferences = loadLayoutPreferences();
  document.documentElement.lang = preferences.language;
  try {
    const [config, catalogue] = await Promise.all([loadClientConfig(), loadCatalogue(preferences.language)]);
    setSellerTimeZone(config.SellerTimeZone);
    setAllowedAiChatUrl(config.AiChatUrl);
    root.render(
      <StrictMode>
        <App config={config} initialPreferences={preferences} catalogue={catalogue} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(<StartupError error={error} onRetry={() => void start()} />);
  }
}

void start();
