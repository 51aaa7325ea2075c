import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ProductImportResult, StockImportResult } from '../../contracts/ozonProducts.js';
import { NumbersTable } from './NumbersTable.js';
/** A titled part of the result: a list of problems, shown only when there are any. */
export function Section({ titleId, count, children }: { titleId: string; count: number; children: ReactNode }) {
  const headingId = useId();
  if (count === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        <FormattedMessage id={titleId} values={{ count }} />
      </Typography>
      {children}
    </Box>
  );
}

export function Items({ items }: { items: (string | number)[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
}

/** The offer_ids of a product or stock import that name no package of the catalogue. */
function PackageProblems({
  result,
}: {
  result: Pick<ProductImportResult, 'MissingProductPackageIDs' | 'BadProductPackageIDs'>;
}) {
  return (
    <>
      <Section titleId="ozonProduct.result.missingPackages" count={result.MissingProductPackageIDs.length}>
        <Items items={result.MissingProductPackageIDs} />
      </Section>
      <Section titleId="ozonProduct.result.badPackages" count={result.BadProductPackageIDs.length}>
        <Items items={result.BadProductPackageIDs} />
      </Section>
    </>
  );
}

const indexText = (value: number | null) => (value === null ? '—' : value.toFixed(2));

export function ProductProblems({ result }: { result: ProductImportResult }) {
  return (
    <>
      <PackageProblems result={result} />
      <Section titleId="ozonProduct.result.withoutSku" count={result.ProductsWithoutSkus.length}>
        <Items items={result.ProductsWithoutSkus.map((card) => `${card.OfferID} (Ozon ID ${card.OzonProductID})`)} />
      </Section>
      <Section titleId="ozonProduct.result.changedIndex" count={result.ProductsWithChangedPriceIndices.length}>
        <NumbersTable
          headerIds={[
            'ozonProduct.fields.ProductPackageID',
            'ozonProduct.result.oldIndex',
            'ozonProduct.result.newIndex',
            'ozonProduct.result.lastNonZeroIndex',
          ]}
          rows={result.ProductsWithChangedPriceIndices.map((change) => ({
            key: change.ProductPackageID,
            cells: [
              change.ProductPackageID,
              indexText(change.OldPriceIndex),
              indexText(change.NewPriceIndex),
              indexText(change.LastNonZeroPriceIndex),
            ],
          }))}
        />
      </Section>
    </>
  );
}

export function StockProblems({ result }: { result: StockImportResult }) {
  return (
    <>
      <Section titleId="ozonProduct.result.missingWarehouses" count={result.MissingWarehouses.length}>
        <Items items={result.MissingWarehouses} />
      </Section>
      <PackageProblems result={result} />
      <Section titleId="ozonProduct.result.clusterStocks" count={result.ClusterStocks.length}>
        <NumbersTable
          headerIds={['ozonProduct.result.cluster', 'ozonProduct.result.stock', 'ozonProduct.result.discountedStock']}
          rows={result.ClusterStocks.map((cluster) => ({
            key: cluster.ClusterID,
            cells: [
              cluster.ClusterName,
              `${cluster.OldStock} → ${cluster.NewStock}`,
              `${cluster.OldDiscountedStock} → ${cluster.NewDiscountedStock}`,
            ],
          }))}
        />
      </Section>
    </>
  );
}
