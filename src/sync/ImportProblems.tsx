import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { PostingImportResult } from '../../contracts/salesOrders.js';
import type { OperationImportResult } from '../../contracts/operations.js';
import type { RealizationImportResult } from '../../contracts/realization.js';
import type { SupplyOrderImportResult } from '../../contracts/supplyOrders.js';
import type { RegistrationRunResult } from '../../contracts/supplyRegistration.js';
import type { CalcSalesPlansResult } from '../../contracts/salesPlanResults.js';
import type { PromotionImportResult, ReviewImportResult } from '../../contracts/promotionReviewResults.js';
import type { ImportOutcome, WarehouseImportResult } from './importResults.js';
import { Items, ProductProblems, Section, StockProblems } from './CatalogueImportProblems.js';
import { HistoryCoverageTable } from './HistoryCoverageTable.js';
import { NumbersTable } from './NumbersTable.js';
import { fileSizeText } from '../app/fileSizeText.js';
import type { BackupResult } from '../../contracts/backup.js';

function WarehouseCounts({ result }: { result: WarehouseImportResult }) {
  const rows: [string, number][] = [
    ['sync.result.clusters', result.clusters],
    ['sync.result.warehouses', result.warehouses],
    ['sync.result.missingWarehouses', result.missing],
  ];
  return (
    <Box sx={{ maxWidth: 480 }}>
      <NumbersTable
        headerIds={['sync.result.what', 'sync.result.count']}
        rows={rows.map(([id, value]) => ({
          key: id,
          cells: [<FormattedMessage key="name" id={id} />, <FormattedNumber key="value" value={value} />],
        }))}
      />
    </Box>
  );
}

/** What a posting import changed, and the sales shipped from another cluster than the buyer's. */
function PostingCounts({ result }: { result: PostingImportResult }) {
  const nonLocal = Object.entries(result.NonLocalSales).sort(([, a], [, b]) => b - a);
  return (
    <Box sx={{ maxWidth: 560 }}>
      <NumbersTable
        headerIds={['sync.result.what', 'sync.result.count']}
        rows={[
          {
            key: 'updated',
            cells: [
              <FormattedMessage key="name" id="sync.result.updatedItems" />,
              <FormattedNumber key="value" value={result.UpdatedOrderCount} />,
            ],
          },
        ]}
      />
      <Section titleId="sync.result.nonLocalSales" count={nonLocal.length}>
        <NumbersTable
          headerIds={['sync.result.buyerCluster', 'sync.result.count']}
          rows={nonLocal.map(([cluster, count]) => ({
            key: cluster,
            cells: [cluster, <FormattedNumber key="value" value={count} />],
          }))}
        />
      </Section>
    </Box>
  );
}

function OperationCounts({ result }: { result: OperationImportResult }) {
  return (
    <Box sx={{ maxWidth: 560 }}>
      <NumbersTable
        headerIds={['sync.result.what', 'sync.result.count']}
        rows={[
          {
            key: 'read',
            cells: [
              <FormattedMessage
                key="name"
                id="sync.result.operationsRead"
                values={{ from: result.DateFrom, to: result.DateTo }}
              />,
              <FormattedNumber key="value" value={result.OperationCount} />,
            ],
          },
          {
            key: 'updated',
            cells: [
              <FormattedMessage key="name" id="sync.result.operationsUpdated" />,
              <FormattedNumber key="value" value={result.UpdatedOperationCount} />,
            ],
          },
        ]}
      />
      <Section titleId="sync.result.unknownAccrualTypes" count={result.UnknownAccrualTypes.length}>
        <NumbersTable
          headerIds={['sync.result.accrualType']}
          rows={result.UnknownAccrualTypes.map((name) => ({ key: name, cells: [name] }))}
        />
      </Section>
    </Box>
  );
}

/** A row of a counts table: what (sync.result.<key>) and how many. */
const count = (key: string, value: number) => ({
  key,
  cells: [<FormattedMessage key="name" id={`sync.result.${key}`} />, <FormattedNumber key="value" value={value} />],
});

function RealizationCounts({ result }: { result: RealizationImportResult }) {
  const intl = useIntl();
  const month = (value: string) =>
    intl.formatDate(`${value}-15T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <>
      {result.NotFormedMonth && (
        <Alert severity="info">
          <FormattedMessage
            id="sync.result.realizationNotFormed"
            values={{ asked: month(result.NotFormedMonth), read: month(result.Month) }}
          />
        </Alert>
      )}
      <NumbersTable
        headerIds={['sync.result.what', 'sync.result.count']}
        rows={[
          {
            key: 'month',
            cells: [<FormattedMessage key="name" id="sync.result.realizationMonth" />, month(result.Month)],
          },
          count('realizationRows', result.RowCount),
          count('realizationPostings', result.PostingCount),
        ]}
      />
    </>
  );
}

function SupplyOrderCounts({ result }: { result: SupplyOrderImportResult }) {
  return (
    <Box sx={{ maxWidth: 560 }}>
      <NumbersTable
        headerIds={['sync.result.what', 'sync.result.count']}
        rows={[
          count('supplyOrdersRead', result.OrderCount),
          count('supplyOrdersUpdated', result.UpdatedOrderCount),
          count('warehouseLoads', result.WarehouseLoadCount),
        ]}
      />
      <Section titleId="sync.result.supplySkusWithoutPackage" count={result.MissingProductPackageSkus.length}>
        <Items items={result.MissingProductPackageSkus} />
      </Section>
      <Section titleId="sync.result.supplyWarehousesMissing" count={result.MissingWarehouseOzonIDs.length}>
        <Items items={result.MissingWarehouseOzonIDs} />
      </Section>
    </Box>
  );
}

function RegistrationRunCounts({ result }: { result: RegistrationRunResult }) {
  return (
    <Box sx={{ maxWidth: 560 }}>
      <NumbersTable
        headerIds={['sync.result.what', 'sync.result.count']}
        rows={[
          count('tasksLookedAt', result.TaskCount),
          count('tasksBooked', result.Booked.length),
          count('tasksOutdated', result.Outdated.length),
          count('tasksSkipped', result.Skipped.length),
        ]}
      />
    </Box>
  );
}

function SalesPlanCounts({ result }: { result: CalcSalesPlansResult }) {
  return (
    <Box sx={{ maxWidth: 560 }}>
      <NumbersTable
        headerIds={['sync.result.what', 'sync.result.count']}
        rows={[
          count('packagesAllocated', result.Allocated),
          count('packagesUnallocated', result.Unallocated),
          count('batchesSold', result.SoldBatchIDs.length),
        ]}
      />
    </Box>
  );
}

function PromotionCounts({ result }: { result: PromotionImportResult }) {
  return (
    <Box sx={{ maxWidth: 560 }}>
      <NumbersTable
        headerIds={['sync.result.what', 'sync.result.count']}
        rows={[
          count('promotionsRead', result.PromotionCount),
          count('promotionsDeleted', result.DeletedPromotionCount),
          count('promotionProductsRead', result.ProductCount),
          count('promotionProductsUpdated', result.UpdatedProductCount),
        ]}
      />
      <Section titleId="sync.result.promotionProductsUnknown" count={result.UnknownProductIDs.length}>
        <Items items={result.UnknownProductIDs} />
      </Section>
    </Box>
  );
}

function ReviewCounts({ result }: { result: ReviewImportResult }) {
  if (!result.Available) {
    return (
      <Typography role="status">
        <FormattedMessage id="sync.result.reviewsUnavailable" values={{ reason: result.UnavailableReason ?? '' }} />
      </Typography>
    );
  }
  return (
    <Box sx={{ maxWidth: 560 }}>
      <NumbersTable
        headerIds={['sync.result.what', 'sync.result.count']}
        rows={[
          count('reviewsRead', result.ReviewCount),
          count('reviewsUpdated', result.UpdatedReviewCount),
          count('reviewCommentsRead', result.CommentCount),
        ]}
      />
      <Section titleId="sync.result.reviewSkusUnknown" count={result.UnknownSkus.length}>
        <Items items={result.UnknownSkus} />
      </Section>
    </Box>
  );
}

/** What a backup wrote: the file, its size, the tables and rows in it, the old backups removed. */
function BackupSummary({ result }: { result: BackupResult }) {
  const intl = useIntl();
  return (
    <Box sx={{ maxWidth: 560, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        <FormattedMessage
          id="sync.backup.file"
          values={{ file: result.File, size: fileSizeText(result.Bytes, intl.locale), migration: result.Migration }}
        />
      </Typography>
      <NumbersTable
        headerIds={['sync.result.what', 'sync.result.count']}
        rows={[count('backupTables', result.Tables), count('backupRows', result.Rows)]}
      />
      <Typography variant="body2" color="text.secondary">
        {result.Removed.length > 0 ? (
          <FormattedMessage id="sync.backup.removed" values={{ files: result.Removed.join(', ') }} />
        ) : (
          <FormattedMessage id="sync.backup.noneRemoved" />
        )}
      </Typography>
    </Box>
  );
}

/** Every problem of an import's result, by kind; the counts of a warehouse or posting import. */
export function ImportProblems({ outcome }: { outcome: ImportOutcome }) {
  switch (outcome.kind) {
    case 'products':
      return <ProductProblems result={outcome.result} />;
    case 'stocks':
      return <StockProblems result={outcome.result} />;
    case 'warehouses':
      return <WarehouseCounts result={outcome.result} />;
    case 'postings':
      return <PostingCounts result={outcome.result} />;
    case 'operations':
      return <OperationCounts result={outcome.result} />;
    case 'realization':
      return <RealizationCounts result={outcome.result} />;
    case 'supplyOrders':
      return <SupplyOrderCounts result={outcome.result} />;
    case 'registrationRun':
      return <RegistrationRunCounts result={outcome.result} />;
    case 'salesPlans':
      return <SalesPlanCounts result={outcome.result} />;
    case 'promotions':
      return <PromotionCounts result={outcome.result} />;
    case 'reviews':
      return <ReviewCounts result={outcome.result} />;
    case 'backup':
      return <BackupSummary result={outcome.result} />;
    case 'history':
      return (
        <>
          <NumbersTable
            headerIds={['sync.result.what', 'sync.result.count']}
            rows={[
              count('historyPeriodsLoaded', outcome.result.LoadedPeriods),
              count('historyRecordsLoaded', outcome.result.LoadedRecords),
            ]}
          />
          <HistoryCoverageTable coverage={outcome.result.Coverage} />
        </>
      );
    case 'categoryTree':
      return (
        <NumbersTable
          headerIds={['sync.result.what', 'sync.result.count']}
          rows={[
            count('categoriesRead', outcome.result.CategoryCount),
            count('productTypesRead', outcome.result.ProductTypeCount),
            count('categoryTreeUpdated', outcome.result.UpdatedCount),
            count('categoryTreeDeleted', outcome.result.DeletedCount),
          ]}
        />
      );
    case 'searchTermUpdate':
      return (
        <Box sx={{ maxWidth: 560, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="body2">
            <FormattedMessage id="sync.result.keywordSource" values={{ source: outcome.result.Source }} />
          </Typography>
          <NumbersTable
            headerIds={['sync.result.what', 'sync.result.count']}
            rows={[
              count('searchTermsUpdated', outcome.result.UpdatedCount),
              count('searchTermsAdded', outcome.result.NewTermCount),
            ]}
          />
        </Box>
      );
  }
}
