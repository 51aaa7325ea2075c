import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginScreen } from '../../screens/LoginScreen.js';

export const Route = createFileRoute('/auth/login')({
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  component: LoginScreen,
});
