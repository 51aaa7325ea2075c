/** How a long operation reports how far it got. */
export interface Progress {
  /** Adds to the records handled; `total` when it becomes known. */
  advance(done: number, total?: number): void;
}
