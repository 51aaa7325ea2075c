import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../screens/NotBuiltYet.js';

export const Route = createFileRoute('/_app/')({
  component: () => <NotBuiltYet titleId="menu.seller.overview" />,
});
