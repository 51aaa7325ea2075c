import LinkIcon from '@mui/icons-material/Link';
import Logout from '@mui/icons-material/Logout';
import NetworkCheck from '@mui/icons-material/NetworkCheck';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useApi, useSession } from '../api/ApiContext.js';
import { ozonStatusQuery } from '../queries/ozon.js';
import { SidebarPanel } from './SidebarPanel.js';
import { WhenFirstOpened } from './WhenFirstOpened.js';

// The check's dialog and table load when first opened.
const OzonCheckDialog = lazy(() =>
  import('./OzonCheckDialog.js').then((module) => ({ default: module.OzonCheckDialog })),
);

export function ProfileSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useSession();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = session.user();
  const { data: ozon } = useQuery({ ...ozonStatusQuery(api), enabled: open });
  const [checking, setChecking] = useState(false);

  const logout = async () => {
    // Logout ends the session on the server, then removes the tokens and user data (SPEC.md section 4).
    await api.logout();
    queryClient.clear();
    onClose();
    void navigate({ to: '/auth/login' });
  };

  return (
    <SidebarPanel id="profile" titleId="profile.title" open={open} onClose={onClose}>
      <Typography>
        <FormattedMessage id="profile.signedInAs" values={{ login: <strong>{user?.login ?? '—'}</strong> }} />
      </Typography>
      {ozon?.Mode === 'Demo' && (
        <Alert severity="info">
          <FormattedMessage id="profile.ozonDemo" values={{ clientId: ozon.ClientId }} />
        </Alert>
      )}
      {ozon?.Mode === 'Live' && (
        <Typography color="text.secondary">
          <FormattedMessage id="profile.ozonLive" values={{ clientId: ozon.ClientId }} />
        </Typography>
      )}
      <Button variant="text" startIcon={<NotificationsIcon />} component={Link} to="/notifications" onClick={onClose}>
        <FormattedMessage id="profile.notifications" />
      </Button>
      <Button variant="text" startIcon={<LinkIcon />} component={Link} to="/ozon/connection" onClick={onClose}>
        <FormattedMessage id="profile.ozonConnection" />
      </Button>
      {ozon && ozon.Mode !== 'None' && (
        <Button variant="text" startIcon={<NetworkCheck />} onClick={() => setChecking(true)}>
          <FormattedMessage id="ozonCheck.open" />
        </Button>
      )}
      <Button variant="outlined" startIcon={<Logout />} onClick={() => void logout()}>
        <FormattedMessage id="profile.logout" />
      </Button>
      <WhenFirstOpened open={checking}>
        <OzonCheckDialog open={checking} onClose={() => setChecking(false)} />
      </WhenFirstOpened>
    </SidebarPanel>
  );
}
