import type { FormField } from '../../../../forms/zodForm.js';

export const productFormFields: FormField[] = [
  { name: 'Name', labelId: 'product.fields.Name', kind: 'text', required: true },
  { name: 'ID', labelId: 'product.fields.ID', kind: 'int', createOnly: true, helpId: 'product.fields.ID.help' },
  { name: 'StockAmount', labelId: 'product.fields.StockAmount', kind: 'int' },
  { name: 'WidthMM', labelId: 'product.fields.WidthMM', kind: 'measure' },
  { name: 'HeightMM', labelId: 'product.fields.HeightMM', kind: 'measure' },
  { name: 'DepthMM', labelId: 'product.fields.DepthMM', kind: 'measure' },
  { name: 'WeightG', labelId: 'product.fields.WeightG', kind: 'measure' },
];

export const packageFormFields: FormField[] = [
  { name: 'Name', labelId: 'package.fields.Name', kind: 'text', required: true },
  { name: 'ID', labelId: 'package.fields.ID', kind: 'int', createOnly: true, helpId: 'package.fields.ID.help' },
  { name: 'ProductCount', labelId: 'package.fields.ProductCount', kind: 'int' },
  { name: 'MinimumWarehouseStock', labelId: 'package.fields.MinimumWarehouseStock', kind: 'int' },
  { name: 'SupplyPreparationTimeInDays', labelId: 'package.fields.SupplyPreparationTimeInDays', kind: 'int' },
  { name: 'WidthMM', labelId: 'package.fields.WidthMM', kind: 'measure' },
  { name: 'HeightMM', labelId: 'package.fields.HeightMM', kind: 'measure' },
  { name: 'DepthMM', labelId: 'package.fields.DepthMM', kind: 'measure' },
  { name: 'WeightG', labelId: 'package.fields.WeightG', kind: 'measure' },
];
