import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ProductCategory } from '../../../../../contracts/catalogue.js';
import { useApi } from '../../../../api/ApiContext.js';
import { describeError } from '../../../../api/describeError.js';
import { productCategoriesQuery, productCommands, productKeys } from '../../../../queries/products.js';
import { useToast } from '../../../../shell/toast.js';

interface Option extends ProductCategory {
  /** Set on the "create" suggestion: the name typed that does not exist yet. */
  create?: string;
}

const filter = createFilterOptions<Option>();

/** Picks a product category, or creates one in place from what was typed. */
export function CategoryPicker({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (categoryId: number | null) => void;
  error?: string;
}) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: categories = [], isLoading } = useQuery(productCategoriesQuery(api));
  const create = useMutation({
    mutationFn: (name: string) => productCommands(api).addCategory(name),
    onSuccess: async (id) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.categories });
      onChange(id);
    },
    onError: (failure) => toast.error(intl.formatMessage({ id: 'category.createError' }), describeError(failure, intl)),
  });

  return (
    <Autocomplete<Option>
      options={categories}
      loading={isLoading || create.isPending}
      value={categories.find((category) => category.ID === value) ?? null}
      onChange={(_event, option) => {
        if (option?.create) create.mutate(option.create);
        else onChange(option?.ID ?? null);
      }}
      getOptionLabel={(option) => option.Name}
      isOptionEqualToValue={(option, selected) => option.ID === selected.ID}
      filterOptions={(options, state) => {
        const filtered = filter(options, state);
        const typed = state.inputValue.trim();
        if (typed && !options.some((option) => option.Name.toLowerCase() === typed.toLowerCase())) {
          filtered.push({
            ID: -1,
            Name: intl.formatMessage({ id: 'category.create' }, { name: typed }),
            create: typed,
          });
        }
        return filtered;
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={intl.formatMessage({ id: 'product.fields.Category' })}
          error={Boolean(error)}
          helperText={error ?? intl.formatMessage({ id: 'category.help' })}
        />
      )}
    />
  );
}
