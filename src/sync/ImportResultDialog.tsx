import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductImportResult, StockImportResult } from '../../../../../contracts/ozonProducts.js';
import { OzonProductNumbersTable } from './OzonProductNumbersTable.js';

export type OzonProductImportOutcome =
  { kind: 'products'; result: ProductImportResult } | { kind: 'stocks'; result: StockImportResult };

/** A titled part of the result: a list of problems, shown only when there are any. */
function Section({ titleId, count, children }: { titleId: string; count: number; children: ReactNode }) {
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

function Items({ items }: { items: (string | number)[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
}

const indexText = (value: number | null) => (value === null ? '—' : value.toFixed(2));

function ProductProblems({ result }: { result: ProductImportResult }) {
  return (
    <>
      <Section titleId="ozonProduct.result.missingPackages" count={result.MissingProductPackageIDs.length}>
        <Items items={result.MissingProductPackageIDs} />
      </Section>
      <Section titleId="ozonProduct.result.badPackages" count={result.BadProductPackageIDs.length}>
        <Items items={result.BadProductPackageIDs} />
      </Section>
      <Section titleId="ozonProduct.result.withoutSku" count={result.ProductsWithoutSkus.length}>
        <Items items={result.ProductsWithoutSkus.map((card) => `${card.OfferID} (Ozon ID ${card.OzonProductID})`)} />
      </Section>
      <Section titleId="ozonProduct.result.changedIndex" count={result.ProductsWithChangedPriceIndices.length}>
        <OzonProductNumbersTable
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

function StockProblems({ result }: { result: StockImportResult }) {
  return (
    <>
      <Section titleId="ozonProduct.result.missingWarehouses" count={result.MissingWarehouses.length}>
        <Items items={result.MissingWarehouses} />
      </Section>
      <Section titleId="ozonProduct.result.missingPackages" count={result.MissingProductPackageIDs.length}>
        <Items items={result.MissingProductPackageIDs} />
      </Section>
      <Section titleId="ozonProduct.result.badPackages" count={result.BadProductPackageIDs.length}>
        <Items items={result.BadProductPackageIDs} />
      </Section>
      <Section titleId="ozonProduct.result.clusterStocks" count={result.ClusterStocks.length}>
        <OzonProductNumbersTable
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

function problemCount(outcome: OzonProductImportOutcome): number {
  if (outcome.kind === 'products') {
    const { result } = outcome;
    return (
      result.MissingProductPackageIDs.length +
      result.BadProductPackageIDs.length +
      result.ProductsWithoutSkus.length +
      result.ProductsWithChangedPriceIndices.length
    );
  }
  const { result } = outcome;
  return (
    result.MissingWarehouses.length +
    result.MissingProductPackageIDs.length +
    result.BadProductPackageIDs.length +
    result.ClusterStocks.length
  );
}

/** What an import of cards or of stocks found: every problem of the import result, by kind. */
export function OzonProductImportDialog({
  outcome,
  onClose,
}: {
  outcome: OzonProductImportOutcome | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const titleId = outcome?.kind === 'stocks' ? 'ozonProduct.result.stocksTitle' : 'ozonProduct.result.productsTitle';
  return (
    <Dialog open={outcome !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="ozon-import-result">
      <DialogTitle id="ozon-import-result">{intl.formatMessage({ id: titleId })}</DialogTitle>
      <DialogContent dividers>
        {outcome && problemCount(outcome) === 0 && (
          <Alert severity="success">
            <FormattedMessage id="ozonProduct.result.noProblems" />
          </Alert>
        )}
        {outcome?.kind === 'products' && <ProductProblems result={outcome.result} />}
        {outcome?.kind === 'stocks' && <StockProblems result={outcome.result} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          <FormattedMessage id="common.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
