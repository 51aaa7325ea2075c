import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface TopBarAction {
  labelId: string;
  icon: ReactNode;
  onClick: (anchor: HTMLElement) => void;
}

/** On a narrow screen the top-bar buttons fold into this menu, a chunk loaded when it first opens. */
export default function TopBarMenu({
  anchor,
  actions,
  onClose,
}: {
  anchor: HTMLElement | null;
  actions: TopBarAction[];
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {actions.map((action) => (
        <MenuItem
          key={action.labelId}
          onClick={() => {
            const opener = anchor!;
            onClose();
            action.onClick(opener);
          }}
        >
          <Box component="span" sx={{ display: 'inline-flex', mr: 1.5 }}>
            {action.icon}
          </Box>
          {intl.formatMessage({ id: action.labelId })}
        </MenuItem>
      ))}
    </Menu>
  );
}
