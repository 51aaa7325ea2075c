import type { TaxRegime, TaxRegimeKind } from '../../contracts/profitAndLoss.js';
import type { Db, DbOrTrx } from '../db/database.js';

/** The seller's tax regimes, oldest first: each applies from its day to the next one's. */
export async function listTaxRegimes(db: DbOrTrx): Promise<TaxRegime[]> {
  const rows = await db.selectFrom('tax_regimes').selectAll().orderBy('valid_from').execute();
  return rows.map((row) => ({
    ValidFrom: row.valid_from,
    Regime: row.regime as TaxRegimeKind,
    Rate: Number(row.rate),
    VatRate: Number(row.vat_rate) as TaxRegime['VatRate'],
  }));
}

/** Replaces the regimes with the list given, in one transaction: a half-saved history of regimes is none. */
export async function saveTaxRegimes(db: Db, regimes: TaxRegime[]): Promise<TaxRegime[]> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('tax_regimes').execute();
    await trx
      .insertInto('tax_regimes')
      .values(
        regimes.map((regime) => ({
          valid_from: regime.ValidFrom,
          regime: regime.Regime,
          rate: regime.Rate,
          vat_rate: regime.VatRate,
        })),
      )
      .execute();
    return listTaxRegimes(trx);
  });
}
