import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { saveLayoutPreferences, type LayoutPreferences } from './layoutPreferences.js';

/** Flags that open menus and sidebars; all of them reset when a navigation ends (SPEC.md section 2). */
export interface LayoutFlags {
  staticMenuInactive: boolean;
  overlayMenuActive: boolean;
  mobileMenuActive: boolean;
  profileSidebarVisible: boolean;
  configSidebarVisible: boolean;
}

const CLOSED: LayoutFlags = {
  staticMenuInactive: false,
  overlayMenuActive: false,
  mobileMenuActive: false,
  profileSidebarVisible: false,
  configSidebarVisible: false,
};

interface LayoutContextValue {
  preferences: LayoutPreferences;
  setPreferences: (change: Partial<LayoutPreferences>) => void;
  flags: LayoutFlags;
  setFlags: (change: Partial<LayoutFlags>) => void;
  /** Hides overlay and mobile menus and the sidebars; the static menu keeps its state. */
  resetFlags: () => void;
}

const LayoutContext = createContext<LayoutContextValue | null>(null);

export function LayoutProvider({
  preferences,
  onPreferencesChange,
  children,
}: {
  preferences: LayoutPreferences;
  onPreferencesChange: (preferences: LayoutPreferences) => void;
  children: ReactNode;
}) {
  const [flags, setFlagsState] = useState<LayoutFlags>(CLOSED);
  const setPreferences = useCallback(
    (change: Partial<LayoutPreferences>) => {
      const next = { ...preferences, ...change };
      saveLayoutPreferences(next);
      onPreferencesChange(next);
    },
    [preferences, onPreferencesChange],
  );
  const setFlags = useCallback(
    (change: Partial<LayoutFlags>) => setFlagsState((flags) => ({ ...flags, ...change })),
    [],
  );
  const resetFlags = useCallback(
    () => setFlagsState((flags) => ({ ...CLOSED, staticMenuInactive: flags.staticMenuInactive })),
    [],
  );
  const value = useMemo(
    () => ({ preferences, setPreferences, flags, setFlags, resetFlags }),
    [preferences, setPreferences, flags, setFlags, resetFlags],
  );
  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>;
}

export function useLayout(): LayoutContextValue {
  const value = useContext(LayoutContext);
  if (!value) throw new Error('useLayout needs a <LayoutProvider> above it.');
  return value;
}
