import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../../screens/NotBuiltYet.js';

export const Route = createFileRoute('/_app/search-term/')({
  component: () => <NotBuiltYet titleId="menu.articleSelection.keywords" />,
});
