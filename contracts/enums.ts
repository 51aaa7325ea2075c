import { z } from 'zod';

/** Enumerations of SPEC.md section 4; numbers on the wire. */
export const UnitOfMeasure = { Unknown: 0, SquareMeter: 1, Piece: 2, Meter: 3 } as const;
export type UnitOfMeasure = (typeof UnitOfMeasure)[keyof typeof UnitOfMeasure];
export const unitOfMeasure = z.enum(UnitOfMeasure);
