import HelpOutline from '@mui/icons-material/HelpOutlined';
import LockPerson from '@mui/icons-material/LockPerson';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const CARDS = [
  { id: 'notFound.faq', icon: HelpOutline },
  { id: 'notFound.solutionCenter', icon: SupportAgent },
  { id: 'notFound.permissionManager', icon: LockPerson },
];

/** SPEC.md section 2: title, text and three cards, all leading to the root. */
export function NotFoundScreen() {
  const intl = useIntl();
  useEffect(() => {
    document.title = intl.formatMessage({ id: 'notFound.title' });
  }, [intl]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Box sx={{ maxWidth: 560, width: '100%' }}>
        <Typography variant="h3" component="h1" gutterBottom>
          <FormattedMessage id="notFound.title" />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <FormattedMessage id="notFound.text" />
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {CARDS.map((card) => (
            <Card key={card.id} variant="outlined">
              <CardActionArea component={Link} to="/">
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <card.icon color="primary" />
                  <Box>
                    <Typography variant="subtitle1" component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      <FormattedMessage id={card.id} />
                    </Typography>
                    <Typography variant="body2" color="text.secondary" component="span">
                      <FormattedMessage id={`${card.id}.text`} />
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
