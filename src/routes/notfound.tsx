import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../screens/NotFoundScreen.js';

export const Route = createFileRoute('/notfound')({ component: NotFoundScreen });
