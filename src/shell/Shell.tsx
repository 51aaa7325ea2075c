import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, useEffect, useState } from 'react';
import { AppMenu } from './AppMenu.js';
import { ConfigSidebar } from './ConfigSidebar.js';
import { useLayout } from './LayoutContext.js';
import { ProfileSidebar } from './ProfileSidebar.js';
import { TopBar } from './TopBar.js';
import { WhenFirstOpened } from './WhenFirstOpened.js';

// Loaded when first opened: the first screen does not wait for the dialog's form.
const SettingsDialog = lazy(() =>
  import('../forms/SettingsDialog.js').then((module) => ({ default: module.SettingsDialog })),
);

/** SPEC.md section 9: the desktop layout starts above 991 px. */
export const DESKTOP_QUERY = '(min-width: 992px)';
const MENU_WIDTH = 280;

/** The shell of SPEC.md section 2: top bar, left menu, content, empty footer, two sidebars. */
export function Shell() {
  const { preferences, flags, setFlags, resetFlags } = useLayout();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const location = useRouterState({ select: (state) => state.location.href });

  // Every finished navigation closes the menus and sidebars.
  useEffect(() => resetFlags(), [location, resetFlags]);

  const staticMenu = desktop && preferences.menuMode === 'static';
  const menuOpen = staticMenu ? !flags.staticMenuInactive : desktop ? flags.overlayMenuActive : flags.mobileMenuActive;
  const toggleMenu = () => {
    if (staticMenu) setFlags({ staticMenuInactive: !flags.staticMenuInactive });
    else if (desktop) setFlags({ overlayMenuActive: !flags.overlayMenuActive });
    else setFlags({ mobileMenuActive: !flags.mobileMenuActive });
  };
  const closeMenu = () => setFlags({ overlayMenuActive: false, mobileMenuActive: false });

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', flexDirection: 'column' }}>
      <TopBar onToggleMenu={toggleMenu} onOpenSettings={() => setSettingsOpen(true)} desktop={desktop} />
      <Box sx={{ display: 'flex', flex: 1 }}>
        <Drawer
          variant={staticMenu ? 'persistent' : 'temporary'}
          open={menuOpen}
          onClose={closeMenu}
          slotProps={{
            paper: { sx: { width: MENU_WIDTH, boxSizing: 'border-box' }, 'data-testid': 'layout-menu' } as object,
          }}
          sx={{ width: staticMenu && menuOpen ? MENU_WIDTH : 0, flexShrink: 0 }}
        >
          <Toolbar />
          <AppMenu />
        </Drawer>
        <Box
          component="main"
          sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, md: 3 }, display: 'flex', flexDirection: 'column' }}
        >
          <Toolbar />
          <Outlet />
        </Box>
      </Box>
      <Box component="footer" />
      <ProfileSidebar open={flags.profileSidebarVisible} onClose={() => setFlags({ profileSidebarVisible: false })} />
      <ConfigSidebar open={flags.configSidebarVisible} onClose={() => setFlags({ configSidebarVisible: false })} />
      <WhenFirstOpened open={settingsOpen}>
        <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      </WhenFirstOpened>
    </Box>
  );
}
