import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Product, ProductPackage } from '../../../../../../contracts/catalogue.js';
import type { SalesChannel, SalesPlanSummary } from '../../../../../../contracts/purchasing.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { sellerDays } from '../../../../../app/sellerDays.js';
import { screenText } from '../../../../../grids/formatters.js';
import { productListQuery, productQuery } from '../../../../../queries/products.js';
import { currentPrice, type PackageType } from '../../../../../../contracts/packageType.js';
import { EditorErrorsContext, NumberField, SelectInput, TextInput } from './EditorFields.js';
import {
  liveEconomics,
  newPackaging,
  newPlan,
  newSalesItem,
  numberOf,
  packagingPrice,
  type ItemForm,
  type PackagingForm,
  type PlanForm,
  type SalesItemForm,
} from './purchaseForm.js';
import { SalesPlanCard } from './SalesPlanCard.js';

interface Props {
  path: string;
  item: ItemForm;
  index: number;
  channels: SalesChannel[];
  packageTypes: PackageType[];
  facts: Map<number, SalesPlanSummary>;
  targetMarginPercent: number | undefined;
  onChange: (item: ItemForm) => void;
  onRemove: () => void;
}

/** The package's litres from its dimensions (mm), to start the volume from. */
function litresOf(pkg: ProductPackage): string {
  if (!pkg.WidthMM || !pkg.HeightMM || !pkg.DepthMM) return '';
  return String(Math.round((pkg.WidthMM * pkg.HeightMM * pkg.DepthMM) / 1000) / 1000);
}

/** One purchased product: count and price, and what it is sold as, with packaging and plans. */
export function BatchItemCard({
  path,
  item,
  index,
  channels,
  packageTypes,
  facts,
  targetMarginPercent,
  onChange,
  onRemove,
}: Props) {
  const intl = useIntl();
  const api = useApi();
  const product = useQuery({ ...productQuery(api, item.ProductID ?? 0), enabled: item.ProductID !== null });
  const packages = product.data?.Packages ?? [];
  const setSalesItem = (j: number, salesItem: SalesItemForm) =>
    onChange({ ...item, SalesItems: item.SalesItems.map((current, k) => (k === j ? salesItem : current)) });
  const sum = numberOf(item.Count) * numberOf(item.Price);
  const title = intl.formatMessage({ id: 'purchases.item.title' }, { number: index + 1 });

  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', columnGap: 1.5 }}>
        <ProductField
          path={`${path}.ProductID`}
          value={item.ProductID === null ? null : { ID: item.ProductID, Name: item.ProductName }}
          onChange={(chosen) =>
            onChange({
              ...item,
              ProductID: chosen?.ID ?? null,
              ProductName: chosen?.Name ?? '',
              // Packages belong to their product: a new product starts its sales items over.
              SalesItems: chosen?.ID === item.ProductID ? item.SalesItems : [],
            })
          }
        />
        <NumberField
          path={`${path}.Count`}
          labelId="purchases.item.Count"
          value={item.Count}
          onChange={(Count) => onChange({ ...item, Count })}
          unit={intl.formatMessage({ id: 'purchases.unit.pieces' })}
        />
        <NumberField
          path={`${path}.Price`}
          labelId="purchases.item.Price"
          value={item.Price}
          onChange={(Price) => onChange({ ...item, Price })}
          unit="₽"
          width={140}
        />
        <Box role="group" aria-label={intl.formatMessage({ id: 'purchases.item.Sum' })} sx={{ pt: 0.5, minWidth: 120 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            <FormattedMessage id="purchases.item.Sum" />
          </Typography>
          <Typography variant="body2" data-value={Number.isFinite(sum) ? sum : ''}>
            {screenText({ kind: 'money' }, Number.isFinite(sum) ? sum : null, intl.locale)}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        <Tooltip title={intl.formatMessage({ id: 'purchases.item.remove' })}>
          <IconButton
            onClick={onRemove}
            aria-label={`${intl.formatMessage({ id: 'purchases.item.remove' })}: ${index + 1}`}
          >
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      </Box>

      <Box
        sx={{ display: 'grid', gap: 2, pl: { xs: 0, sm: 2 }, borderLeft: { sm: 2 }, borderColor: { sm: 'divider' } }}
      >
        {item.SalesItems.map((salesItem, j) => (
          <SalesItemSection
            key={salesItem.key}
            path={`${path}.SalesItems[${j}]`}
            index={j}
            item={item}
            salesItem={salesItem}
            packages={packages}
            channels={channels}
            packageTypes={packageTypes}
            facts={facts}
            targetMarginPercent={targetMarginPercent}
            onChange={(next) => setSalesItem(j, next)}
            onRemove={() => onChange({ ...item, SalesItems: item.SalesItems.filter((_, k) => k !== j) })}
          />
        ))}
        <Box>
          <Button
            size="small"
            startIcon={<Add />}
            disabled={item.ProductID === null}
            onClick={() => onChange({ ...item, SalesItems: [...item.SalesItems, newSalesItem()] })}
          >
            <FormattedMessage id="purchases.salesItem.add" />
          </Button>
          {item.ProductID === null && (
            <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              <FormattedMessage id="purchases.salesItem.chooseProductFirst" />
            </Typography>
          )}
        </Box>
      </Box>
    </Paper>
  );
}

/** The product of an item, searched by name. */
function ProductField({
  path,
  value,
  onChange,
}: {
  path: string;
  value: Pick<Product, 'ID' | 'Name'> | null;
  onChange: (product: Pick<Product, 'ID' | 'Name'> | null) => void;
}) {
  const intl = useIntl();
  const api = useApi();
  const errors = useContext(EditorErrorsContext);
  const [typed, setTyped] = useState('');
  const options = useQuery(productListQuery(api, { Name: typed || null, Count: 20 }));
  const error = errors.errorOf(path);
  return (
    <Autocomplete<Pick<Product, 'ID' | 'Name'>>
      size="small"
      options={options.data?.Items ?? []}
      value={value}
      loading={options.isFetching}
      filterOptions={(items) => items}
      getOptionLabel={(option) => option.Name}
      isOptionEqualToValue={(option, chosen) => option.ID === chosen.ID}
      onInputChange={(_event, text, reason) => reason === 'input' && setTyped(text)}
      onChange={(_event, chosen) => {
        onChange(chosen);
        errors.changed(path);
      }}
      noOptionsText={intl.formatMessage({ id: 'common.nothingFound' })}
      renderInput={(params) => (
        <TextField
          {...params}
          label={intl.formatMessage({ id: 'purchases.item.ProductID' })}
          error={Boolean(error)}
          helperText={error ?? ' '}
        />
      )}
      sx={{ width: 320, maxWidth: '100%' }}
    />
  );
}

function SalesItemSection({
  path,
  index,
  item,
  salesItem,
  packages,
  channels,
  packageTypes,
  facts,
  targetMarginPercent,
  onChange,
  onRemove,
}: {
  path: string;
  index: number;
  item: ItemForm;
  salesItem: SalesItemForm;
  packages: ProductPackage[];
  channels: SalesChannel[];
  packageTypes: PackageType[];
  facts: Map<number, SalesPlanSummary>;
  targetMarginPercent: number | undefined;
  onChange: (salesItem: SalesItemForm) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'purchases.salesItem.title' }, { number: index + 1 });
  const setPackaging = (k: number, patch: Partial<PackagingForm>) =>
    onChange({
      ...salesItem,
      SalesItemPackages: salesItem.SalesItemPackages.map((pkg, m) => (m === k ? { ...pkg, ...patch } : pkg)),
    });
  const setPlan = (k: number, patch: Partial<PlanForm>) =>
    onChange({
      ...salesItem,
      SalesPlans: salesItem.SalesPlans.map((plan, m) => (m === k ? { ...plan, ...patch } : plan)),
    });
  const unitOf = (typeId: number | null) => {
    const type = packageTypes.find((candidate) => candidate.ID === typeId);
    return type ? intl.formatMessage({ id: `purchases.uom.${type.UnitOfMeasure}` }) : undefined;
  };

  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', columnGap: 1.5 }}>
        <SelectInput
          path={`${path}.ProductPackageID`}
          labelId="purchases.salesItem.ProductPackageID"
          value={salesItem.ProductPackageID}
          options={packages.map((pkg) => ({ value: pkg.ID, label: `${pkg.Name} (${pkg.ID})` }))}
          onChange={(id) => {
            const pkg = packages.find((candidate) => candidate.ID === id)!;
            onChange({
              ...salesItem,
              ProductPackageID: id,
              ProductCount: pkg.ProductCount,
              Volume: salesItem.Volume || litresOf(pkg),
            });
          }}
          width={280}
        />
        <TextInput
          path={`${path}.Name`}
          labelId="purchases.salesItem.Name"
          value={salesItem.Name}
          onChange={(Name) => onChange({ ...salesItem, Name })}
          width={220}
        />
        <NumberField
          path={`${path}.Volume`}
          labelId="purchases.salesItem.Volume"
          value={salesItem.Volume}
          onChange={(Volume) => onChange({ ...salesItem, Volume })}
          unit={intl.formatMessage({ id: 'purchases.unit.litres' })}
          width={110}
        />
        <Box
          role="group"
          aria-label={intl.formatMessage({ id: 'purchases.salesItem.PackagingPrice' })}
          sx={{ pt: 0.5, minWidth: 120 }}
        >
          <Typography variant="caption" color="text.secondary" component="div">
            <FormattedMessage id="purchases.salesItem.PackagingPrice" />
          </Typography>
          <Typography variant="body2" data-value={packagingPrice(salesItem)}>
            {screenText({ kind: 'money' }, packagingPrice(salesItem), intl.locale)}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        <Tooltip title={intl.formatMessage({ id: 'purchases.salesItem.remove' })}>
          <IconButton
            size="small"
            onClick={onRemove}
            aria-label={`${intl.formatMessage({ id: 'purchases.salesItem.remove' })}: ${index + 1}`}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>

      <Box
        role="group"
        aria-label={intl.formatMessage({ id: 'purchases.packaging.title' })}
        sx={{ display: 'grid', gap: 0.5 }}
      >
        {salesItem.SalesItemPackages.map((pkg, k) => {
          const pkgPath = `${path}.SalesItemPackages[${k}]`;
          return (
            <Box key={pkg.key} sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', columnGap: 1.5 }}>
              <SelectInput
                path={`${pkgPath}.PackageTypeID`}
                labelId="purchases.packaging.PackageTypeID"
                value={pkg.PackageTypeID}
                options={packageTypes.map((type) => ({ value: type.ID, label: type.Name }))}
                onChange={(id) => {
                  const price = currentPrice(
                    packageTypes.find((type) => type.ID === id)?.Prices ?? [],
                    sellerDays().dayOf(new Date()),
                  );
                  setPackaging(k, {
                    PackageTypeID: id,
                    PricePerUom: pkg.PricePerUom || (price === null ? '' : String(price)),
                  });
                }}
                width={240}
              />
              <NumberField
                path={`${pkgPath}.Amount`}
                labelId="purchases.packaging.Amount"
                value={pkg.Amount}
                onChange={(Amount) => setPackaging(k, { Amount })}
                unit={unitOf(pkg.PackageTypeID)}
                width={110}
              />
              <NumberField
                path={`${pkgPath}.PricePerUom`}
                labelId="purchases.packaging.PricePerUom"
                value={pkg.PricePerUom}
                onChange={(PricePerUom) => setPackaging(k, { PricePerUom })}
                unit="₽"
                width={130}
              />
              <Tooltip title={intl.formatMessage({ id: 'purchases.packaging.remove' })}>
                <IconButton
                  size="small"
                  sx={{ mt: 0.5 }}
                  aria-label={intl.formatMessage({ id: 'purchases.packaging.remove' })}
                  onClick={() =>
                    onChange({ ...salesItem, SalesItemPackages: salesItem.SalesItemPackages.filter((_, m) => m !== k) })
                  }
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          );
        })}
        <Box>
          <Button
            size="small"
            startIcon={<Add />}
            onClick={() =>
              onChange({ ...salesItem, SalesItemPackages: [...salesItem.SalesItemPackages, newPackaging()] })
            }
          >
            <FormattedMessage id="purchases.packaging.add" />
          </Button>
        </Box>
      </Box>

      {salesItem.SalesPlans.map((plan, k) => (
        <SalesPlanCard
          key={plan.key}
          path={`${path}.SalesPlans[${k}]`}
          index={k}
          plan={plan}
          channels={channels}
          economics={liveEconomics(
            plan,
            salesItem,
            item,
            channels.find((channel) => channel.ID === plan.SalesChannelID),
            targetMarginPercent,
          )}
          fact={plan.ID === undefined ? undefined : facts.get(plan.ID)}
          targetMarginPercent={targetMarginPercent}
          onChange={(patch) => setPlan(k, patch)}
          onRemove={() => onChange({ ...salesItem, SalesPlans: salesItem.SalesPlans.filter((_, m) => m !== k) })}
        />
      ))}
      <Box>
        <Button
          size="small"
          startIcon={<Add />}
          onClick={() => onChange({ ...salesItem, SalesPlans: [...salesItem.SalesPlans, newPlan(channels[0])] })}
        >
          <FormattedMessage id="purchases.plan.add" />
        </Button>
      </Box>
    </Box>
  );
}
