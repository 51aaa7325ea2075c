import MuiLink, { type LinkProps } from '@mui/material/Link';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';

/** MUI's link styled, the router's navigation typed: `<AppLink to="/ozon/salesOrders" search={{ … }}>`. */
const StyledAnchor = forwardRef<HTMLAnchorElement, LinkProps>((props, ref) => <MuiLink ref={ref} {...props} />);
StyledAnchor.displayName = 'StyledAnchor';

export const AppLink = createLink(StyledAnchor);
