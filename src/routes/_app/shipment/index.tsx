import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../../screens/NotBuiltYet.js';

export const Route = createFileRoute('/_app/shipment/')({
  component: () => <NotBuiltYet titleId="menu.shipments.shipments" />,
});
