import { useState } from 'react';

/**
 * A picker's own date: what is typed stays while it is unfinished (or refused), and a new value from
 * outside replaces it. Adjusted while rendering, as React advises for state that follows a prop.
 */
export function usePicked(
  value: string | undefined,
  dateOf: (value: string) => Date,
  valueOf: (date: Date | null) => string | null,
): [Date | null, (picked: Date | null) => void] {
  const [state, setState] = useState(() => ({ value, picked: value ? dateOf(value) : null }));
  if (state.value !== value) {
    const picked = valueOf(state.picked) === (value ?? null) ? state.picked : value ? dateOf(value) : null;
    setState({ value, picked });
    return [picked, (next) => setState({ value, picked: next })];
  }
  return [state.picked, (next) => setState({ value, picked: next })];
}
