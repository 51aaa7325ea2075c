import type { FastifyBaseLogger } from 'fastify';
import type { OzonStatus } from '../../contracts/ozon.js';
import type { Db } from '../db/database.js';
import { exclusiveSection } from '../db/exclusiveSection.js';
import { UnavailableError } from '../domain/errors.js';
import { OZON_PRODUCTION_URL, type OzonConnection } from './connection.js';
import type { RetryPolicy } from './retry.js';
import type { SecretBox } from './secretBox.js';
import { httpTransport, type OzonCredentials, type OzonTransport } from './transport.js';

/** pg_advisory_xact_lock key of connecting and disconnecting (PostgreSQL shared by several processes). */
const CABINET_CHANGE_LOCK = 7_140_028;

interface Active {
  credentials: OzonCredentials;
  status: OzonStatus;
}

/**
 * The Ozon cabinet the server works with now. OZON_* variables win; else the cabinet the seller
 * connected in the web app (read from the database each time, so every process follows a change);
 * else the demo sandbox. One transport per cabinet, so all calls share its request budget.
 */
export function ozonCabinet({
  db,
  box,
  connection,
  apiUrl,
  log,
  retry,
}: {
  db: Db;
  /** Overrides of the client's retry policy (tests shorten it). */
  retry?: Partial<RetryPolicy>;
  box: SecretBox;
  /** From the environment: a live cabinet, or the demo sandbox; absent in tests without Ozon. */
  connection?: OzonConnection;
  /** Where a cabinet connected in the web app is called: OZON_API_URL, else Ozon itself. */
  apiUrl?: string;
  log: FastifyBaseLogger;
}) {
  const transports = new Map<string, OzonTransport>();
  const transportOptions = {
    ...(retry ? { retry } : {}),
    // Retries are worth a warning (method, attempt, status), never the keys or bodies.
    onRetry: (event: { method: string; attempt: number; waitMs: number; kind: string; status?: number }) =>
      log.warn(
        { method: event.method, attempt: event.attempt, status: event.status, kind: event.kind, waitMs: event.waitMs },
        'Ozon call retried',
      ),
  };
  const transportOf = (credentials: OzonCredentials) => {
    const key = `${credentials.baseUrl}|${credentials.clientId}|${credentials.apiKey}`;
    let transport = transports.get(key);
    if (!transport) {
      transport = httpTransport(credentials, transportOptions);
      transports.set(key, transport);
    }
    return transport;
  };
  const baseUrl = apiUrl ?? OZON_PRODUCTION_URL;
  // One change of the stored cabinet at a time, so a check in flight cannot be overtaken by another.
  const changeExclusively = exclusiveSection({ db }, CABINET_CHANGE_LOCK);
  /** A transport for credentials the seller is about to connect (checked before they are saved). */
  const candidate = (clientId: string, apiKey: string): OzonTransport =>
    httpTransport({ baseUrl, clientId, apiKey }, { ...transportOptions, retry: { ...retry, maxAttempts: 2 } });

  async function active(): Promise<Active | null> {
    if (connection?.mode === 'live') {
      const { clientId, apiKey } = connection.credentials;
      return {
        credentials: connection.credentials,
        status: status('Live', 'Environment', clientId, connection.credentials.baseUrl, apiKey),
      };
    }
    const row = await db.selectFrom('ozon_connection').selectAll().executeTakeFirst();
    if (row) {
      try {
        const apiKey = box.open(row.api_key_encrypted);
        return {
          credentials: { baseUrl, clientId: row.client_id, apiKey },
          status: {
            ...status('Live', 'WebApp', row.client_id, baseUrl, apiKey),
            ConnectedAt: new Date(row.connected_at).toISOString(),
            ConnectedBy: row.connected_by,
          },
        };
      } catch {
        log.warn('The stored Ozon Api-Key cannot be decrypted (SECRET_KEY or DATA_DIR changed): connect again');
      }
    }
    if (connection) {
      const { clientId, apiKey } = connection.credentials;
      return {
        credentials: connection.credentials,
        status: status('Demo', 'Sandbox', clientId, connection.credentials.baseUrl, apiKey),
      };
    }
    return null;
  }

  return {
    /** The transport of the cabinet in use; 503 when there is none. */
    async transport(): Promise<OzonTransport> {
      const current = await active();
      if (!current) throw new UnavailableError('No Ozon cabinet is connected.');
      return transportOf(current.credentials);
    },

    async status(): Promise<OzonStatus> {
      return (await active())?.status ?? status('None', 'None', null, null, null);
    },

    /** Whether the OZON_* variables fix the cabinet (the web app cannot change it then). */
    fixedByEnvironment: () => connection?.mode === 'live',

    /**
     * Stores the keys once `verify` (Ozon's check of them, on a transport of their own) has passed, one
     * connect at a time. A `verify` that throws (Ozon refused the key, or never answered) leaves the
     * stored cabinet as it was.
     */
    async connect<Verdict>(
      clientId: string,
      apiKey: string,
      connectedBy: string,
      verify: (candidate: OzonTransport) => Promise<Verdict>,
    ): Promise<Verdict> {
      return changeExclusively(async (writer) => {
        const verdict = await verify(candidate(clientId, apiKey));
        const values = {
          id: 1,
          client_id: clientId,
          api_key_encrypted: box.seal(apiKey),
          api_key_last4: apiKey.slice(-4),
          connected_by: connectedBy,
        };
        await writer
          .insertInto('ozon_connection')
          .values(values)
          .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...values, connected_at: new Date() }))
          .execute();
        return verdict;
      });
    },

    async disconnect(): Promise<void> {
      await changeExclusively((writer) => writer.deleteFrom('ozon_connection').execute());
    },
  };
}
export type OzonCabinet = ReturnType<typeof ozonCabinet>;

function status(
  mode: OzonStatus['Mode'],
  source: OzonStatus['Source'],
  clientId: string | null,
  apiUrl: string | null,
  apiKey: string | null,
): OzonStatus {
  return {
    Mode: mode,
    Source: source,
    ClientId: clientId,
    ApiUrl: apiUrl,
    ApiKeyLast4: apiKey ? apiKey.slice(-4) : null,
    ConnectedAt: null,
    ConnectedBy: null,
  };
}
