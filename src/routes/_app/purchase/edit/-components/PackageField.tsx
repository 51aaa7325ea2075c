import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useContext } from 'react';
import { useIntl } from 'react-intl';
import type { ProductPackage } from '../../../../../../contracts/catalogue.js';
import { packageChoice } from '../../../../../screens/productChoice.js';
import { useProductChoiceProps } from '../../../../../screens/ProductOption.js';
import { EditorErrorsContext } from './EditorFields.js';

type PackageOption = ProductPackage & { ProductName: string };

/**
 * The package a sales item sells, out of its product's packages (already at hand, so filtered here), by
 * name or article; bound to its path like the editor's other fields.
 */
export function PackageField({
  path,
  value,
  packages,
  productName,
  onChange,
}: {
  path: string;
  value: number | null;
  packages: ProductPackage[];
  productName: string;
  onChange: (pkg: ProductPackage | null) => void;
}) {
  const intl = useIntl();
  const choiceProps = useProductChoiceProps<PackageOption>(packageChoice);
  const errors = useContext(EditorErrorsContext);
  const error = errors.errorOf(path);
  const options = packages.map((pkg): PackageOption => ({ ...pkg, ProductName: productName }));
  const chosen = value === null ? null : (options.find((pkg) => pkg.ID === value) ?? null);
  return (
    <Autocomplete<PackageOption>
      size="small"
      options={options}
      value={chosen}
      {...choiceProps}
      isOptionEqualToValue={(option, picked) => option.ID === picked.ID}
      onChange={(_event, picked) => {
        onChange(picked);
        errors.changed(path);
      }}
      noOptionsText={intl.formatMessage({ id: 'common.nothingFound' })}
      renderInput={(params) => (
        <TextField
          {...params}
          label={intl.formatMessage({ id: 'purchases.salesItem.ProductPackageID' })}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-path': path } }}
        />
      )}
      sx={{ width: 320, maxWidth: '100%' }}
    />
  );
}
