import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '../../../../screens/NotBuiltYet.js';

export const Route = createFileRoute('/_app/product/image-editor/editor')({
  component: () => <NotBuiltYet titleId="menu.seller.imageEditor" />,
});
