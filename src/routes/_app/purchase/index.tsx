import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../../screens/NotBuiltYet.js';

export const Route = createFileRoute('/_app/purchase/')({
  component: () => <NotBuiltYet titleId="menu.purchases.list" />,
});
