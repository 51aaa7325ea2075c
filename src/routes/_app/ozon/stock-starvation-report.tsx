import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../../screens/NotBuiltYet.js';

export const Route = createFileRoute('/_app/ozon/stock-starvation-report')({
  component: () => <NotBuiltYet titleId="menu.marketplace.stockShortage" />,
});
