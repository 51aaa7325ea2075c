import ky, { type KyInstance, type Options } from 'ky';
import type { LoginModel } from '../../contracts/auth.js';
import { jwtToken, refreshedToken, type JwtToken } from '../../contracts/tokens.js';
import type { ClientConfig } from '../../contracts/clientConfig.js';
import { fileNameFrom, isSuccess, readJson, toApiError, type CallKind } from './errors.js';
import type { SessionStore } from './session.js';
import { tokenRefresher } from './tokenRefresher.js';

export type ServiceFamily = 'reader' | 'command' | 'shipment' | 'searchTerm' | 'ml';

export interface ApiClientOptions {
  config: ClientConfig;
  session: SessionStore;
  /** Called once the session is gone (refresh refused): the app goes to the login page. */
  onSignedOut: () => void;
  /** Where relative base addresses ('' = same origin) resolve; the page's origin in the browser. */
  origin: string;
  fetch?: typeof fetch;
}

export interface CallOptions {
  method?: 'get' | 'post' | 'put' | 'delete';
  json?: unknown;
  searchParams?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
  /** 206 Partial Content: the server cut the file at its row limit. */
  partial: boolean;
  /** The answer's headers, for what a download says beside its file (X-Row-Count). */
  headers: Headers;
}

// Logging out must not hang the button on a server that does not answer.
const LOGOUT_TIMEOUT_MS = 5_000;

const FAMILY_URL: Record<ServiceFamily, keyof ClientConfig> = {
  reader: 'ReaderUrl',
  command: 'CommandUrl',
  shipment: 'ShipmentUrl',
  searchTerm: 'SearchTermUrl',
  ml: 'MachineLearningUrl',
};

export function createApiClient(options: ApiClientOptions) {
  const { config, session } = options;
  const base = (url: string) => new URL(`${url.replace(/\/+$/, '')}/`, `${options.origin}/`).toString();
  const common: Options = { throwHttpErrors: false, retry: 0, timeout: 120_000, fetch: options.fetch };
  const tokenHttp = ky.create({ ...common, prefixUrl: base(config.SecurityTokenUrl) });

  async function refresh(refreshToken: string) {
    const response = await tokenHttp.post('Token/Refresh', {
      json: { RefreshToken: refreshToken, AccessToken: session.accessToken() ?? undefined },
    });
    if (!isSuccess(response.status, 'token')) throw await toApiError(response, 'token');
    return refreshedToken.parse(await response.json());
  }
  const refresher = tokenRefresher(session, refresh, options.onSignedOut);

  const families = Object.fromEntries(
    (Object.keys(FAMILY_URL) as ServiceFamily[]).map((family) => [
      family,
      ky.create({
        ...common,
        prefixUrl: base(config[FAMILY_URL[family]]),
        hooks: {
          beforeRequest: [
            (request) => {
              const token = session.accessToken();
              if (token) request.headers.set('Authorization', `Bearer ${token}`);
            },
          ],
          afterResponse: [
            // A 401 means the access token expired: refresh (once for all waiting calls) and retry once.
            // The retry carries no hooks, so a second 401 is final.
            async (request, normalized, response) => {
              if (response.status !== 401) return response;
              const staleToken = request.headers.get('Authorization')?.replace(/^Bearer /, '');
              const token = await refresher.accessToken(staleToken);
              request.headers.set('Authorization', `Bearer ${token}`);
              return ky(request, { ...normalized, prefixUrl: undefined, hooks: {} });
            },
          ],
        },
      }),
    ]),
  ) as Record<ServiceFamily, KyInstance>;

  async function send(family: ServiceFamily, path: string, call: CallOptions, kind: CallKind): Promise<Response> {
    const response = await families[family](path.replace(/^\//, ''), {
      method: call.method ?? (call.json === undefined ? 'get' : 'post'),
      json: call.json,
      searchParams: call.searchParams,
      headers: call.headers,
      signal: call.signal,
    });
    if (!isSuccess(response.status, kind)) throw await toApiError(response, kind);
    return response;
  }

  return {
    async login(model: LoginModel): Promise<JwtToken> {
      const response = await tokenHttp.post('Token/Login', { json: model });
      if (!isSuccess(response.status, 'token')) throw await toApiError(response, 'token');
      return jwtToken.parse(await response.json());
    },

    /**
     * Ends the session on the server (its tokens stop there at once), then forgets it here. Fail-soft: an
     * unreachable or failing server still leaves the browser logged out.
     */
    async logout(): Promise<void> {
      const refreshToken = session.refreshToken();
      try {
        if (refreshToken)
          await tokenHttp.post('Token/Logout', { json: { RefreshToken: refreshToken }, timeout: LOGOUT_TIMEOUT_MS });
      } catch {
        // Offline or timed out: the session ends on the server when its refresh token expires.
      } finally {
        session.clear();
      }
    },

    /** A JSON call; resolves to null on 204. */
    async json<T>(family: ServiceFamily, path: string, call: CallOptions = {}): Promise<T> {
      return (await readJson<T>(await send(family, path, call, 'data'))) as T;
    },

    /**
     * A call that starts a server job: asks for the asynchronous answer (RFC 7240 `Prefer:
     * respond-async`) and resolves to what 202 Accepted carries, the job to follow.
     */
    async startJob<T>(family: ServiceFamily, path: string, call: CallOptions = {}): Promise<T> {
      const headers = { ...call.headers, Prefer: 'respond-async' };
      return (await readJson<T>(await send(family, path, { method: 'post', ...call, headers }, 'job'))) as T;
    },

    /** A call that answers with a file (206 counts as success), named from content-disposition. */
    async download(
      family: ServiceFamily,
      path: string,
      call: CallOptions,
      fallbackName: string,
      kind: CallKind = 'export',
    ): Promise<DownloadedFile> {
      const response = await send(family, path, call, kind);
      return {
        blob: await response.blob(),
        fileName: fileNameFrom(response.headers, fallbackName),
        partial: response.status === 206,
        headers: response.headers,
      };
    },
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
