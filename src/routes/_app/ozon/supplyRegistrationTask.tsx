import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../../screens/NotBuiltYet.js';

export const Route = createFileRoute('/_app/ozon/supplyRegistrationTask')({
  component: () => <NotBuiltYet titleId="menu.marketplace.supplyRegistration" />,
});
