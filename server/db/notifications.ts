import pg from 'pg';

export interface NotificationHandlers {
  /** A notification's payload, as sent with pg_notify. */
  message(payload: string): void;
  /** LISTEN is in place: from now on every notification arrives. */
  listening(): void;
  /** The connection is gone: notifications sent from now until `listening` again are missed. */
  lost(): void;
}

export interface Listener {
  close(): Promise<void>;
}

const RETRY_MS = { first: 500, longest: 30_000 };

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other work), opened again after a
 * loss, waiting longer each time up to half a minute. The handlers hear of every loss, so a cache built
 * on the notifications knows when it cannot be trusted.
 */
export function listenForNotifications(url: string, channel: string, handlers: NotificationHandlers): Listener {
  let closed = false;
  let client: pg.Client | undefined;
  let retryMs = RETRY_MS.first;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MS.longest);
  };

  async function connect(): Promise<void> {
    const current = new pg.Client({ connectionString: url });
    client = current;
    let gone = false;
    const onGone = () => {
      if (gone) return;
      gone = true;
      handlers.lost();
      void current.end().catch(() => undefined);
      reconnectLater();
    };
    current.on('error', onGone);
    current.on('end', onGone);
    current.on('notification', (notification) => {
      if (notification.channel === channel) handlers.message(notification.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed || gone) return;
      retryMs = RETRY_MS.first;
      handlers.listening();
    } catch {
      if (!closed) onGone();
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      current?.removeAllListeners('end');
      current?.removeAllListeners('error');
      current?.on('error', () => undefined);
      await current?.end().catch(() => undefined);
    },
  };
}
