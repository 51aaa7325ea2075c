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
  /**
   * The menu groups the user opened (true) or closed (false), by label id. Kept here rather than in the
   * menu: the menu is mounted anew when the drawer changes between desktop and phone, and must not
   * forget what the user unfolded.
   */
  menuGroups: Readonly<Record<string, boolean>>;
  setMenuGroupOpen: (labelId: string, open: boolean) => void;
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
  const [menuGroups, setMenuGroups] = useState<Record<string, boolean>>({});
  const setMenuGroupOpen = useCallback(
    (labelId: string, open: boolean) => setMenuGroups((groups) => ({ ...groups, [labelId]: open })),
    [],
  );
  const value = useMemo(
    () => ({ preferences, setPreferences, flags, setFlags, resetFlags, menuGroups, setMenuGroupOpen }),
    [preferences, setPreferences, flags, setFlags, resetFlags, menuGroups, setMenuGroupOpen],
  );
  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>;
}

export function useLayout(): LayoutContextValue {
  const value = useContext(LayoutContext);
  if (!value) throw new Error('useLayout needs a <LayoutProvider> above it.');
  return value;
}
