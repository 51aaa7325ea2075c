import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Outlet, useRouter } from '@tanstack/react-router';
import { lazy, useState } from 'react';
import { AppMenu } from './AppMenu.js';
import { useLayout } from './LayoutContext.js';
import { useCloseOnNavigation } from './useCloseOnNavigation.js';
import { TopBar } from './TopBar.js';
import { WhenFirstOpened } from './WhenFirstOpened.js';

// Loaded when first opened: the first screen does not wait for the dialog's form, nor for the sidebars.
const SettingsDialog = lazy(() =>
  import('../forms/SettingsDialog.js').then((module) => ({ default: module.SettingsDialog })),
);
const ProfileSidebar = lazy(() => import('./ProfileSidebar.js').then((module) => ({ default: module.ProfileSidebar })));
// MUI's Drawer (with its Modal, 10 KB gzip) only where the menu slides over the screen: on a phone, or
// in the overlay mode. The static menu of a desktop, the first screen of most sellers, is a plain column.
const SlidingMenu = lazy(() => import('./SlidingMenu.js').then((module) => ({ default: module.SlidingMenu })));
const ConfigSidebar = lazy(() => import('./ConfigSidebar.js').then((module) => ({ default: module.ConfigSidebar })));

/** SPEC.md section 9: the desktop layout starts above 991 px. */
export const DESKTOP_QUERY = '(min-width: 992px)';
const MENU_WIDTH = 280;

/** The shell of SPEC.md section 2: top bar, left menu, content, empty footer, two sidebars. */
export function Shell() {
  const { preferences, flags, setFlags, resetFlags } = useLayout();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [settingsOpen, setSettingsOpen] = useState(false);
  useCloseOnNavigation(useRouter(), resetFlags);

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
        {staticMenu ? (
          <Box
            component="aside"
            data-testid="layout-menu"
            sx={{
              width: menuOpen ? MENU_WIDTH : 0,
              visibility: menuOpen ? 'visible' : 'hidden',
              flexShrink: 0,
              overflow: 'hidden',
              bgcolor: 'background.paper',
              borderRight: 1,
              borderColor: 'divider',
              transition: (theme) => theme.transitions.create(['width', 'visibility']),
            }}
          >
            <Box sx={{ width: MENU_WIDTH, position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }}>
              <Toolbar />
              <AppMenu />
            </Box>
          </Box>
        ) : (
          <WhenFirstOpened open={menuOpen}>
            <SlidingMenu open={menuOpen} onClose={closeMenu} width={MENU_WIDTH}>
              <Toolbar />
              <AppMenu />
            </SlidingMenu>
          </WhenFirstOpened>
        )}
        <Box
          component="main"
          sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, md: 3 }, display: 'flex', flexDirection: 'column' }}
        >
          <Toolbar />
          <Outlet />
        </Box>
      </Box>
      <Box component="footer" />
      <WhenFirstOpened open={flags.profileSidebarVisible}>
        <ProfileSidebar open={flags.profileSidebarVisible} onClose={() => setFlags({ profileSidebarVisible: false })} />
      </WhenFirstOpened>
      <WhenFirstOpened open={flags.configSidebarVisible}>
        <ConfigSidebar open={flags.configSidebarVisible} onClose={() => setFlags({ configSidebarVisible: false })} />
      </WhenFirstOpened>
      <WhenFirstOpened open={settingsOpen}>
        <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      </WhenFirstOpened>
    </Box>
  );
}
