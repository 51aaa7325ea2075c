import type { JobKept } from '../../contracts/jobs.js';

/** How a long operation reports how far it got. */
export interface Progress {
  /** Adds to the records handled; `total` when it becomes known. */
  advance(done: number, total?: number): void;
  /**
   * What is stored for good so far, by an operation that commits as it goes: a cancel, a failure or a
   * crash then names it instead of claiming nothing was kept.
   */
  kept?(kept: JobKept): void;
}
