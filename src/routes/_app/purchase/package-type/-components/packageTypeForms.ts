import { UnitOfMeasure } from '../../../../../../contracts/enums.js';
import type { FormField } from '../../../../../forms/zodForm.js';

/** The fields of the type's dialog; the unit of measure is a select beside them, the prices have a panel. */
export const packageTypeFormFields: FormField[] = [
  { name: 'Name', labelId: 'packageTypes.fields.Name', kind: 'text', required: true },
  {
    name: 'DecimalPlaces',
    labelId: 'packageTypes.fields.DecimalPlaces',
    kind: 'int',
    helpId: 'packageTypes.fields.DecimalPlaces.help',
  },
];

/** The units a seller picks from; Unknown is shown only for a type that has it already. */
export const CHOSEN_UNITS = [UnitOfMeasure.Piece, UnitOfMeasure.Meter, UnitOfMeasure.SquareMeter] as const;

/** A new type is counted in pieces (boxes, bags, labels) until the seller says otherwise. */
export const DEFAULT_UNIT = UnitOfMeasure.Piece;
