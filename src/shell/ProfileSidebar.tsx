import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { useSession } from '../api/ApiContext.js';

export function ProfileSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = session.user();

  const logout = () => {
    // Logout removes the access token, refresh token and user data (SPEC.md section 4).
    session.clear();
    queryClient.clear();
    onClose();
    void navigate({ to: '/auth/login' });
  };

  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box
        sx={{ width: 300, p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}
        role="region"
        aria-labelledby="profile-title"
      >
        <Typography id="profile-title" variant="h6">
          <FormattedMessage id="profile.title" />
        </Typography>
        <Typography>
          <FormattedMessage id="profile.signedInAs" values={{ login: <strong>{user?.login ?? '—'}</strong> }} />
        </Typography>
        <Button variant="outlined" startIcon={<Logout />} onClick={logout}>
          <FormattedMessage id="profile.logout" />
        </Button>
      </Box>
    </Drawer>
  );
}
