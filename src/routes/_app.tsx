import { createFileRoute, redirect } from '@tanstack/react-router';
import { Shell } from '../shell/Shell.js';

/** Every area behind the shell requires login; the user comes back to the page they asked for. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    if (!context.session.accessToken()) {
      throw redirect({ to: '/auth/login', search: { redirect: location.href } });
    }
    // The overview shows with the first screens' messages; every other screen waits for the whole catalogue.
    if (location.pathname !== '/') await context.wholeMessages();
  },
  component: Shell,
});
