import type { PackageType, PackageTypeInput, PackageTypeUpdate } from '../../contracts/packageType.js';
import type { Db } from '../db/database.js';
import { NotFoundError } from '../domain/errors.js';
import {
  deletePackageType,
  insertPackageType,
  listPackageTypes,
  packageTypeExists,
  updatePackageType,
} from './packageTypeRepository.js';

/** Packaging materials and their prices over time; a type and its prices are written together. */
export function packageTypeService({ db }: { db: Db }) {
  const notFound = (id: number) => new NotFoundError(`There is no package type with ID ${id}.`);
  return {
    list: (): Promise<PackageType[]> => listPackageTypes(db),

    add: (input: PackageTypeInput): Promise<number> => db.transaction().execute((trx) => insertPackageType(trx, input)),

    update: (input: PackageTypeUpdate): Promise<void> =>
      db.transaction().execute(async (trx) => {
        if (!(await packageTypeExists(trx, input.ID))) throw notFound(input.ID);
        await updatePackageType(trx, input);
      }),

    async remove(id: number): Promise<void> {
      if (!(await deletePackageType(db, id))) throw notFound(id);
    },
  };
}

export type PackageTypeService = ReturnType<typeof packageTypeService>;
