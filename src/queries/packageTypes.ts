import { queryOptions } from '@tanstack/react-query';
import type { PackageType, PackageTypeInput, PackageTypeUpdate } from '../../contracts/packageType.js';
import type { ApiClient } from '../api/client.js';
import { purchaseKeys } from './purchaseKeys.js';

/**
 * The packaging materials with their price history (SPEC.md section 7, /v1/PackageType): a small list,
 * read whole. Its key is the one the purchase editor's packaging picker reads, so a price changed here
 * is the price the editor offers next.
 */
export const packageTypeKeys = {
  all: purchaseKeys.packageTypes(),
};

export const getPackageTypes = (api: ApiClient) => api.json<PackageType[]>('reader', 'v1/PackageType/GetPackageTypes');

export const packageTypeListQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: packageTypeKeys.all,
    queryFn: () => getPackageTypes(api),
  });

export const packageTypeCommands = (api: ApiClient) => ({
  addPackageType: (input: PackageTypeInput) =>
    api.json<number>('command', 'v1/PackageType/AddPackageType', { json: input }),
  /** Name, unit and the whole price history: prices left out are deleted. */
  updatePackageType: (input: PackageTypeUpdate) =>
    api.json<null>('command', 'v1/PackageType/UpdatePackageType', { json: input }),
  removePackageType: (packageTypeID: number) =>
    api.json<null>('command', 'v1/PackageType/RemovePackageType', {
      method: 'delete',
      searchParams: { packageTypeID },
    }),
});
