import type { PackageType, PackageTypeInput, PackageTypeUpdate } from '../../contracts/packageType.js';
import type { Db } from '../db/database.js';
import { NotFoundError, RecordInUseError } from '../domain/errors.js';
import { batchesUsing } from '../purchasing/purchaseBatchRepository.js';
import {
  deletePackageType,
  insertPackageType,
  listPackageTypes,
  packageTypeExists,
  updatePackageType,
} from './packageTypeRepository.js';

/** Packaging materials and their prices over time; a type and its prices are written together. */
export function packageTypeService({ db }: { db: Db }) {
  const notFound = (id: number) =>
    new NotFoundError(`There is no package type with ID ${id}.`, { kind: 'PackageType', id });
  return {
    list: (): Promise<PackageType[]> => listPackageTypes(db),

    add: (input: PackageTypeInput): Promise<number> => db.transaction().execute((trx) => insertPackageType(trx, input)),

    update: (input: PackageTypeUpdate): Promise<void> =>
      db.transaction().execute(async (trx) => {
        if (!(await packageTypeExists(trx, input.ID))) throw notFound(input.ID);
        await updatePackageType(trx, input);
      }),

    /** A type some batch still packs its goods in stays: the batches are named, to change them first. */
    remove: (id: number): Promise<void> =>
      db.transaction().execute(async (trx) => {
        if (!(await packageTypeExists(trx, id))) throw notFound(id);
        const batches = await batchesUsing(trx, { packageTypeId: id });
        if (batches.length > 0) {
          throw new RecordInUseError({ kind: 'PackageType', id }, { kind: 'PurchaseBatch', ids: batches });
        }
        await deletePackageType(trx, id);
      }),
  };
}

export type PackageTypeService = ReturnType<typeof packageTypeService>;
