import type { World } from '../../sandbox/world/world.js';
import type { AppConfig } from '../config.js';
import type { OzonCredentials } from './transport.js';

export const OZON_PRODUCTION_URL = 'https://api-seller.ozon.ru';

/** The cabinet the server talks to: a real one from the environment, or the built-in sandbox (demo). */
export interface OzonConnection {
  mode: 'live' | 'demo';
  credentials: OzonCredentials;
  /** In demo mode, the sandbox seller's data (the demo seeds the own catalogue from it). */
  demoWorld?: World;
  /** In demo mode, the sandbox also serves the pictures its cards name on Ozon's CDN. */
  pictureCdnUrl?: string;
  /** In demo mode, the sandbox also stands in for Telegram's Bot API and its t.me links. */
  telegram?: { apiUrl: string; linkUrl: string };
  close(): Promise<void>;
}

/**
 * With OZON_CLIENT_ID and OZON_API_KEY the server uses that cabinet (at OZON_API_URL, or Ozon itself).
 * Without them it starts the sandbox in this process on a free local port and points at its first
 * cabinet, so a fresh install has realistic data to show without any account.
 */
export async function connectOzon(config: AppConfig, env: NodeJS.ProcessEnv = process.env): Promise<OzonConnection> {
  if (config.OZON_CLIENT_ID && config.OZON_API_KEY) {
    return {
      mode: 'live',
      credentials: {
        baseUrl: config.OZON_API_URL ?? OZON_PRODUCTION_URL,
        clientId: config.OZON_CLIENT_ID,
        apiKey: config.OZON_API_KEY,
      },
      close: async () => {},
    };
  }
  // Loaded only in demo mode: a server with a real cabinet never loads the sandbox and its seller data.
  const [{ buildSandbox }, { sandboxOptionsFromEnv }, { TELEGRAM_LINK_PATH }] = await Promise.all([
    import('../../sandbox/app.js'),
    import('../../sandbox/config.js'),
    import('../../sandbox/routes/telegram.routes.js'),
  ]);
  const options = sandboxOptionsFromEnv(env);
  const sandbox = await buildSandbox(options);
  const url = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const [cabinet] = options.cabinets;
  return {
    mode: 'demo',
    credentials: { baseUrl: url, ...cabinet },
    demoWorld: sandbox.worldOf(cabinet.clientId),
    pictureCdnUrl: url,
    telegram: { apiUrl: url, linkUrl: `${url}${TELEGRAM_LINK_PATH}` },
    close: () => sandbox.close(),
  };
}
