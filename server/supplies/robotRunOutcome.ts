import type { TaskRunNote, TaskRunNoteCode, TaskRunOutcome } from '../../contracts/supplyRegistration.js';
import type { DraftError } from '../ozon/api/supplyDrafts.js';
import { OzonApiError, OzonNetworkError, OzonRateLimitError, OzonResponseShapeError } from '../ozon/transport.js';

// What a run of the supply-slot robot (registrationRobot.ts) ends with and says: the outcome and its
// sentences, as codes with values for the screen (worded from the catalogues) and English for the log.

/** One sentence of the log: its code and values for the screen, and its English for the server's log. */
export interface Said {
  note: TaskRunNote;
  english: string;
}

export const said = (code: TaskRunNoteCode, params: TaskRunNote['Params'], english: string): Said => ({
  note: { Code: code, Params: params },
  english,
});

export interface RunOutcome {
  outcome: TaskRunOutcome;
  said: Said[];
}

/** A run's outcome as its log row keeps it: the English for the server's log, the notes for the screen. */
export const logged = (run: RunOutcome) => ({
  outcome: run.outcome,
  message: run.said.map((line) => line.english).join('; '),
  notes: run.said.map((line) => line.note),
});

/** Ozon's words on a draft (its messages, reasons and the SKUs refused); empty when it gave none. */
export const draftErrorsText = (errors: DraftError[]) =>
  errors
    .map((error) =>
      [error.error_message, error.message, ...error.error_reasons, ...error.skus.map((sku) => `SKU ${sku}`)]
        .filter(Boolean)
        .join(' '),
    )
    .join('; ');

/** Why a run broke off: Ozon's limit (a wait), Ozon's answer with its method, or the error itself. */
export function failureOf(error: unknown): RunOutcome {
  if (error instanceof OzonRateLimitError) {
    const seconds = Math.ceil((error.retryAfterMs ?? 0) / 1000);
    return {
      outcome: 'Waiting',
      said: [said('OzonPaced', { method: error.method, seconds }, `Ozon's limit, to be tried again: ${error.message}`)],
    };
  }
  if (error instanceof OzonApiError && error.status === 429) {
    return {
      outcome: 'Waiting',
      said: [
        said(
          'OzonLimit',
          { method: error.method, ozon: error.ozonMessage },
          `Ozon's limit, to be tried again: ${error.message}`,
        ),
      ],
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  const failed = (code: TaskRunNoteCode, params: TaskRunNote['Params']): RunOutcome => ({
    outcome: 'Failed',
    said: [said(code, params, message)],
  });
  // Ozon's refusal reads as its method and message, and goes to the task's log.
  if (error instanceof OzonApiError) {
    return failed('OzonError', { method: error.method, status: String(error.status), ozon: error.ozonMessage });
  }
  if (error instanceof OzonNetworkError) {
    return failed(error.reason === 'timeout' ? 'OzonTimeout' : 'OzonUnreachable', { method: error.method });
  }
  if (error instanceof OzonResponseShapeError) return failed('OzonUnexpectedAnswer', { method: error.method });
  return failed('Unexpected', { error: message });
}

/** Whether Ozon refused some of the task's products (items_validation): no drop-off would take them. */
export const refusesProducts = (errors: DraftError[]) =>
  errors.some((error) => error.items_validation.some((cluster) => cluster.rejected_items.length > 0));

/**
 * The task stops with Ozon's reason until the seller changes it: another run would be refused alike.
 * The notes are Ozon's words per drop-off (the screen says the rest in the seller's language).
 */
export const stoppedByOzon = (reasons: Said[]): RunOutcome => ({ outcome: 'Refused', said: reasons });
