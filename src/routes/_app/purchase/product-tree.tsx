import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../../screens/NotBuiltYet.js';

export const Route = createFileRoute('/_app/purchase/product-tree')({
  component: () => <NotBuiltYet titleId="menu.purchases.productTree" />,
});
