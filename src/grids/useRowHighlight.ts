import { useCallback, useEffect, useState } from 'react';
import { HIGHLIGHTED_ROW } from './gridStyle.js';

const HIGHLIGHT_MS = 4000;

/** Marks one row (just created or saved) for a few seconds; `rowClassName` goes in `getRowClassName`. */
export function useRowHighlight<Id>() {
  const [highlighted, setHighlighted] = useState<Id | null>(null);
  useEffect(() => {
    if (highlighted === null) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);
  const rowClassName = useCallback((id: Id) => (id === highlighted ? HIGHLIGHTED_ROW : ''), [highlighted]);
  return { highlight: setHighlighted, rowClassName };
}
