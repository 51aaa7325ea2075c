import AccountCircle from '@mui/icons-material/AccountCircle';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import MenuIcon from '@mui/icons-material/Menu';
import MoreVert from '@mui/icons-material/MoreVert';
import Palette from '@mui/icons-material/Palette';
import Settings from '@mui/icons-material/Settings';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link } from '@tanstack/react-router';
import { lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { SyncIndicator } from '../sync/SyncIndicator.js';
import { DeferredTooltip } from './DeferredTooltip.js';
import { NotificationBell } from './NotificationBell.js';
import { useLayout } from './LayoutContext.js';
import type { TopBarAction } from './TopBarMenu.js';
import { WhenFirstOpened } from './WhenFirstOpened.js';

// Chunks of their own, loaded when first opened: the calendar (the date pickers) and the narrow-screen menu.
const TopBarCalendar = lazy(() => import('./TopBarCalendar.js'));
const TopBarMenu = lazy(() => import('./TopBarMenu.js'));

export function TopBar({
  onToggleMenu,
  onOpenSettings,
  desktop,
}: {
  onToggleMenu: () => void;
  onOpenSettings: () => void;
  desktop: boolean;
}) {
  const intl = useIntl();
  const { setFlags } = useLayout();
  const [calendarAnchor, setCalendarAnchor] = useState<HTMLElement | null>(null);
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const label = (id: string) => intl.formatMessage({ id });

  const actions: TopBarAction[] = [
    { labelId: 'topbar.calendar', icon: <CalendarMonth />, onClick: setCalendarAnchor },
    { labelId: 'topbar.settings', icon: <Settings />, onClick: onOpenSettings },
    { labelId: 'topbar.layout', icon: <Palette />, onClick: () => setFlags({ configSidebarVisible: true }) },
    { labelId: 'topbar.profile', icon: <AccountCircle />, onClick: () => setFlags({ profileSidebarVisible: true }) },
  ];

  return (
    <AppBar position="fixed" color="default" elevation={1} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        {/* On a small phone the title gives way (cut with an ellipsis) so that the buttons stay on screen. */}
        <Link
          to="/"
          style={{ color: 'inherit', textDecoration: 'none', minWidth: 0, overflow: 'hidden' }}
          aria-label={label('topbar.home')}
        >
          <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700, display: 'block' }}>
            {label('app.title')}
          </Typography>
        </Link>
        <DeferredTooltip title={label('topbar.toggleMenu')}>
          <IconButton onClick={onToggleMenu} aria-label={label('topbar.toggleMenu')}>
            <MenuIcon />
          </IconButton>
        </DeferredTooltip>
        <Box sx={{ flex: 1 }} />
        <SyncIndicator compact={!desktop} />
        <NotificationBell />
        {desktop ? (
          actions.map((action) => (
            <DeferredTooltip key={action.labelId} title={label(action.labelId)}>
              <IconButton aria-label={label(action.labelId)} onClick={(event) => action.onClick(event.currentTarget)}>
                {action.icon}
              </IconButton>
            </DeferredTooltip>
          ))
        ) : (
          // On a narrow screen the top-bar buttons fold into one menu.
          <IconButton aria-label={label('topbar.more')} onClick={(event) => setMoreAnchor(event.currentTarget)}>
            <MoreVert />
          </IconButton>
        )}
        <WhenFirstOpened open={Boolean(moreAnchor)}>
          <TopBarMenu anchor={moreAnchor} actions={actions} onClose={() => setMoreAnchor(null)} />
        </WhenFirstOpened>
        <WhenFirstOpened open={Boolean(calendarAnchor)}>
          <TopBarCalendar anchor={calendarAnchor} onClose={() => setCalendarAnchor(null)} />
        </WhenFirstOpened>
      </Toolbar>
    </AppBar>
  );
}
