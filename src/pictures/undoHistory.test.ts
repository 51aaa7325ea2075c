import { describe, expect, it } from 'vitest';
import { recordStep, redo, startHistory, undo, UNDO_STEPS } from './undoHistory.js';

describe('undo history', () => {
  it('undoes and redoes steps in order, and a new step drops the redo steps', () => {
    let history = recordStep(recordStep(startHistory('a'), 'b'), 'c');
    history = undo(undo(history));
    expect(history.present).toBe('a');
    history = redo(history);
    expect(history.present).toBe('b');
    history = recordStep(history, 'd');
    expect(history.future).toEqual([]);
    expect(redo(history).present).toBe('d');
    expect(undo(history).present).toBe('b');
  });

  it('does nothing past either end, and an unchanged value is no step', () => {
    const start = startHistory(1);
    expect(undo(start)).toBe(start);
    expect(redo(start)).toBe(start);
    expect(recordStep(start, 1)).toBe(start);
  });

  it('keeps a bounded number of steps', () => {
    let history = startHistory(0);
    for (let step = 1; step <= UNDO_STEPS + 50; step++) history = recordStep(history, step);
    expect(history.past).toHaveLength(UNDO_STEPS);
    expect(history.past[0]).toBe(50);
  });
});
