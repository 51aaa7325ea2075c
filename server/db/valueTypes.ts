// How values arrive from either database: numeric and bigint as numbers (money is rounded at the
// edge), dates as their 'YYYY-MM-DD' text.
export const NUMERIC_OID = 1700;
export const INT8_OID = 20;
export const INT8_ARRAY_OID = 1016;
export const DATE_OID = 1082;
export const keepText = (value: string) => value;
