import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import type { ProductPackage } from '../../../../../../contracts/catalogue.js';
import { priceOn, type PackageType } from '../../../../../../contracts/packageType.js';
import type { SalesChannel, SalesPlanSummary } from '../../../../../../contracts/purchasing.js';
import { sellerDays } from '../../../../../app/sellerDays.js';
import { NumberField, SelectInput, TextInput } from './EditorFields.js';
import { AddButton, RemoveButton, ShownFigure } from './EditorParts.js';
import { PackageField } from './PackageField.js';
import {
  liveEconomics,
  newPackaging,
  newPlan,
  packagingPrice,
  replaceAt,
  decimalSeparatorOf,
  decimalText,
  without,
  type ItemForm,
  type PackagingForm,
  type SalesItemForm,
} from './purchaseForm.js';
import { SalesPlanCard } from './SalesPlanCard.js';

/** The package's litres from its dimensions (mm), to start the volume from, as the seller types it. */
function litresOf(pkg: ProductPackage, separator: string): string {
  if (!pkg.WidthMM || !pkg.HeightMM || !pkg.DepthMM) return '';
  return decimalText(Math.round((pkg.WidthMM * pkg.HeightMM * pkg.DepthMM) / 1000) / 1000, separator);
}

interface Props {
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
}

/** What an item is sold as: a product package, its volume, its packaging materials and its plans. */
export function SalesItemSection({
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
}: Props) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'purchases.salesItem.title' }, { number: index + 1 });
  const setPackaging = (k: number, patch: Partial<PackagingForm>) =>
    onChange({
      ...salesItem,
      SalesItemPackages: replaceAt(salesItem.SalesItemPackages, k, { ...salesItem.SalesItemPackages[k]!, ...patch }),
    });
  const unitOf = (typeId: number | null) => {
    const type = packageTypes.find((candidate) => candidate.ID === typeId);
    return type ? intl.formatMessage({ id: `purchases.uom.${type.UnitOfMeasure}` }) : undefined;
  };
  const channelOf = (id: number | null) => channels.find((channel) => channel.ID === id);

  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', columnGap: 1.5 }}>
        <PackageField
          path={`${path}.ProductPackageID`}
          value={salesItem.ProductPackageID}
          packages={packages}
          productName={item.ProductName}
          onChange={(pkg) =>
            onChange(
              pkg === null
                ? { ...salesItem, ProductPackageID: null }
                : {
                    ...salesItem,
                    ProductPackageID: pkg.ID,
                    ProductCount: pkg.ProductCount,
                    Volume: salesItem.Volume || litresOf(pkg, decimalSeparatorOf(intl.locale)),
                  },
            )
          }
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
        <ShownFigure labelId="purchases.salesItem.PackagingPrice" value={packagingPrice(salesItem)} kind="money" />
        <Box sx={{ flex: 1 }} />
        <RemoveButton labelId="purchases.salesItem.remove" number={index + 1} onClick={onRemove} />
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
                  // The material's price of today comes by itself; a price typed in already stays.
                  const prices = packageTypes.find((type) => type.ID === id)?.Prices ?? [];
                  const price = priceOn(prices, sellerDays().dayOf(new Date()))?.Price ?? null;
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
              <Box sx={{ pt: 0.5 }}>
                <RemoveButton
                  labelId="purchases.packaging.remove"
                  number={k + 1}
                  onClick={() => onChange({ ...salesItem, SalesItemPackages: without(salesItem.SalesItemPackages, k) })}
                />
              </Box>
            </Box>
          );
        })}
        <Box>
          <AddButton
            labelId="purchases.packaging.add"
            onClick={() =>
              onChange({ ...salesItem, SalesItemPackages: [...salesItem.SalesItemPackages, newPackaging()] })
            }
          />
        </Box>
      </Box>

      {salesItem.SalesPlans.map((plan, k) => (
        <SalesPlanCard
          key={plan.key}
          path={`${path}.SalesPlans[${k}]`}
          index={k}
          plan={plan}
          channels={channels}
          economics={liveEconomics(plan, salesItem, item, channelOf(plan.SalesChannelID), targetMarginPercent)}
          fact={plan.ID === undefined ? undefined : facts.get(plan.ID)}
          targetMarginPercent={targetMarginPercent}
          onChange={(patch) =>
            onChange({ ...salesItem, SalesPlans: replaceAt(salesItem.SalesPlans, k, { ...plan, ...patch }) })
          }
          onRemove={() => onChange({ ...salesItem, SalesPlans: without(salesItem.SalesPlans, k) })}
        />
      ))}
      <Box>
        <AddButton
          labelId="purchases.plan.add"
          onClick={() => onChange({ ...salesItem, SalesPlans: [...salesItem.SalesPlans, newPlan(channels[0])] })}
        />
      </Box>
    </Box>
  );
}
