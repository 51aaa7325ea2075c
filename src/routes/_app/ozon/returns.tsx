import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../../screens/NotBuiltYet.js';

export const Route = createFileRoute('/_app/ozon/returns')({
  component: () => <NotBuiltYet titleId="menu.seller.returns" />,
});
