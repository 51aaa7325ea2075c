import { createFileRoute } from '@tanstack/react-router';
import { PackageTypesScreen } from './-components/PackageTypesScreen.js';
import { packageTypeSearch } from './-components/packageTypeSearch.js';

// No loader: the screen loads its small list itself, so the first screen's bundle carries none of it.
export const Route = createFileRoute('/_app/purchase/package-type/list')({
  validateSearch: packageTypeSearch,
  component: PackageTypesScreen,
});
