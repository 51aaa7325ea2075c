import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../../screens/NotBuiltYet.js';

export const Route = createFileRoute('/_app/product/animator')({
  component: () => <NotBuiltYet titleId="menu.seller.animator" />,
});
