import { createFileRoute, redirect } from '@tanstack/react-router';
import { Shell } from '../shell/Shell.js';

/** Every area behind the shell requires login; the user comes back to the page they asked for. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    if (!context.session.accessToken()) {
      throw redirect({ to: '/auth/login', search: { redirect: location.href } });
    }
  },
  component: Shell,
});
