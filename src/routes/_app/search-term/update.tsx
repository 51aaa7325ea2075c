import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../../screens/NotBuiltYet.js';

export const Route = createFileRoute('/_app/search-term/update')({
  component: () => <NotBuiltYet titleId="menu.articleSelection.update" />,
});
