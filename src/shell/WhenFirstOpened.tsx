import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its children (a lazy dialog or panel) from the first time `open` is true and keeps them
 * then, so their chunk loads on first use and later closings keep their transition.
 */
export function WhenFirstOpened({
  open,
  fallback = null,
  children,
}: {
  open: boolean;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={fallback}>{children}</Suspense> : null;
}
