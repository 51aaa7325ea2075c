import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { lenient } from '../../grids/gridSearch.js';
import { LoginScreen } from '../../screens/LoginScreen.js';

export const Route = createFileRoute('/auth/login')({
  validateSearch: z.object({ redirect: lenient(z.string()) }),
  component: LoginScreen,
});
