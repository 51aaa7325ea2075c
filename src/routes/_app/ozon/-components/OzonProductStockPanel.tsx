import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { OzonProductStock } from '../../../../../contracts/ozonProducts.js';
import { useApi } from '../../../../api/ApiContext.js';
import { describeError } from '../../../../api/describeError.js';
import { screenText } from '../../../../grids/formatters.js';
import { ozonProductQuery } from '../../../../queries/ozonProducts.js';
import { syncFamiliesQuery } from '../../../../queries/sync.js';
import { warehouseClustersQuery } from '../../../../queries/warehouses.js';

const QUANTITIES = ['Present', 'Reserved', 'DiscountedPresent', 'DiscountedReserved'] as const;
type Quantities = Pick<OzonProductStock, (typeof QUANTITIES)[number]>;

interface ClusterGroup {
  key: string;
  name: string;
  stocks: OzonProductStock[];
  total: Quantities;
}

const sum = (stocks: Quantities[]): Quantities =>
  Object.fromEntries(
    QUANTITIES.map((field) => [field, stocks.reduce((total, stock) => total + stock[field], 0)]),
  ) as Quantities;

/** Stocks by the cluster of their warehouse; warehouses without one (own FBS ones) come last. */
function groupByCluster(stocks: OzonProductStock[], clusterNames: Map<number, string>, noCluster: string) {
  const groups = new Map<string, ClusterGroup>();
  for (const stock of stocks) {
    const clusterId = stock.Warehouse?.OzonWarehouseClusterID ?? null;
    const key = clusterId === null ? 'none' : String(clusterId);
    const name = clusterId === null ? noCluster : (clusterNames.get(clusterId) ?? `#${clusterId}`);
    const group = groups.get(key) ?? { key, name, stocks: [], total: sum([]) };
    group.stocks.push(stock);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) => ({
      ...group,
      stocks: group.stocks.sort((a, b) => (a.Warehouse?.Name ?? '').localeCompare(b.Warehouse?.Name ?? '')),
      total: sum(group.stocks),
    }))
    .sort((a, b) => Number(a.key === 'none') - Number(b.key === 'none') || a.name.localeCompare(b.name));
}

function QuantityCells({ quantities, bold }: { quantities: Quantities; bold?: boolean }) {
  return QUANTITIES.map((field) => (
    <TableCell key={field} align="right" sx={bold ? { fontWeight: 600 } : undefined}>
      <FormattedNumber value={quantities[field]} />
    </TableCell>
  ));
}

/** One card's stock per warehouse grouped by cluster, with cluster totals, and its commissions. */
export function OzonProductStockPanel({
  productPackageID,
  productName,
  onClose,
}: {
  productPackageID: number;
  productName?: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const api = useApi();
  const t = (id: string) => intl.formatMessage({ id });
  const product = useQuery(ozonProductQuery(api, productPackageID));
  const clusters = useQuery(warehouseClustersQuery(api));
  // An empty breakdown means "never imported" or "on no warehouse": the last stock import tells which.
  const families = useQuery(syncFamiliesQuery(api));
  const lastStockImport = families.data?.find((family) => family.Kind === 'ImportOzonProductStocks')?.LastRun;
  const stocksImportedAt = lastStockImport?.Status === 'Completed' ? lastStockImport.FinishedAt : null;
  const clusterNames = new Map((clusters.data ?? []).map((cluster) => [cluster.ID, cluster.Name]));
  const stocks = product.data?.Stocks ?? [];
  const groups = groupByCluster(stocks, clusterNames, t('warehouse.noCluster'));
  const name = product.data?.Name ?? productName ?? `#${productPackageID}`;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="ozon-product-stock-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="ozon-product-stock-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          <FormattedMessage id="ozonProduct.stock.title" values={{ product: name }} />
        </Typography>
        <IconButton aria-label={t('common.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      {(product.isFetching || clusters.isFetching) && <LinearProgress aria-label={t('common.loading')} />}
      {product.error && <Alert severity="error">{describeError(product.error, intl)}</Alert>}
      {product.isSuccess && product.data === null && (
        <Alert severity="warning">
          <FormattedMessage id="ozonProduct.stock.gone" />
        </Alert>
      )}
      {product.data && (
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Box sx={{ flex: 3, minWidth: 480 }}>
            {groups.length === 0 ? (
              <Alert severity="info">
                {stocksImportedAt ? (
                  <FormattedMessage
                    id="ozonProduct.stock.noneAfterImport"
                    values={{ time: intl.formatDate(stocksImportedAt, { dateStyle: 'short', timeStyle: 'short' }) }}
                  />
                ) : (
                  <FormattedMessage id="ozonProduct.stock.neverImported" />
                )}
              </Alert>
            ) : (
              <TableContainer>
                <Table size="small" aria-label={t('ozonProduct.stock.byWarehouse')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>
                        <FormattedMessage id="ozonProduct.stock.warehouse" />
                      </TableCell>
                      {QUANTITIES.map((field) => (
                        <TableCell key={field} align="right">
                          {t(`ozonProduct.stock.${field}`)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  {groups.map((group) => (
                    <TableBody key={group.key} aria-label={group.name}>
                      <TableRow sx={{ bgcolor: 'action.hover' }}>
                        <TableCell component="th" scope="rowgroup" sx={{ fontWeight: 600 }}>
                          <FormattedMessage id="ozonProduct.stock.clusterTotal" values={{ cluster: group.name }} />
                        </TableCell>
                        <QuantityCells quantities={group.total} bold />
                      </TableRow>
                      {group.stocks.map((stock) => (
                        <TableRow key={stock.WarehouseID}>
                          <TableCell sx={{ pl: 4 }}>{stock.Warehouse?.Name ?? `#${stock.WarehouseID}`}</TableCell>
                          <QuantityCells quantities={stock} />
                        </TableRow>
                      ))}
                    </TableBody>
                  ))}
                  <TableBody>
                    <TableRow>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                        <FormattedMessage id="ozonProduct.stock.total" />
                      </TableCell>
                      <QuantityCells quantities={sum(stocks)} bold />
                    </TableRow>
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Box>
          <Box sx={{ flex: 2, minWidth: 360 }}>
            <Typography variant="subtitle1" component="h3" id="ozon-product-commissions-title">
              <FormattedMessage id="ozonProduct.commissions" />
            </Typography>
            <TableContainer>
              <Table size="small" aria-labelledby="ozon-product-commissions-title">
                <TableHead>
                  <TableRow>
                    <TableCell>
                      <FormattedMessage id="ozonProduct.commission.Schema" />
                    </TableCell>
                    <TableCell align="right">
                      <FormattedMessage id="ozonProduct.commission.CommissionPercent" />
                    </TableCell>
                    <TableCell align="right">
                      <FormattedMessage id="ozonProduct.commission.CommissionCost" />
                    </TableCell>
                    <TableCell align="right">
                      <FormattedMessage id="ozonProduct.commission.DeliveryCost" />
                    </TableCell>
                    <TableCell align="right">
                      <FormattedMessage id="ozonProduct.commission.ReturnCost" />
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {product.data.Commissions.map((commission) => (
                    <TableRow key={commission.Schema}>
                      <TableCell component="th" scope="row">
                        {commission.Schema}
                      </TableCell>
                      <TableCell align="right">
                        {screenText({ kind: 'percent' }, commission.CommissionPercent, intl.locale)}
                      </TableCell>
                      <TableCell align="right">
                        {screenText({ kind: 'money' }, commission.CommissionCost, intl.locale)}
                      </TableCell>
                      <TableCell align="right">
                        {screenText({ kind: 'money' }, commission.DeliveryCost, intl.locale)}
                      </TableCell>
                      <TableCell align="right">
                        {screenText({ kind: 'money' }, commission.ReturnCost, intl.locale)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Box>
        </Box>
      )}
    </Paper>
  );
}
