import { createFileRoute } from '@tanstack/react-router';
import { ozonStatusQuery } from '../../../queries/ozon.js';
import { OzonConnectionScreen } from './connection/-components/OzonConnectionScreen.js';

export const Route = createFileRoute('/_app/ozon/connection')({
  loader: ({ context }) => context.queryClient.prefetchQuery(ozonStatusQuery(context.api)),
  component: OzonConnectionScreen,
});
