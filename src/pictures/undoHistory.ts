/** A value with its past and future, for undo and redo. */
export interface UndoHistory<Value> {
  past: Value[];
  present: Value;
  future: Value[];
}

/** Enough steps for a working session; older steps are dropped so pictures held in them can be freed. */
export const UNDO_STEPS = 100;

export function startHistory<Value>(present: Value): UndoHistory<Value> {
  return { past: [], present, future: [] };
}

/** A new present; the redo steps are gone, as in every editor. An unchanged value adds no step. */
export function recordStep<Value>(history: UndoHistory<Value>, next: Value): UndoHistory<Value> {
  if (Object.is(next, history.present)) return history;
  return { past: [...history.past, history.present].slice(-UNDO_STEPS), present: next, future: [] };
}

export function undo<Value>(history: UndoHistory<Value>): UndoHistory<Value> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<Value>(history: UndoHistory<Value>): UndoHistory<Value> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
