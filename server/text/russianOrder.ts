/**
 * Names in Russian alphabetical order, for sorting a report's rows. One collator for every comparison:
 * `localeCompare(other, 'ru')` looks a collator up on each call, 13 ms of a 3 500-row report's sort.
 */
export const byRussianName = new Intl.Collator('ru').compare;
