import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../../screens/NotBuiltYet.js';

export const Route = createFileRoute('/_app/ozon/action')({
  component: () => <NotBuiltYet titleId="menu.marketplace.promotions" />,
});
