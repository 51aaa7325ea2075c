import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLayout } from './LayoutContext.js';
import { menuModel, samePath, type MenuItem } from './menuModel.js';

/** SPEC.md section 9: nested items open and close in 400 ms. */
export const MENU_ANIMATION_MS = 400;

function MenuEntry({ item, depth }: { item: MenuItem; depth: number }) {
  const { pathname } = useLocation();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { menuGroups, setMenuGroupOpen } = useLayout();
  // Until the user opens or closes it, a group is open when it holds the screen on show.
  const [holdsOpenScreen] = useState(() =>
    Boolean(item.items?.some((child) => child.to && samePath(child.to, pathname))),
  );
  const expanded = menuGroups[item.labelId] ?? holdsOpenScreen;
  if (item.visible === false) return null;

  const label = <ListItemText primary={<FormattedMessage id={item.labelId} />} />;
  const icon = item.icon && (
    <ListItemIcon sx={{ minWidth: 36 }}>
      <item.icon fontSize="small" />
    </ListItemIcon>
  );
  const indent = { pl: 2 + depth * 2 };

  if (item.items) {
    return (
      <>
        <ListItemButton
          onClick={() => setMenuGroupOpen(item.labelId, !expanded)}
          aria-expanded={expanded}
          disabled={item.disabled}
          sx={indent}
        >
          {icon}
          {label}
          {expanded ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
        <Collapse in={expanded} timeout={MENU_ANIMATION_MS} unmountOnExit>
          <List dense disablePadding>
            {item.items.map((child) => (
              <MenuEntry key={child.labelId} item={child} depth={depth + 1} />
            ))}
          </List>
        </Collapse>
      </>
    );
  }
  if (item.url) {
    return (
      <ListItemButton
        component="a"
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        disabled={item.disabled}
        sx={indent}
      >
        {icon}
        {label}
      </ListItemButton>
    );
  }
  const active = item.to !== undefined && samePath(item.to, pathname);
  return (
    <ListItemButton
      component={Link}
      to={item.to}
      // The router's own active test is a prefix match; the menu's is exact (SPEC.md section 2).
      activeOptions={{ exact: true, includeSearch: false }}
      selected={active}
      aria-current={active ? 'page' : undefined}
      disabled={item.disabled}
      sx={indent}
      onClick={() => {
        // Choosing the screen that is already open reloads its data (SPEC.md section 2).
        if (active) {
          void router.invalidate();
          void queryClient.refetchQueries({ type: 'active' });
        }
      }}
    >
      {icon}
      {label}
    </ListItemButton>
  );
}

export function AppMenu() {
  return (
    <nav aria-label={useIntl().formatMessage({ id: 'menu.ariaLabel' })}>
      {menuModel.map((section, index) => (
        <Fragment key={section.labelId}>
          {index > 0 && <Divider component="div" role="separator" />}
          <List
            dense
            subheader={
              <ListSubheader component="div" sx={{ lineHeight: '2.25rem', fontWeight: 700, bgcolor: 'transparent' }}>
                <FormattedMessage id={section.labelId} />
              </ListSubheader>
            }
          >
            {section.items.map((item) => (
              <MenuEntry key={item.labelId} item={item} depth={0} />
            ))}
          </List>
        </Fragment>
      ))}
    </nav>
  );
}
