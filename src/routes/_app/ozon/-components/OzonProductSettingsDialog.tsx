import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { OzonProduct, UpdateOzonProductItem } from '../../../../../contracts/ozonProducts.js';
import type { FormErrors } from '../../../../forms/zodForm.js';
import { errorsAfterChange } from '../../../../forms/zodForm.js';
import { MAX_ANALOG_SKUS, parseSkus, skusText } from './analogSkus.js';
import { FormDialogActions, FormFailure } from '../../../../forms/FormDialogParts.js';
import { useServerFieldErrors } from '../../../../forms/useServerFieldErrors.js';

const MAX_QUERY_LENGTH = 500;
type SkuField = 'OzonNegativeAnalogSkus' | 'OzonPositiveAnalogSkus';
const SKU_FIELDS: SkuField[] = ['OzonPositiveAnalogSkus', 'OzonNegativeAnalogSkus'];

interface Values {
  EnableGeoTargeting: boolean;
  OzonSearchQuery: string;
  OzonNegativeAnalogSkus: string;
  OzonPositiveAnalogSkus: string;
}

/** The settings of one card as the update item, or the seller's mistakes by field. */
function parseSettings(
  productPackageID: number,
  values: Values,
  intl: IntlShape,
): { item: UpdateOzonProductItem; errors?: undefined } | { item?: undefined; errors: FormErrors } {
  const errors: FormErrors = {};
  const query = values.OzonSearchQuery.trim();
  if (query.length > MAX_QUERY_LENGTH) {
    errors.OzonSearchQuery = intl.formatMessage({ id: 'validation.maxLength' }, { max: String(MAX_QUERY_LENGTH) });
  }
  const skus = {} as Record<SkuField, number[]>;
  for (const field of SKU_FIELDS) {
    const parsed = parseSkus(values[field]);
    if (parsed.error) errors[field] = intl.formatMessage({ id: 'ozonProduct.settings.badSku' }, parsed.error);
    else if (parsed.skus.length > MAX_ANALOG_SKUS) {
      errors[field] = intl.formatMessage({ id: 'ozonProduct.settings.tooManySkus' }, { max: MAX_ANALOG_SKUS });
    } else skus[field] = parsed.skus;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    item: {
      ProductPackageID: productPackageID,
      EnableGeoTargeting: values.EnableGeoTargeting,
      OzonSearchQuery: query || null,
      OzonNegativeAnalogSkus: skus.OzonNegativeAnalogSkus,
      OzonPositiveAnalogSkus: skus.OzonPositiveAnalogSkus,
    },
  };
}

/** The server names a field of the first (only) update item as `[0].OzonPositiveAnalogSkus[2]`. */
const fieldOfItem = (path: string) => path.replace(/^\[\d+\]\./, '').replace(/\[\d+\]$/, '');

interface SettingsProps {
  busy: boolean;
  serverErrors: FormErrors;
  failure: string | null;
  onSave: (item: UpdateOzonProductItem) => void;
  onClose: () => void;
}

/**
 * The seller's settings of one Ozon card: geo-targeting, the search query it is promoted for, and the
 * analog SKUs Ozon should (positive) or should not (negative) show beside it.
 */
export function OzonProductSettingsDialog({ product, ...props }: SettingsProps & { product: OzonProduct | null }) {
  return (
    <Dialog
      open={product !== null}
      onClose={props.onClose}
      aria-labelledby="ozon-settings-title"
      slotProps={{ paper: { sx: { width: '40rem', maxWidth: 'calc(100% - 2rem)' } } }}
    >
      {/* The form mounts with each opening, so its values start from the card every time. */}
      {product && <SettingsForm product={product} {...props} />}
    </Dialog>
  );
}

function SettingsForm({
  product,
  busy,
  serverErrors,
  failure,
  onSave,
  onClose,
}: SettingsProps & { product: OzonProduct }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [values, setValues] = useState<Values>({
    EnableGeoTargeting: product.EnableGeoTargeting,
    OzonSearchQuery: product.OzonSearchQuery ?? '',
    OzonNegativeAnalogSkus: skusText(product.OzonNegativeAnalogSkus),
    OzonPositiveAnalogSkus: skusText(product.OzonPositiveAnalogSkus),
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const { shown: shownServerErrors, fieldChanged } = useServerFieldErrors(serverErrors, fieldOfItem);

  const change = (field: keyof Values, value: string | boolean) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors(errorsAfterChange(errors, field, parseSettings(product.ProductPackageID, next, intl).errors ?? {}));
    fieldChanged(field);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSettings(product.ProductPackageID, values, intl);
    setErrors(parsed.errors ?? {});
    if (parsed.item) onSave(parsed.item);
  };
  const errorOf = (field: keyof Values) => errors[field] ?? shownServerErrors[field];
  const skuInput = (field: SkuField) => {
    const parsed = parseSkus(values[field]);
    const count = parsed.skus?.length ?? 0;
    return (
      <TextField
        label={t(`ozonProduct.fields.${field}`)}
        value={values[field]}
        onChange={(event) => change(field, event.target.value)}
        error={Boolean(errorOf(field))}
        helperText={
          errorOf(field) ?? intl.formatMessage({ id: 'ozonProduct.settings.skuHelp' }, { count: String(count) })
        }
        multiline
        minRows={2}
        maxRows={6}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="ozon-settings-title">
        <FormattedMessage id="ozonProduct.settings.title" values={{ id: product.ProductPackageID }} />
      </DialogTitle>
      <DialogContent>
        <Box component="p" sx={{ mt: 0, color: 'text.secondary' }}>
          {product.Name}
        </Box>
        <FormFailure title={t('ozonProduct.settings.saveError')} failure={failure} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <FormControlLabel
            control={
              <Switch
                checked={values.EnableGeoTargeting}
                onChange={(event) => change('EnableGeoTargeting', event.target.checked)}
                autoFocus
              />
            }
            label={t('ozonProduct.fields.EnableGeoTargeting')}
          />
          <TextField
            label={t('ozonProduct.fields.OzonSearchQuery')}
            value={values.OzonSearchQuery}
            onChange={(event) => change('OzonSearchQuery', event.target.value)}
            error={Boolean(errorOf('OzonSearchQuery'))}
            helperText={errorOf('OzonSearchQuery') ?? t('ozonProduct.settings.queryHelp')}
            fullWidth
            slotProps={{ htmlInput: { maxLength: MAX_QUERY_LENGTH + 100 } }}
          />
          {SKU_FIELDS.map((field) => (
            <Box key={field}>{skuInput(field)}</Box>
          ))}
        </Box>
      </DialogContent>
      <FormDialogActions busy={busy} onCancel={onClose} />
    </form>
  );
}
