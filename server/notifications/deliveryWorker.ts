import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { ChannelService } from './channels/channelService.js';
import { deliveryError, deliveryFailureOf, telegramHeld } from './channels/deliveryFailure.js';
import { messageText } from './channels/messageText.js';
import { TelegramError } from './channels/telegramBotApi.js';
import { claimDue, MAX_ATTEMPTS, RETRY_PAUSES_MS, settle, type DeliveryOutcome } from './deliveries.js';

/** Deliveries claimed at a time; a run takes batches until nothing is due. */
const BATCH = 20;

/** Held deliveries (quiet hours, retries, Telegram's retry_after) are looked for this often. */
export const DELIVERY_EVERY_MS = 15_000;

export interface DeliveryRun {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Sends the notifications' deliveries when due: each by its channel, once (claimDue), a failure tried
 * again after a pause and then reported with its reason; a Telegram 429 waits the retry_after Telegram
 * asked for (and holds the user's other Telegram messages of the run as long) without counting as a
 * failed attempt.
 */
export function deliveryWorker({
  db,
  channels,
  appUrl,
  timeZone,
  log,
}: {
  db: Db;
  channels: ChannelService;
  appUrl: string;
  /** The seller's time zone, the messages' times are in. */
  timeZone?: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}) {
  async function deliver(now: Date): Promise<DeliveryRun> {
    const run: DeliveryRun = { sent: 0, retried: 0, failed: 0 };
    const telegramHeldUntil = new Map<number, Date>();
    for (;;) {
      const claimed = await claimDue(db, now, BATCH);
      if (claimed.length === 0) return run;
      for (const delivery of claimed) {
        const held = delivery.channel === 'Telegram' ? telegramHeldUntil.get(delivery.userId) : undefined;
        let outcome: DeliveryOutcome;
        if (held) {
          outcome = { status: 'Retry', at: held, ...telegramHeld(), counted: false };
        } else {
          try {
            await channels.send(
              delivery.userId,
              delivery.channel,
              messageText(delivery.facts, delivery.link, appUrl, timeZone),
            );
            outcome = { status: 'Sent' };
          } catch (error) {
            const reason = deliveryError(error);
            const failure = deliveryFailureOf(error);
            log.warn({ channel: delivery.channel, userId: delivery.userId, reason }, 'notification delivery failed');
            if (error instanceof TelegramError && error.retryAfterSeconds !== null) {
              const at = new Date(now.getTime() + error.retryAfterSeconds * 1000);
              telegramHeldUntil.set(delivery.userId, at);
              outcome = { status: 'Retry', at, error: reason, failure, counted: false };
            } else if (delivery.attempts < MAX_ATTEMPTS) {
              const at = new Date(now.getTime() + RETRY_PAUSES_MS[delivery.attempts - 1]!);
              outcome = { status: 'Retry', at, error: reason, failure, counted: true };
            } else {
              outcome = { status: 'Failed', error: reason, failure };
            }
          }
        }
        await settle(db, delivery.id, outcome, now);
        if (outcome.status === 'Sent') run.sent += 1;
        else if (outcome.status === 'Retry') run.retried += 1;
        else run.failed += 1;
      }
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  /** One run at a time in this process; others (other processes) are kept apart by the claims. */
  const runOnce = (now = new Date()) => {
    const next = running.then(() => deliver(now));
    running = next.catch((error: unknown) => log.error({ err: error }, 'notification deliveries failed'));
    return next;
  };

  return {
    /** Sends what is due by `now` (tests give the clock); answers what happened. */
    deliverDue: (now?: Date) => runOnce(now),
    /** After an evaluation wrote notifications: send them now rather than at the next tick. */
    kick: () => void runOnce().catch(() => undefined),
    start(everyMs = DELIVERY_EVERY_MS) {
      timer = setInterval(() => void runOnce().catch(() => undefined), everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
export type DeliveryWorker = ReturnType<typeof deliveryWorker>;
