import { createFileRoute } from '@tanstack/react-router';
import { ClusterReportScreen } from './cluster-sales-report/-components/ClusterReportScreen.js';
import { clusterReportSearch } from './cluster-sales-report/-components/clusterReportSearch.js';

// No loader: the screen loads its data itself, so the first screen's bundle carries none of it.
export const Route = createFileRoute('/_app/ozon/cluster-sales-report')({
  validateSearch: clusterReportSearch,
  component: ClusterReportScreen,
});
