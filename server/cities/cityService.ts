import type { CityHierarchyItem, CityItem, FindOzonCityItemsRequest } from '../../contracts/ozonCities.js';
import type { Db } from '../db/database.js';
import { flattenCityHierarchy } from './cityHierarchy.js';
import { findCities, replaceCities } from './cityRepository.js';

/** Ozon's city hierarchy: uploaded whole from Ozon's file, read by cluster or by node. */
export function cityService({ db }: { db: Db }) {
  return {
    /**
     * Replaces the stored hierarchy with the file's, in one transaction; answers the flattened items.
     * The file is checked whole before the transaction and the answer is built inside it, so nothing
     * can fail after the commit.
     */
    async importHierarchy(items: CityHierarchyItem[]): Promise<CityItem[]> {
      const flat = flattenCityHierarchy(items);
      return db.transaction().execute(async (trx) => {
        const ids = await replaceCities(trx, flat);
        return flat.map((city) => ({
          ID: ids.get(city.uid)!,
          ParentID: city.parentUid === null ? null : ids.get(city.parentUid)!,
          OzonClusterID: city.ozonClusterId,
          Name: city.name,
          Type: city.type,
        }));
      });
    },

    find: (request: FindOzonCityItemsRequest): Promise<CityItem[]> => findCities(db, request),
  };
}
export type CityService = ReturnType<typeof cityService>;
