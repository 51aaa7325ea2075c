import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PackageType } from '../../../../../../contracts/packageType.js';
import type { SalesChannel, SalesPlanSummary } from '../../../../../../contracts/purchasing.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { productQuery } from '../../../../../queries/products.js';
import { NumberField } from './EditorFields.js';
import { AddButton, RemoveButton, ShownFigure } from './EditorParts.js';
import { ProductField } from './ProductField.js';
import { newSalesItem, numberOf, replaceAt, without, type ItemForm } from './purchaseForm.js';
import { SalesItemSection } from './SalesItemSection.js';

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

/** One purchased product: count and price, and what it is sold as, with packaging and plans. */
export function BatchItemCard({ path, item, index, onChange, onRemove, ...shared }: Props) {
  const intl = useIntl();
  const api = useApi();
  const product = useQuery({ ...productQuery(api, item.ProductID ?? 0), enabled: item.ProductID !== null });
  const title = intl.formatMessage({ id: 'purchases.item.title' }, { number: index + 1 });

  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', columnGap: 1.5 }}>
        <ProductField
          path={`${path}.ProductID`}
          value={item.ProductID === null ? null : (product.data ?? { ID: item.ProductID, Name: item.ProductName })}
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
        <ShownFigure labelId="purchases.item.Sum" value={numberOf(item.Count) * numberOf(item.Price)} kind="money" />
        <Box sx={{ flex: 1 }} />
        <RemoveButton labelId="purchases.item.remove" number={index + 1} onClick={onRemove} />
      </Box>

      <Box
        sx={{ display: 'grid', gap: 2, pl: { xs: 0, sm: 2 }, borderLeft: { sm: 2 }, borderColor: { sm: 'divider' } }}
      >
        {item.SalesItems.map((salesItem, j) => (
          <SalesItemSection
            key={salesItem.key}
            {...shared}
            path={`${path}.SalesItems[${j}]`}
            index={j}
            item={item}
            salesItem={salesItem}
            packages={product.data?.Packages ?? []}
            onChange={(next) => onChange({ ...item, SalesItems: replaceAt(item.SalesItems, j, next) })}
            onRemove={() => onChange({ ...item, SalesItems: without(item.SalesItems, j) })}
          />
        ))}
        <Box>
          <AddButton
            labelId="purchases.salesItem.add"
            disabled={item.ProductID === null}
            onClick={() => onChange({ ...item, SalesItems: [...item.SalesItems, newSalesItem()] })}
          />
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
